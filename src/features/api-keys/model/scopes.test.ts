import { describe, expect, it } from 'vitest';
import { apiKeyScopes, rolePermissions } from '../../../../contract';
import { grantableScopes, keepGrantable, scopeDescriptions } from './scopes';

describe('scopes', () => {
  it('describes every scope', () => {
    for (const scope of apiKeyScopes) expect(scopeDescriptions[scope]).toBeTruthy();
  });

  it('offers exactly the permissions the member holds, in a stable order', () => {
    expect(grantableScopes(rolePermissions.finance_viewer)).toEqual([
      'workers:read',
      'licenses:read',
      'members:read',
      'api_keys:manage',
    ]);
    expect(grantableScopes(['members:read', 'segments:read'])).toEqual(['segments:read', 'members:read']);
    expect(grantableScopes(rolePermissions.owner)).toEqual([...apiKeyScopes]);
    expect(grantableScopes(rolePermissions.owner)).not.toContain('api_keys:manage_all');
  });

  it('drops chosen scopes the member no longer holds', () => {
    expect(keepGrantable(['secrets:reveal', 'licenses:read'], rolePermissions.finance_viewer)).toEqual([
      'licenses:read',
    ]);
  });
});
