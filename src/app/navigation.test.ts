import { describe, expect, it } from 'vitest';
import { rolePermissions } from '../../contract';
import { landingPath } from './navigation';

describe('landingPath', () => {
  it('lands each role where its work is', () => {
    expect(landingPath({ role: 'finance_viewer', permissions: rolePermissions.finance_viewer })).toBe('/licenses');
    expect(landingPath({ role: 'hr_editor', permissions: rolePermissions.hr_editor })).toBe('/segments');
    expect(landingPath({ role: 'admin', permissions: rolePermissions.admin })).toBe('/segments');
    expect(landingPath({ role: 'owner', permissions: rolePermissions.owner })).toBe('/segments');
  });

  it('falls back to the first area the role can open', () => {
    expect(landingPath({ role: 'hr_editor', permissions: ['workers:read'] })).toBe('/org-chart');
  });
});
