import type { OrgChartWorker } from '../../../../contract';
import type { OverlapReport } from '../../../lib/segment-rules/overlaps';
import type { NamedRule } from '../../../lib/segment-rules/person-segments';

/** What the main thread asks the overlaps thread: take these workers, or compare this segment. */
export type OverlapsRequest =
  | { type: 'load'; workers: OrgChartWorker[] }
  | { type: 'compare'; id: number; segment: NamedRule; others: NamedRule[] };

/** The overlaps thread's answer to one comparison. */
export type OverlapsResponse = { id: number; report: OverlapReport } | { id: number; error: string };
