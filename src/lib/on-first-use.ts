/** A value made on first use, then kept: each Intl formatter costs milliseconds to make on a phone. */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
