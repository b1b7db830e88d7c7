export const apiKeyKeys = {
  all: ['api-keys'] as const,
  lists: () => [...apiKeyKeys.all, 'list'] as const,
  histories: () => [...apiKeyKeys.all, 'history'] as const,
  history: (id: string) => [...apiKeyKeys.histories(), id] as const,
};
