/** Query keys of the policies area, generic to specific. */
export const policyKeys = {
  all: ['policies'] as const,
  lists: () => [...policyKeys.all, 'list'] as const,
  detail: (policyId: string) => [...policyKeys.all, 'detail', policyId] as const,
  revisions: (policyId: string) => [...policyKeys.detail(policyId), 'revisions'] as const,
  revision: (policyId: string, number: number) => [...policyKeys.revisions(policyId), number] as const,
  diff: (policyId: string, base: number, target: number) =>
    [...policyKeys.detail(policyId), 'diff', base, target] as const,
};
