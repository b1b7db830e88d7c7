import type { Cursor } from '../../../../contract';

/** Query keys of the segments area, generic to specific. */
export const segmentKeys = {
  all: ['segments'] as const,
  lists: () => [...segmentKeys.all, 'list'] as const,
  list: (params: { q: string; cursor: Cursor | null }) => [...segmentKeys.lists(), params] as const,
  details: () => [...segmentKeys.all, 'detail'] as const,
  detail: (id: string) => [...segmentKeys.details(), id] as const,
};

/** Worker look-ups made by the segment editor (search for the pickers, ids to names). */
export const workerLookupKeys = {
  all: ['segments', 'workers'] as const,
  search: (q: string) => [...workerLookupKeys.all, 'search', q] as const,
  byId: (id: string) => [...workerLookupKeys.all, 'by-id', id] as const,
};
