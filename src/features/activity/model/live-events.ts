/**
 * Live refresh: the newest page is read again every little while; what it has that the page does
 * not yet show comes in at the top. Events are listed newest first.
 */
export interface NewEvents<T> {
  /** Events newer than everything shown, newest first. */
  fresh: T[];
  /** The newest page holds nothing already shown: more came than one page, there is a gap. */
  gap: boolean;
}

export function newEvents<T extends { id: string }>(newest: readonly T[], shownIds: ReadonlySet<string>): NewEvents<T> {
  if (shownIds.size === 0) return { fresh: [...newest], gap: false };
  const fresh: T[] = [];
  for (const event of newest) {
    if (shownIds.has(event.id)) return { fresh, gap: false };
    fresh.push(event);
  }
  return { fresh, gap: newest.length > 0 };
}
