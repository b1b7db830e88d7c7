import { apiKeyScopes, type ApiKeyScope, type Permission } from '../../../../contract';

/** What each scope lets a key do, in words for the person choosing. */
export const scopeDescriptions: Record<ApiKeyScope, string> = {
  'segments:read': 'Read segments and their rules',
  'segments:write': 'Create, edit and delete segments',
  'workers:read': 'Read workers and the org chart',
  'licenses:read': 'Read license costs',
  'secrets:read': 'List secrets (names and audit facts, no values)',
  'secrets:reveal': 'Reveal secret values',
  'policies:read': 'Read policies and their revisions',
  'scripts:read': 'Read scripts',
  'scripts:write': 'Create scripts',
  'members:read': 'Read workspace members',
  'api_keys:manage': 'List API keys (keys can never create, rotate or revoke keys)',
  'audit:read': 'Read the activity log (who did what, when, from where)',
};

/** The scopes a member may give a key: exactly their own permissions that a key can carry, in the contract's order. */
export function grantableScopes(held: readonly Permission[]): ApiKeyScope[] {
  const granted = new Set(held);
  return apiKeyScopes.filter((scope) => granted.has(scope));
}

/** Scopes in the contract's order, keeping only those `held`. */
export function keepGrantable(scopes: readonly ApiKeyScope[], held: readonly Permission[]): ApiKeyScope[] {
  const chosen = new Set(scopes);
  return grantableScopes(held).filter((scope) => chosen.has(scope));
}
