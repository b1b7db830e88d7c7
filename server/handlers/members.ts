import { permissions, type Session } from '../../contract';
import { collection, single } from '../http/envelope';
import { readPageRequest, toPage } from '../http/pagination';
import type { AppContext, Deps } from './deps';

export function memberHandlers(deps: Deps) {
  const { members } = deps.stores;
  return {
    list(c: AppContext) {
      const request = readPageRequest((name) => c.req.query(name), 'members', 2);
      const { rows, total } = members.page(c.get('workspace').id, request);
      return collection(
        c,
        toPage(rows, request, total, 'members', members.keyOf, (row) => row),
      );
    },

    /** Who is calling: the signed-in user, or the creator of the API key (with the key's permissions). */
    me(c: AppContext) {
      const principal = c.get('principal');
      const workspace = c.get('workspace');
      const session: Session = {
        user: principal.user,
        workspace: { subdomain: workspace.subdomain, name: workspace.name },
        role: principal.role,
        permissions: permissions.filter((permission) => principal.permissions.has(permission)),
        authMethod: principal.authMethod,
      };
      return single(c, session);
    },
  };
}
