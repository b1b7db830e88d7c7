import { useQuery } from '@tanstack/react-query';
import { orgChartWorkerSchema, paths } from '../../../../contract';
import { http } from '../../../lib/http';
import { licenseKeys } from './keys';

/**
 * The org chart's head count: the `total` of one page of a single worker. Reading every worker (the
 * org chart's own query, 100,000 of them in a large workspace) only to count them would cost
 * seconds and megabytes for one number.
 */
export async function countWorkers(signal: AbortSignal): Promise<number> {
  const page = await http.getPage(paths.orgChart, orgChartWorkerSchema, { limit: 1, signal });
  return page.pagination.total;
}

export function useWorkerHeadCount({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: licenseKeys.headCount(),
    queryFn: ({ signal }) => countWorkers(signal),
    staleTime: 10 * 60_000,
    enabled,
  });
}
