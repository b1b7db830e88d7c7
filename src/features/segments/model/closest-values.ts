/** Edit distance (insertions, deletions, substitutions) between two strings. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[b.length]!;
}

const tokens = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter((token) => token.length >= 2);

/**
 * How close a real value is to what was typed, 0 (unrelated) to 1 (same), case and surrounding
 * spaces ignored: the better of the edit similarity and the share of the typed words it has.
 */
export function similarity(typed: string, candidate: string): number {
  const a = typed.trim().toLowerCase();
  const b = candidate.trim().toLowerCase();
  if (a === '' || b === '') return 0;
  if (a === b) return 1;
  const edit = 1 - editDistance(a, b) / Math.max(a.length, b.length);
  const typedTokens = tokens(a);
  const candidateTokens = new Set(tokens(b));
  const shared = typedTokens.filter((token) => candidateTokens.has(token)).length;
  const words = typedTokens.length === 0 ? 0 : shared / Math.max(typedTokens.length, candidateTokens.size);
  const prefix = b.startsWith(a) || a.startsWith(b) ? 0.6 : 0;
  return Math.max(edit, words > 0 ? 0.5 + words / 2 : 0, prefix);
}

/** The real values closest to a typed one (at most `limit`), most similar first, then most common. */
export function closestValues(
  typed: string,
  candidates: readonly { value: string; count: number }[],
  limit = 2,
): string[] {
  return plausible(typed, candidates)
    .map((candidate) => ({ ...candidate, score: similarity(typed, candidate.value) }))
    .filter((candidate) => candidate.score >= 0.5 && candidate.value.trim() !== '')
    .sort((a, b) => b.score - a.score || b.count - a.count || a.value.localeCompare(b.value))
    .slice(0, limit)
    .map((candidate) => candidate.value);
}

/** Above this many distinct values, only values of a similar length and first letter are compared. */
const MANY_VALUES = 2000;

/** Candidates worth comparing: all of a short list; of a long one, those of a similar length. */
function plausible(typed: string, candidates: readonly { value: string; count: number }[]) {
  if (candidates.length <= MANY_VALUES) return candidates;
  const length = typed.trim().length;
  const first = typed.trim().slice(0, 1).toLowerCase();
  return candidates.filter(
    (candidate) =>
      Math.abs(candidate.value.length - length) <= Math.max(2, length / 3) &&
      candidate.value.slice(0, 1).toLowerCase() === first,
  );
}

/**
 * "Sales", "Sales or Sales Ops", "Sales, Sales Ops or Support". `join` words the last step in the
 * user's language (this module also runs in the preview's worker, without the catalogues).
 */
export function joinAlternatives(
  values: readonly string[],
  join: (rest: readonly string[], last: string) => string = (rest, last) => `${rest.join(', ')} or ${last}`,
): string {
  if (values.length <= 1) return values.join('');
  return join(values.slice(0, -1), values.at(-1)!);
}
