import { isApiError } from '../../../lib/http';
import { FILTER_LABELS, FILTER_KEYS, type FilterKey } from './filters';
import type { Words } from './words';

/** A filter the service refused: which one, and in its words why. */
export interface RefusedFilter {
  key: FilterKey;
  label: string;
  /** The service's own words (English). */
  message: string;
}

/**
 * The filter a 400 names as its `target`. A cursor or page size the console sent is not the
 * user's to fix (null: shown as an ordinary error).
 */
export function refusedFilter(error: unknown, t: Words): RefusedFilter | null {
  if (!isApiError(error) || error.status !== 400 || error.target === null) return null;
  const key = FILTER_KEYS.find((name) => name === error.target);
  if (!key) return null;
  return { key, label: t(FILTER_LABELS[key]), message: error.message };
}
