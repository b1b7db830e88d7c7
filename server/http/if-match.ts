/** One entity tag from an If-Match list (RFC 9110 8.8.3). */
export interface EntityTag {
  weak: boolean;
  opaque: string;
}

export type IfMatch = { kind: 'any' } | { kind: 'tags'; tags: EntityTag[] };

// etagc = %x21 / %x23-7E / obs-text (%x80-FF)
const entityTag = /^(W\/)?"([\x21\x23-\x7e\x80-\xff]*)"$/;

/**
 * Parses an If-Match value: `*` or a comma-separated list of entity tags.
 * Returns null when the value is malformed (empty, unquoted, `*` mixed with tags, ...).
 */
export function parseIfMatch(header: string): IfMatch | null {
  const value = header.trim();
  if (value === '*') return { kind: 'any' };
  const tags: EntityTag[] = [];
  for (const part of value.split(',')) {
    const item = part.trim();
    if (item === '') continue; // RFC 9110 5.6.1: empty list elements are ignored
    const match = entityTag.exec(item);
    if (!match) return null;
    tags.push({ weak: match[1] !== undefined, opaque: match[2] ?? '' });
  }
  return tags.length > 0 ? { kind: 'tags', tags } : null;
}

/** Strong comparison: a weak tag never matches; `*` matches any current representation. */
export function ifMatchAccepts(condition: IfMatch, currentOpaque: string): boolean {
  if (condition.kind === 'any') return true;
  return condition.tags.some((tag) => !tag.weak && tag.opaque === currentOpaque);
}

/** The strong opaque values a condition accepts (`null` for `*`), for a conditional UPDATE. */
export function strongOpaques(condition: IfMatch): string[] | null {
  if (condition.kind === 'any') return null;
  return condition.tags.filter((tag) => !tag.weak).map((tag) => tag.opaque);
}

export const formatEtag = (opaque: string) => `"${opaque}"`;
