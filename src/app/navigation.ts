import type { Permission, Role } from '../../contract';

export interface NavigationItem {
  to: string;
  label: string;
  /** The permission the area needs; areas stay reachable and explain a missing permission. */
  permission: Permission;
  /** Only these roles may open it (admin tools). */
  roles?: readonly Role[];
  icon: 'segments' | 'org' | 'costs' | 'secrets' | 'policies' | 'scripts' | 'keys' | 'check';
}

export const navigationItems: NavigationItem[] = [
  { to: '/segments', label: 'Segments', permission: 'segments:read', icon: 'segments' },
  { to: '/org-chart', label: 'Org chart', permission: 'workers:read', icon: 'org' },
  { to: '/licenses', label: 'License costs', permission: 'licenses:read', icon: 'costs' },
  { to: '/secrets', label: 'Secrets', permission: 'secrets:read', icon: 'secrets' },
  { to: '/policies', label: 'Policies', permission: 'policies:read', icon: 'policies' },
  { to: '/scripts', label: 'Scripts', permission: 'scripts:read', icon: 'scripts' },
  { to: '/settings/api-keys', label: 'API keys', permission: 'api_keys:manage', icon: 'keys' },
  {
    to: '/settings/service-check',
    label: 'Service check',
    permission: 'api_keys:manage',
    roles: ['owner', 'admin'],
    icon: 'check',
  },
];

/** Where each role's work is: finance on the costs, everyone else on segments; else the first area allowed. */
export function landingPath(session: { role: string; permissions: readonly Permission[] }): string {
  const preferred = session.role === 'finance_viewer' ? '/licenses' : '/segments';
  const allowed = navigationItems.filter((item) => !item.roles && session.permissions.includes(item.permission));
  return (allowed.find((item) => item.to === preferred) ?? allowed[0])?.to ?? '/settings/api-keys';
}
