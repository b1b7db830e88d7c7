import type { Permission } from '../../contract';
import type { DeniedAction } from '../components/states';
import type { Text } from '../lib/i18n';

/** What a route needs, declared on the route (`handle.access`) and checked once, by the layout. */
export interface RouteAccess {
  permission: Permission;
  /** The page's heading and description: the refused page keeps them. */
  title: Text;
  description?: Text;
  /** What the refusal names, as in "You lack permission to see segments". */
  what: Text;
  /** The verb of that sentence; "see" unless the page does something else (create). */
  action?: DeniedAction;
  /** The area a page belongs to, linked above the refusal as the page's breadcrumb does. */
  parent?: { to: string; label: Text };
  /**
   * The page's header is `title` and `description` and nothing more (no breadcrumb, nothing
   * loaded): the boot frame shows it while the page's code and the session arrive.
   */
  fixedHeader?: true;
}

export interface RouteHandle {
  access?: RouteAccess;
}

/** A route's handle that declares what the route needs. */
export const access = (rule: RouteAccess): RouteHandle => ({ access: rule });

/** The access rule of the deepest matched route that declares one. */
export function accessOf(matches: readonly { handle?: unknown }[]): RouteAccess | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]!.handle as RouteHandle | undefined;
    if (handle?.access) return handle.access;
  }
  return null;
}

/** Whether a caller may open what a rule (a route's, a navigation item's) guards. */
export function mayOpen(rule: { permission: Permission }, caller: { permissions: readonly Permission[] }): boolean {
  return caller.permissions.includes(rule.permission);
}

/** The rule the caller fails on the matched routes, or null when the page may open. */
export function refusedAccess(
  matches: readonly { handle?: unknown }[],
  permissions: readonly Permission[],
): RouteAccess | null {
  const access = accessOf(matches);
  return access && !mayOpen(access, { permissions }) ? access : null;
}
