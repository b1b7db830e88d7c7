/** Query keys of the policies area, generic to specific. */
export const policyKeys = {
  all: ['policies'] as const,
  lists: () => [...policyKeys.all, 'list'] as const,
  detail: (policyId: string) => [...policyKeys.all, 'detail', policyId] as const,
  revisions: (policyId: string) => [...policyKeys.detail(policyId), 'revisions'] as const,
  revision: (policyId: string, number: number) => [...policyKeys.revisions(policyId), number] as const,
  diff: (policyId: string, base: number, target: number, ignoreWhitespace = false) =>
    [...policyKeys.detail(policyId), 'diff', base, target, { ignoreWhitespace }] as const,
  /** Revisions 1 to `through`, read for blame and the search through history. */
  revisionsThrough: (policyId: string, through: number) =>
    [...policyKeys.detail(policyId), 'through', through] as const,
  blame: (policyId: string, number: number, ignoreWhitespace: boolean) =>
    [...policyKeys.detail(policyId), 'blame', number, { ignoreWhitespace }] as const,
  historySearch: (policyId: string, through: number, query: string, matchCase: boolean) =>
    [...policyKeys.detail(policyId), 'search', through, { query, matchCase }] as const,
};
