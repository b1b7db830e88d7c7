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

/** Items with their lowercase text computed once, so that a keystroke only scans. */
export interface SearchIndex {
  items: readonly PaletteItem[];
  labels: readonly string[];
  /** Label and detail, lowercase, separated by a character nobody types. */
  texts: readonly string[];
}

export function buildSearchIndex(items: readonly PaletteItem[]): SearchIndex {
  const labels = new Array<string>(items.length);
  const texts = new Array<string>(items.length);
  for (let index = 0; index < items.length; index += 1) {
    const item = items[index]!;
    labels[index] = item.label.toLowerCase();
    texts[index] = item.detail ? `${labels[index]}\u0001${item.detail.toLowerCase()}` : labels[index]!;
  }
  return { items, labels, texts };
}

export function queryTerms(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * Rank of a match, lower is better, or -1 when some term is missing: 0 the name starts with the
 * query, 1 a word of the name starts with it, 2 the name contains it, 3 only the detail matches.
 */
export function matchRank(label: string, text: string, terms: readonly string[]): number {
  for (const term of terms) if (!text.includes(term)) return -1;
  const whole = terms.join(' ');
  if (label.startsWith(whole)) return 0;
  const first = terms[0]!;
  const at = label.indexOf(first);
  if (at > 0 && /[\s\-_/.(]/.test(label[at - 1]!)) return 1;
  if (terms.every((term) => label.includes(term))) return at === -1 ? 3 : 2;
  return 3;
}

const RANKS = 4;

/** The best `limit` matches of `query`, best rank first and in index order within a rank. */
export function searchIndex(index: SearchIndex, query: string, limit: number): PaletteItem[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return index.items.slice(0, limit) as PaletteItem[];
  const buckets: PaletteItem[][] = Array.from({ length: RANKS }, () => []);
  const { labels, texts, items } = index;
  const first = terms[0]!;
  for (let position = 0; position < items.length; position += 1) {
    const text = texts[position]!;
    // Fast reject before the full ranking: most items miss the first term.
    if (!text.includes(first)) continue;
    const rank = matchRank(labels[position]!, text, terms);
    if (rank === -1) continue;
    const bucket = buckets[rank]!;
    if (bucket.length < limit) bucket.push(items[position]!);
    if (rank === 0 && bucket.length >= limit) break;
  }
  return buckets.flat().slice(0, limit);
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
