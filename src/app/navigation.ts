import type { Permission } from '../../contract';
import { defineMessages, type MessageDescriptor } from '../lib/i18n';

const labels = defineMessages({
  segments: { id: 'shell.nav.segments', defaultMessage: 'Segments' },
  orgChart: { id: 'shell.nav.orgChart', defaultMessage: 'Org chart' },
  licenses: { id: 'shell.nav.licenses', defaultMessage: 'License costs' },
  secrets: { id: 'shell.nav.secrets', defaultMessage: 'Secrets' },
  policies: { id: 'shell.nav.policies', defaultMessage: 'Policies' },
  scripts: { id: 'shell.nav.scripts', defaultMessage: 'Scripts' },
  apiKeys: { id: 'shell.nav.apiKeys', defaultMessage: 'API keys' },
  serviceCheck: { id: 'shell.nav.serviceCheck', defaultMessage: 'Service check' },
  activity: { id: 'shell.nav.activity', defaultMessage: 'Activity' },
});

export interface NavigationItem {
  to: string;
  label: MessageDescriptor;
  /** The permission the area needs; areas stay reachable and explain a missing permission. */
  permission: Permission;
  icon: 'segments' | 'org' | 'costs' | 'secrets' | 'policies' | 'scripts' | 'keys' | 'check' | 'activity';
}

export const navigationItems: NavigationItem[] = [
  { to: '/segments', label: labels.segments, permission: 'segments:read', icon: 'segments' },
  { to: '/org-chart', label: labels.orgChart, permission: 'workers:read', icon: 'org' },
  { to: '/licenses', label: labels.licenses, permission: 'licenses:read', icon: 'costs' },
  { to: '/secrets', label: labels.secrets, permission: 'secrets:read', icon: 'secrets' },
  { to: '/policies', label: labels.policies, permission: 'policies:read', icon: 'policies' },
  { to: '/scripts', label: labels.scripts, permission: 'scripts:read', icon: 'scripts' },
  { to: '/activity', label: labels.activity, permission: 'audit:read', icon: 'activity' },
  { to: '/settings/api-keys', label: labels.apiKeys, permission: 'api_keys:manage', icon: 'keys' },
  {
    to: '/settings/service-check',
    label: labels.serviceCheck,
    permission: 'api_keys:manage_all',
    icon: 'check',
  },
];

/** Where each role's work is: finance on the costs, everyone else on segments; else the first area allowed. */
export function landingPath(session: { role: string; permissions: readonly Permission[] }): string {
  const preferred = session.role === 'finance_viewer' ? '/licenses' : '/segments';
  const allowed = navigationItems.filter((item) => session.permissions.includes(item.permission));
  return (allowed.find((item) => item.to === preferred) ?? allowed[0])?.to ?? '/settings/api-keys';
}
