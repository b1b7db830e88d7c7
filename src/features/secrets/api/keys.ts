export const secretKeys = {
  all: ['secrets'] as const,
  lists: () => [...secretKeys.all, 'list'] as const,
  revealHistories: () => [...secretKeys.all, 'reveal-history'] as const,
  revealHistory: (secretId: string) => [...secretKeys.revealHistories(), secretId] as const,
};
