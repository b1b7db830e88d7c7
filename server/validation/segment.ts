import { segmentWriteSchema, segmentWriteShape, type ApiErrorObject } from '../../contract';
import type { SegmentValues } from '../store/segments';
import { checkBody } from './body-rules';

export type SegmentValidation = { ok: true; values: SegmentValues } | { ok: false; errors: ApiErrorObject[] };

const fieldOrder = Object.keys(segmentWriteShape);

/**
 * Validates a segment write (the whole segment, spec 2.2) with the contract's rules. Reports the
 * first error of each top-level field, so a form can mark every wrong field at once.
 */
export function validateSegmentWrite(body: unknown): SegmentValidation {
  const checked = checkBody(segmentWriteSchema, body, 'invalid_segment', fieldOrder);
  if (!checked.ok) return checked;
  const { value } = checked;
  return {
    ok: true,
    values: {
      name: value.name,
      scope: value.scope,
      match: value.match,
      clauses: value.clauses,
      includedWorkerIds: value.includedWorkerIds ?? [],
      excludedWorkerIds: value.excludedWorkerIds ?? [],
    },
  };
}

/** Errors for worker ids that name nobody in the workspace (first per field). */
export function missingWorkerErrors(values: SegmentValues, existing: ReadonlySet<string>): ApiErrorObject[] {
  const errors: ApiErrorObject[] = [];
  for (const field of ['includedWorkerIds', 'excludedWorkerIds'] as const) {
    const index = values[field].findIndex((id) => !existing.has(id));
    if (index >= 0) {
      errors.push({
        errorCode: 'segment_worker_missing',
        errorMessage: `No worker with id ${values[field][index]} exists in this workspace.`,
        target: `${field}.${index}`,
      });
    }
  }
  return errors;
}
