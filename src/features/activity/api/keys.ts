import type { ActivityFilters } from '../model/filters';

/** Query keys of the activity log, generic to specific. */
export const activityKeys = {
  all: ['audit-events'] as const,
  lists: () => [...activityKeys.all, 'list'] as const,
  list: (filters: ActivityFilters) => [...activityKeys.lists(), filters] as const,
  newest: (filters: ActivityFilters) => [...activityKeys.all, 'newest', filters] as const,
};
