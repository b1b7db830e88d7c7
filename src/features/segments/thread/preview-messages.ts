import type { OrgChartWorker } from '../../../../contract';
import type { SegmentFormValues } from '../model/form-values';
import type { PreviewSnapshot } from '../model/preview-engine';

/** What the main thread asks the preview thread: take these workers, or evaluate these values. */
export type PreviewRequest =
  | { type: 'load'; workers: OrgChartWorker[] }
  | { type: 'run'; id: number; values: SegmentFormValues; saved: SegmentFormValues | null };

/** The preview thread's answer to one run. */
export type PreviewResponse = { id: number; snapshot: PreviewSnapshot } | { id: number; error: string };
