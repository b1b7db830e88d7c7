import {
  BULK_PAGE_LIMIT,
  licenseCostPointSchema,
  paths,
  type Cursor,
  type LicenseCostPoint,
} from '../../../../contract';
import { useAllPages } from '../../../lib/all-pages';
import { http } from '../../../lib/http';
import { markDataComplete } from '../model/performance-marks';
import { licenseKeys } from './keys';

/** One page of daily cost points, oldest first, as large as the service allows. */
export async function listLicenseCostsPage(cursor: Cursor | null, signal: AbortSignal) {
  const page = await http.getPage(paths.licenseCosts, licenseCostPointSchema, {
    cursor,
    limit: BULK_PAGE_LIMIT.max,
    signal,
  });
  if (!page.pagination.hasMore) markDataComplete();
  return page;
}

const HISTORY_STALE_TIME = 5 * 60_000;

/**
 * The whole history, following `nextCursor` page by page with progress; ranges are cut from it
 * in the browser, so changing the range never waits for the network.
 */
export function useLicenseCostHistory({ enabled = true }: { enabled?: boolean } = {}) {
  return useAllPages<LicenseCostPoint>({
    queryKey: licenseKeys.costHistory(),
    fetchPage: listLicenseCostsPage,
    staleTime: HISTORY_STALE_TIME,
    subject: 'license costs',
    enabled,
  });
}
