/** Query keys of the scripts area, generic to specific. */
export const scriptKeys = {
  all: ['scripts'] as const,
  lists: () => [...scriptKeys.all, 'list'] as const,
  list: (q: string) => [...scriptKeys.lists(), { q }] as const,
  details: () => [...scriptKeys.all, 'detail'] as const,
  detail: (id: string) => [...scriptKeys.details(), id] as const,
};
