import type { ReportingTree } from './build-reporting-tree';
import { visibleInOrder, withPathExpanded, type Expanded } from './expansion';

export type ChartView = 'graph' | 'tree';

/** What the URL keeps of the org chart, so that a link reopens the same view. */
export interface ViewParams {
  /** Key of the focused worker. */
  focus: string | null;
  /** The expanded set, encoded by `encodeExpanded`; null means the opening view. */
  open: string | null;
  view: ChartView;
  /** Department highlighted. */
  department: string | null;
  /** Id of the segment shown over the chart (its members highlighted, "12 of 40" per manager). */
  segment: string | null;
}

const PARAM = { focus: 'focus', open: 'open', view: 'view', department: 'dept', segment: 'segment' } as const;

export function readViewParams(params: URLSearchParams): ViewParams {
  return {
    focus: params.get(PARAM.focus) || null,
    open: params.get(PARAM.open),
    view: params.get(PARAM.view) === 'tree' ? 'tree' : 'graph',
    department: params.get(PARAM.department) || null,
    segment: params.get(PARAM.segment) || null,
  };
}

/** The query string for `state`; parameters of other pages' concerns are left alone. */
export function writeViewParams(current: URLSearchParams, state: ViewParams): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (name: string, value: string | null) => (value === null ? next.delete(name) : next.set(name, value));
  set(PARAM.focus, state.focus);
  set(PARAM.open, state.open);
  set(PARAM.view, state.view === 'tree' ? 'tree' : null);
  set(PARAM.department, state.department);
  set(PARAM.segment, state.segment);
  return next;
}

// Key lists: sorted, each key written as the length of the prefix it shares with the previous key
// (one base-36 digit) and the rest; entries are joined by "." and "*" marks a fully expanded subtree.
const SEPARATOR = '.';
const DEEP = '*';
const MAX_SHARED = 35;

const escapeKey = (key: string) => key.replace(/~/g, '~~').replace(/\./g, '~d');
const unescapeKey = (text: string) => text.replace(/~(.)/g, (_, ch: string) => (ch === 'd' ? '.' : ch));

export interface KeyEntry {
  key: string;
  deep: boolean;
}

export function encodeKeyList(entries: readonly KeyEntry[]): string {
  const escaped = entries.map((entry) => ({ text: escapeKey(entry.key), deep: entry.deep }));
  escaped.sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
  let previous = '';
  return escaped
    .map(({ text, deep }) => {
      let shared = 0;
      const max = Math.min(MAX_SHARED, previous.length, text.length);
      while (shared < max && previous[shared] === text[shared]) shared++;
      previous = text;
      return `${deep ? DEEP : ''}${shared.toString(36)}${text.slice(shared)}`;
    })
    .join(SEPARATOR);
}

export function decodeKeyList(encoded: string): KeyEntry[] {
  if (encoded === '') return [];
  const entries: KeyEntry[] = [];
  let previous = '';
  for (const part of encoded.split(SEPARATOR)) {
    const deep = part.startsWith(DEEP);
    const body = deep ? part.slice(1) : part;
    const shared = parseInt(body.charAt(0), 36);
    if (Number.isNaN(shared) || shared > previous.length) continue;
    const text = previous.slice(0, shared) + body.slice(1);
    previous = text;
    entries.push({ key: unescapeKey(text), deep });
  }
  return entries;
}

/**
 * The visible expanded nodes, compactly: a subtree expanded all the way down is one entry marked
 * deep. Expanded nodes hidden under a collapsed one are left out.
 */
export function encodeExpanded(tree: ReportingTree, expanded: Expanded): string {
  const order = visibleInOrder(tree, expanded);
  const full = new Uint8Array(tree.size);
  for (let k = order.length - 1; k >= 0; k--) {
    const index = order[k]!;
    const children = tree.children(index);
    if (!expanded.has(index) || children.length === 0) continue;
    full[index] = children.every((child) => !tree.hasReports(child) || full[child] === 1) ? 1 : 0;
  }
  const entries: KeyEntry[] = [];
  for (const index of order) {
    if (!expanded.has(index) || !tree.hasReports(index)) continue;
    const parent = tree.parent[index]!;
    if (full[index] === 1) {
      if (parent === -1 || full[parent] !== 1) entries.push({ key: tree.key(index), deep: true });
    } else {
      entries.push({ key: tree.key(index), deep: false });
    }
  }
  return encodeKeyList(entries);
}

/** The expanded set a URL describes; keys that are not in the data (a stale link) are skipped. */
export function decodeExpanded(tree: ReportingTree, encoded: string): Set<number> {
  const expanded = new Set<number>();
  for (const { key, deep } of decodeKeyList(encoded)) {
    const index = tree.indexByKey.get(key);
    if (index === undefined) continue;
    if (!deep) {
      expanded.add(index);
      continue;
    }
    const stack = [index];
    while (stack.length > 0) {
      const current = stack.pop()!;
      const children = tree.children(current);
      if (children.length === 0) continue;
      expanded.add(current);
      for (const child of children) stack.push(child);
    }
  }
  return expanded;
}

/** A view of the chart, as its state holds it (nodes by position in the tree). */
export interface ChartViewState {
  expanded: Expanded;
  focus: number | null;
  view: ChartView;
  department: string | null;
  /** The segment shown over the chart (its id), or null. */
  segment: string | null;
}

/**
 * The query string of a view of `tree`, keeping the parameters of `search` that are not the chart's;
 * the expanded set is left out when it is the opening one (`openingEncoded`).
 */
export function viewSearch(tree: ReportingTree, search: string, openingEncoded: string, next: ChartViewState): string {
  const open = encodeExpanded(tree, next.expanded);
  const params = writeViewParams(new URLSearchParams(search), {
    focus: next.focus === null ? null : tree.key(next.focus),
    open: open === openingEncoded ? null : open,
    view: next.view,
    department: next.department,
    segment: next.segment,
  });
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * For links that focus a worker from the view `state`: the query string that focuses `index` (their
 * path opened), as `viewSearch` would give it, up to the order of its parameters. The links of a
 * details panel (the managers above, the reports below) open the same teams or the same teams and
 * one more: the rest of the query is made once per set of teams they open, not once per link.
 */
export function focusLinkSearches(
  tree: ReportingTree,
  search: string,
  openingEncoded: string,
  state: ChartViewState,
): (index: number) => string {
  const restByOpened = new Map<string, string>();
  return (index) => {
    const closedAbove: number[] = [];
    for (let above = tree.parent[index]!; above >= 0; above = tree.parent[above]!) {
      if (!state.expanded.has(above)) closedAbove.push(above);
    }
    const opened = closedAbove.join(' ');
    let rest = restByOpened.get(opened);
    if (rest === undefined) {
      const expanded = closedAbove.length === 0 ? state.expanded : withPathExpanded(tree, state.expanded, index);
      rest = viewSearch(tree, search, openingEncoded, { ...state, expanded, focus: null }).slice(1);
      restByOpened.set(opened, rest);
    }
    const focus = `${PARAM.focus}=${encodeURIComponent(tree.key(index))}`;
    return `?${rest === '' ? focus : `${focus}&${rest}`}`;
  };
}
