import { apiKeyScopes, type ApiKeyScope, type Permission } from '../../../../contract';
import { defineMessages, type MessageDescriptor } from '../../../lib/i18n';

const messages = defineMessages({
  segmentsRead: { id: 'api-keys.scope.segmentsRead', defaultMessage: 'Read segments and their rules' },
  segmentsWrite: { id: 'api-keys.scope.segmentsWrite', defaultMessage: 'Create, edit and delete segments' },
  workersRead: { id: 'api-keys.scope.workersRead', defaultMessage: 'Read workers and the org chart' },
  licensesRead: { id: 'api-keys.scope.licensesRead', defaultMessage: 'Read license costs' },
  secretsRead: {
    id: 'api-keys.scope.secretsRead',
    defaultMessage: 'List secrets (names and audit facts, no values)',
  },
  secretsReveal: { id: 'api-keys.scope.secretsReveal', defaultMessage: 'Reveal secret values' },
  policiesRead: { id: 'api-keys.scope.policiesRead', defaultMessage: 'Read policies and their revisions' },
  scriptsRead: { id: 'api-keys.scope.scriptsRead', defaultMessage: 'Read scripts' },
  scriptsWrite: { id: 'api-keys.scope.scriptsWrite', defaultMessage: 'Create scripts' },
  membersRead: { id: 'api-keys.scope.membersRead', defaultMessage: 'Read workspace members' },
  apiKeysManage: {
    id: 'api-keys.scope.apiKeysManage',
    defaultMessage: 'List API keys (keys can never create, rotate or revoke keys)',
  },
  auditRead: {
    id: 'api-keys.scope.auditRead',
    defaultMessage: 'Read the activity log (who did what, when, from where)',
  },
});

/** What each scope lets a key do, in words for the person choosing. */
export const scopeDescriptions: Record<ApiKeyScope, MessageDescriptor> = {
  'segments:read': messages.segmentsRead,
  'segments:write': messages.segmentsWrite,
  'workers:read': messages.workersRead,
  'licenses:read': messages.licensesRead,
  'secrets:read': messages.secretsRead,
  'secrets:reveal': messages.secretsReveal,
  'policies:read': messages.policiesRead,
  'scripts:read': messages.scriptsRead,
  'scripts:write': messages.scriptsWrite,
  'members:read': messages.membersRead,
  'api_keys:manage': messages.apiKeysManage,
  'audit:read': messages.auditRead,
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
