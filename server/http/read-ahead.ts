/**
 * Which page follows which, for reading ahead: a client walking a list page by page asks for the
 * next page as soon as it has one, so a server that knows the next page's position can make it
 * while the client is still reading the one it has. Keys name a page (its version of the data
 * included); the position is the next page's keyset position, or null after the last page. Kept
 * for at most `maxEntries` pages, the oldest forgotten first.
 */
export function pageSuccessors<Position>(maxEntries: number) {
  const next = new Map<string, Position | null>();
  return {
    remember(key: string, position: Position | null) {
      next.delete(key);
      next.set(key, position);
      for (const oldest of next.keys()) {
        if (next.size <= maxEntries) break;
        next.delete(oldest);
      }
    },
    /** The position of the page after `key`'s: undefined when unknown, null when none follows. */
    after(key: string): Position | null | undefined {
      return next.get(key);
    },
    get size() {
      return next.size;
    },
  };
}
