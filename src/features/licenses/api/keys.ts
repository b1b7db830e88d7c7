export const licenseKeys = {
  all: ['licenses'] as const,
  /** The whole daily cost history, every page of it. */
  costHistory: () => [...licenseKeys.all, 'costs', 'history'] as const,
  /** The org chart's head count, for the annual cost per worker. */
  headCount: () => [...licenseKeys.all, 'head-count'] as const,
};
