/**
 * The path of every endpoint, relative to `{base_url}` (`/api`): the endpoint table (endpoints.ts)
 * takes its paths from here, and the console's client reads them without loading that table.
 */
export const pathTemplates = {
  replaceSegment: '/segments/{id}',
  createScript: '/scripts',
  orgChart: '/workers/org-chart',
  licenseCosts: '/licenses/costs',
  revealSecret: '/secrets/{id}/reveal',
  policyRevision: '/policies/{id}/revisions/{number}',
  authProviders: '/auth/providers',
  login: '/auth/login/{provider}',
  callback: '/auth/callback',
  logout: '/auth/logout',
  me: '/me',
  members: '/members',
  listSegments: '/segments',
  createSegment: '/segments',
  getSegment: '/segments/{id}',
  deleteSegment: '/segments/{id}',
  segmentPolicies: '/segments/{id}/policies',
  workers: '/workers',
  listScripts: '/scripts',
  getScript: '/scripts/{id}',
  secrets: '/secrets',
  policies: '/policies',
  policy: '/policies/{id}',
  policyRevisions: '/policies/{id}/revisions',
  apiKeys: '/api-keys',
  createApiKey: '/api-keys',
  rotateApiKey: '/api-keys/{id}/rotate',
  revokeApiKey: '/api-keys/{id}/revoke',
  auditEvents: '/audit-events',
  openApi: '/openapi.json',
} as const;

/** A path template with its parameters filled in, each encoded. */
export function fillPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${template}: missing ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Paths of every endpoint the console calls, parameters filled in. */
export const paths = {
  segment: (id: string) => fillPath(pathTemplates.getSegment, { id }),
  segmentPolicies: (id: string) => fillPath(pathTemplates.segmentPolicies, { id }),
  scripts: pathTemplates.listScripts,
  orgChart: pathTemplates.orgChart,
  licenseCosts: pathTemplates.licenseCosts,
  revealSecret: (id: string) => fillPath(pathTemplates.revealSecret, { id }),
  policyRevision: (id: string, number: number) => fillPath(pathTemplates.policyRevision, { id, number }),
  me: pathTemplates.me,
  authProviders: pathTemplates.authProviders,
  login: (provider: string) => fillPath(pathTemplates.login, { provider }),
  logout: pathTemplates.logout,
  segments: pathTemplates.listSegments,
  workers: pathTemplates.workers,
  script: (id: string) => fillPath(pathTemplates.getScript, { id }),
  secrets: pathTemplates.secrets,
  policies: pathTemplates.policies,
  policy: (id: string) => fillPath(pathTemplates.policy, { id }),
  policyRevisions: (id: string) => fillPath(pathTemplates.policyRevisions, { id }),
  members: pathTemplates.members,
  apiKeys: pathTemplates.apiKeys,
  rotateApiKey: (id: string) => fillPath(pathTemplates.rotateApiKey, { id }),
  revokeApiKey: (id: string) => fillPath(pathTemplates.revokeApiKey, { id }),
  auditEvents: pathTemplates.auditEvents,
} as const;
