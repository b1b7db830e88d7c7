/** What the command palette can find, and how it ranks and groups what it finds. No React here. */
import { defineMessages, translate, type Locale, type MessageDescriptor } from '../../lib/i18n';

export type PaletteKind = 'area' | 'action' | 'segment' | 'policy' | 'script' | 'secret' | 'worker';

export interface PaletteItem {
  /** Unique across kinds, e.g. `segment:seg_1`. */
  id: string;
  kind: PaletteKind;
  label: string;
  /** A second line: a job title and department, a role's missing access, … */
  detail?: string;
  /** Where choosing it goes; actions without a destination run `action` instead. */
  to?: string;
  action?: 'toggle-theme' | 'set-language';
  /** The language `set-language` switches to. */
  locale?: Locale;
}

export interface PaletteGroup {
  id: 'recent' | PaletteKind;
  label: string;
  items: PaletteItem[];
}

/**
 * What a keystroke searches: the items' labels, lowercase, in one string, and their details in
 * another, so that finding a term is a native scan from one occurrence to the next rather than a call
 * per item (a million workers: about 40 MB of text). Items are made only for what is found.
 */
export interface SearchIndex {
  size: number;
  itemAt: (position: number) => PaletteItem;
  labels: JoinedTexts;
  details: JoinedTexts;
}

/** Texts one after another, each followed by END; `starts` has each one's start, then the end. */
interface JoinedTexts {
  text: string;
  starts: Int32Array;
}

/** A character nobody types, after each text. */
const END = '\u0002';

class JoinedTextsBuilder {
  readonly starts: Int32Array;
  private readonly batches: string[] = [];
  private count = 0;
  private length = 0;

  constructor(size: number) {
    this.starts = new Int32Array(size + 1);
  }

  add(texts: readonly string[]) {
    for (const text of texts) {
      this.starts[this.count] = this.length;
      this.count += 1;
      this.length += text.length + 1;
    }
    if (texts.length > 0) this.batches.push(texts.join(END) + END);
  }

  build(): JoinedTexts {
    this.starts[this.count] = this.length;
    return { text: this.batches.join(''), starts: this.starts };
  }
}

/** Gathers the items' labels and details in order (in as many batches as wanted), then makes the index. */
export class SearchIndexBuilder {
  private readonly labels: JoinedTextsBuilder;
  private readonly details: JoinedTextsBuilder;
  private count = 0;

  constructor(
    size: number,
    private readonly itemAt: (position: number) => PaletteItem,
  ) {
    this.labels = new JoinedTextsBuilder(size);
    this.details = new JoinedTextsBuilder(size);
  }

  /** Labels and details (`''` for none) of the next items, as shown: they are lowercased here. */
  add(labels: readonly string[], details: readonly string[]) {
    this.labels.add(labels.map((label) => label.toLowerCase()));
    this.details.add(details.map((detail) => detail.toLowerCase()));
    this.count += labels.length;
  }

  build(): SearchIndex {
    return { size: this.count, itemAt: this.itemAt, labels: this.labels.build(), details: this.details.build() };
  }
}

export function buildSearchIndex(items: readonly PaletteItem[]): SearchIndex {
  const builder = new SearchIndexBuilder(items.length, (position) => items[position]!);
  builder.add(
    items.map((item) => item.label),
    items.map((item) => item.detail ?? ''),
  );
  return builder.build();
}

export function queryTerms(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * Rank of a match, lower is better, or -1 when some term is in neither the label nor the detail
 * (both lowercase): 0 the label starts with the query, 1 a word of the label starts with the first
 * term, 2 the label has every term, 3 the detail is needed.
 */
export function matchRank(label: string, detail: string, terms: readonly string[]): number {
  for (const term of terms) if (!label.includes(term) && !detail.includes(term)) return -1;
  if (label.startsWith(terms.join(' '))) return 0;
  const at = label.indexOf(terms[0]!);
  if (at > 0 && /[\s\-_/.(]/.test(label[at - 1]!)) return 1;
  if (at !== -1 && terms.every((term) => label.includes(term))) return 2;
  return 3;
}

const RANKS = 4;

/** The `position`th text of `joined`. */
const textAt = (joined: JoinedTexts, position: number) =>
  joined.text.slice(joined.starts[position]!, joined.starts[position + 1]! - 1);

/** Calls `visit` with each item whose text in `joined` has `term`, in order, until it returns false. */
function eachWith(joined: JoinedTexts, term: string, visit: (position: number) => boolean) {
  const { text, starts } = joined;
  let position = 0;
  for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, starts[position]!)) {
    while (starts[position + 1]! <= at) position += 1;
    if (!visit(position)) return;
    position += 1;
  }
}

/**
 * The best `limit` matches of `query`, best rank first and in index order within a rank. A match
 * ranked 0 to 2 has the first term in its label: the labels are scanned for it. Only when those are
 * fewer than `limit` are the details scanned for it, for items whose label lacks it (rank 3), and only
 * until enough are found.
 */
