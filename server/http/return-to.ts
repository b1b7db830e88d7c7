/**
 * Where to go after signing in: only a path on this origin. Anything else (absolute URLs,
 * protocol-relative `//host`, `/\host`, control characters a browser would strip) becomes `/`.
 */
export function safeReturnTo(raw: string | undefined | null): string {
  if (!raw || !raw.startsWith('/')) return '/';
  if (raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  if ([...raw].some((ch) => ch <= ' ' || ch === '\u007f' || ch === '\\')) return '/';
  return raw;
}
