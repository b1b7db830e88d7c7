import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { rolePermissions } from '../../contract';
import { accessOf, mayOpen, refusedAccess, type RouteAccess } from './route-access';
import { navigationItems } from './navigation';
import { routes } from './router';

const segments: RouteAccess = { permission: 'segments:read', title: 'Segments', what: 'segments' };
const creating: RouteAccess = { permission: 'segments:write', title: 'New segment', what: 'the segment editor' };

describe('refusedAccess', () => {
  it('checks the deepest matched route that declares access', () => {
    const matches = [{ handle: undefined }, { handle: { access: segments } }, { handle: { access: creating } }];
    expect(accessOf(matches)).toBe(creating);
    expect(refusedAccess(matches, ['segments:read'])).toBe(creating);
    expect(refusedAccess(matches, ['segments:read', 'segments:write'])).toBeNull();
  });

  it('lets routes that declare nothing open', () => {
    expect(refusedAccess([{ handle: undefined }, { handle: {} }], [])).toBeNull();
  });
});

describe('the route table', () => {
  const accessAt = (path: string) => accessOf(matchRoutes(routes, path)?.map((match) => match.route) ?? []);

  it('declares a permission on every page of an area', () => {
    const pages = [
      '/segments',
      '/segments/new',
      '/segments/5e9f3c1a-8b2d-4f6e-a1c7-0d3b9e2f4a11',
      '/org-chart',
      '/licenses',
      '/secrets',
      '/policies',
      '/policies/pol_1',
      '/policies/pol_1/revisions/2',
      '/scripts',
      '/scripts/new',
      '/scripts/scr_1',
      '/settings/api-keys',
    ];
    for (const path of pages) expect(accessAt(path), path).not.toBeNull();
    expect(accessAt('/segments/new')?.permission).toBe('segments:write');
    expect(accessAt('/scripts/new')).toMatchObject({
      permission: 'scripts:write',
      action: 'create',
      what: { defaultMessage: 'scripts' },
    });
    expect(accessAt('/nowhere')).toBeNull();
    expect(accessAt('/')).toBeNull();
  });

  it('agrees with the navigation on what each area needs', () => {
    for (const item of navigationItems) expect(accessAt(item.to)?.permission, item.to).toBe(item.permission);
  });
});

describe('admin-only pages', () => {
  it('opens the service check to owners and admins only', () => {
    const accessAt = (path: string) => accessOf(matchRoutes(routes, path)?.map((match) => match.route) ?? []);
    const rule = accessAt('/settings/service-check')!;
    expect(rule.permission).toBe('api_keys:manage_all');
    expect(mayOpen(rule, { permissions: rolePermissions.admin })).toBe(true);
    expect(mayOpen(rule, { permissions: rolePermissions.owner })).toBe(true);
    expect(mayOpen(rule, { permissions: rolePermissions.hr_editor })).toBe(false);
    expect(mayOpen(rule, { permissions: rolePermissions.finance_viewer })).toBe(false);
  });
});