export function searchIndex(index: SearchIndex, query: string, limit: number): PaletteItem[] {
  const terms = queryTerms(query);
  const { labels, details, itemAt } = index;
  if (terms.length === 0) return Array.from({ length: Math.min(limit, index.size) }, (_, position) => itemAt(position));
  const first = terms[0]!;
  const buckets: number[][] = Array.from({ length: RANKS }, () => []);
  // Every item whose label has the first term, in order: the details' scan skips them.
  const inLabels: number[] = [];
  eachWith(labels, first, (position) => {
    inLabels.push(position);
    const rank = matchRank(textAt(labels, position), textAt(details, position), terms);
    if (rank === -1) return true;
    const bucket = buckets[rank]!;
    if (bucket.length < limit) bucket.push(position);
    return !(rank === 0 && bucket.length >= limit);
  });
  const wanted = limit - buckets[0]!.length - buckets[1]!.length - buckets[2]!.length;
  if (wanted > 0) {
    const others = terms.slice(1);
    const onlyInDetail: number[] = [];
    let skip = 0;
    eachWith(details, first, (position) => {
      while (skip < inLabels.length && inLabels[skip]! < position) skip += 1;
      if (inLabels[skip] === position) return true;
      const detail = textAt(details, position);
      let label: string | null = null;
      for (const term of others) {
        if (detail.includes(term)) continue;
        label ??= textAt(labels, position);
        if (!label.includes(term)) return true;
      }
      onlyInDetail.push(position);
      return onlyInDetail.length < wanted;
    });
    buckets[3] = [...buckets[3]!, ...onlyInDetail].sort((a, b) => a - b);
  }
  return buckets
    .flat()
    .slice(0, limit)
    .map((found) => itemAt(found));
}

export const GROUP_LABELS: Record<PaletteGroup['id'], MessageDescriptor> = defineMessages({
  recent: { id: 'menus.palette.group.recent', defaultMessage: 'Recent' },
  area: { id: 'menus.palette.group.area', defaultMessage: 'Go to' },
  action: { id: 'menus.palette.group.action', defaultMessage: 'Actions' },
  segment: { id: 'menus.palette.group.segment', defaultMessage: 'Segments' },
  policy: { id: 'menus.palette.group.policy', defaultMessage: 'Policies' },
  script: { id: 'menus.palette.group.script', defaultMessage: 'Scripts' },
  secret: { id: 'menus.palette.group.secret', defaultMessage: 'Secrets' },
  worker: { id: 'menus.palette.group.worker', defaultMessage: 'Workers', description: 'HR workers (people)' },
});

const GROUP_ORDER: PaletteKind[] = ['area', 'action', 'segment', 'policy', 'script', 'secret', 'worker'];

/**
 * Groups results by kind in a fixed order; recently chosen items come first within their group.
 * With no query, the recent items form their own group at the top and nothing else is repeated.
 */
export function groupResults(
  results: readonly PaletteItem[],
  recent: readonly PaletteItem[],
  query: string,
  t: (label: MessageDescriptor) => string = translate,
): PaletteGroup[] {
  const recentOrder = new Map(recent.map((item, position) => [item.id, position]));
  const groups: PaletteGroup[] = [];
  const empty = queryTerms(query).length === 0;
  if (empty && recent.length > 0) groups.push({ id: 'recent', label: t(GROUP_LABELS.recent), items: [...recent] });
  for (const kind of GROUP_ORDER) {
    let items = results.filter((item) => item.kind === kind);
    if (empty) items = items.filter((item) => !recentOrder.has(item.id));
    else {
      items = items
        .map((item, position) => ({ item, position, recent: recentOrder.get(item.id) ?? Infinity }))
        .sort((a, b) => a.recent - b.recent || a.position - b.position)
        .map(({ item }) => item);
    }
    if (items.length > 0) groups.push({ id: kind, label: t(GROUP_LABELS[kind]), items });
  }
  return groups;
}

/** Recent items, most recent first, without duplicates, at most `max`. */
export function rememberRecent(recent: readonly PaletteItem[], chosen: PaletteItem, max = 6): PaletteItem[] {
  const { id, kind, label, detail, to, action, locale } = chosen;
  const kept: PaletteItem = {
    id,
    kind,
    label,
    ...(detail ? { detail } : {}),
    ...(to ? { to } : {}),
    ...(action ? { action } : {}),
    ...(locale ? { locale } : {}),
  };
  return [kept, ...recent.filter((item) => item.id !== id)].slice(0, max);
}

/** At most `max` items of each kind while searching; everything (areas, actions) when nothing is typed. */
export function limitPerKind(items: readonly PaletteItem[], query: string, max = 6): PaletteItem[] {
  if (queryTerms(query).length === 0) return items.filter((item) => item.kind === 'area' || item.kind === 'action');
  const counts = new Map<PaletteKind, number>();
  return items.filter((item) => {
    const count = counts.get(item.kind) ?? 0;
    counts.set(item.kind, count + 1);
    return count < max;
  });
}
