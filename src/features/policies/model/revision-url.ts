import { lineRangeHash, type LineRange } from './line-range';

/**
 * What the viewer's URL says, beyond the policy and revision in the path:
 * `?compare=3` compares the revision with revision 3 (`0`: with the empty text before revision 1),
 * `&view=split` shows that comparison side by side (unified otherwise), `?blame=1` shows the blame
 * (without a comparison), `w=1` ignores whitespace in comparisons and blame, `#L10-L14` highlights lines.
 */
export type DiffLayout = 'unified' | 'split';

export interface RevisionView {
  /** The revision to compare against; null shows the source alone (or its blame). */
  compare: number | null;
  layout: DiffLayout;
  /** Without a comparison: every line with the revision that last changed it. */
  blame: boolean;
  /** Lines that differ only in whitespace count as unchanged (comparisons and blame). */
  ignoreWhitespace: boolean;
}

const REVISION_NUMBER = /^\d{1,9}$/;

/** A revision number from the path; null when it is not a positive integer. */
export function parseRevisionNumber(raw: string | undefined): number | null {
  if (raw === undefined || !REVISION_NUMBER.test(raw)) return null;
  const number = Number(raw);
  return number >= 1 ? number : null;
}

export function readRevisionView(search: URLSearchParams): RevisionView {
  const raw = search.get('compare');
  const compare = raw !== null && REVISION_NUMBER.test(raw) ? Number(raw) : null;
  return {
    compare,
    layout: search.get('view') === 'split' ? 'split' : 'unified',
    blame: compare === null && search.get('blame') === '1',
    ignoreWhitespace: search.get('w') === '1',
  };
}

/**
 * `?compare=3&view=split&w=1`, `?blame=1`; the empty string for the plain source. The whitespace
 * switch stays in every view's address, so that it holds when going from one view to another.
 */
export function revisionSearch(view: RevisionView): string {
  const params = new URLSearchParams();
  if (view.compare !== null) {
    params.set('compare', String(view.compare));
    if (view.layout === 'split') params.set('view', 'split');
  } else if (view.blame) params.set('blame', '1');
  if (view.ignoreWhitespace) params.set('w', '1');
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The revision before `revision` (revisions are numbered 1, 2, 3…; 0 is the empty text before the first). */
export function previousRevision(revision: number): number {
  return Math.max(revision - 1, 0);
}

export function policyPath(policyId: string): string {
  return `/policies/${encodeURIComponent(policyId)}`;
}

export function revisionPath(policyId: string, revision: number): string {
  return `${policyPath(policyId)}/revisions/${revision}`;
}

export interface RevisionLocation {
  policyId: string;
  revision: number;
  view: RevisionView;
  range: LineRange | null;
}

/** The in-app address of a revision, with its comparison, layout and highlighted lines. */
export function revisionHref({ policyId, revision, view, range }: RevisionLocation): string {
  return `${revisionPath(policyId, revision)}${revisionSearch(view)}${lineRangeHash(range)}`;
}

/** A link that keeps showing exactly this: the revision number is always in it, even when viewing "latest". */
export function permalink(origin: string, location: RevisionLocation): string {
  return `${origin}${revisionHref(location)}`;
}
