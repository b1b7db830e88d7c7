import { lineRangeHash, type LineRange } from './line-range';

/**
 * What the viewer's URL says, beyond the policy and revision in the path:
 * `?compare=3` compares the revision with revision 3 (`0`: with the empty text before revision 1),
 * `&view=split` shows that comparison side by side (unified otherwise), `#L10-L14` highlights lines.
 */
export type DiffLayout = 'unified' | 'split';

export interface RevisionView {
  /** The revision to compare against; null shows the source alone. */
  compare: number | null;
  layout: DiffLayout;
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
  return { compare, layout: search.get('view') === 'split' ? 'split' : 'unified' };
}

/** `?compare=3&view=split`; the empty string for the plain source. */
export function revisionSearch(view: RevisionView): string {
  if (view.compare === null) return '';
  const params = new URLSearchParams({ compare: String(view.compare) });
  if (view.layout === 'split') params.set('view', 'split');
  return `?${params.toString()}`;
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
