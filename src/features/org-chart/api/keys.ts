/** Query keys of the org chart, generic to specific. */
export const orgChartKeys = {
  all: ['org-chart'] as const,
  workers: () => [...orgChartKeys.all, 'workers'] as const,
};
