export const licenseKeys = {
  all: ['licenses'] as const,
  /** The whole daily cost history, every page of it. */
  costHistory: () => [...licenseKeys.all, 'costs', 'history'] as const,
};
