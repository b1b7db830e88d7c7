import type { ApiErrorObject, SegmentWrite } from '../../contract';
import type { SegmentValues } from '../store/segments';

/** A segment write (spec 2.2) the router has checked against the contract, as stored: absent worker lists empty. */
export function toSegmentValues(write: SegmentWrite): SegmentValues {
  return {
    name: write.name,
    scope: write.scope,
    match: write.match,
    clauses: write.clauses,
    includedWorkerIds: write.includedWorkerIds ?? [],
    excludedWorkerIds: write.excludedWorkerIds ?? [],
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
