import { collection, single } from '../http/envelope';
import { badRequest } from '../http/errors';
import { readPageRequest, toPage } from '../http/pagination';
import type { AppContext, Deps } from './deps';

export function policyHandlers(deps: Deps) {
  const { policies } = deps.stores;

  const findOrFail = (c: AppContext) => {
    const policy = policies.find(c.get('workspace').id, c.req.param('id') ?? '');
    if (!policy) throw badRequest('policy_not_found', 'No policy with this id exists in this workspace.');
    return policy;
  };

  return {
    list(c: AppContext) {
      const request = readPageRequest((name) => c.req.query(name), 'policies', 2);
      const { rows, total } = policies.page(c.get('workspace').id, request);
      return collection(
        c,
        toPage(rows, request, total, 'policies', policies.keyOf, (row) => row),
      );
    },

    get: (c: AppContext) => single(c, findOrFail(c)),

    revisions(c: AppContext) {
      const policy = findOrFail(c);
      const list = `policy-revisions:${policy.id}`;
      const request = readPageRequest((name) => c.req.query(name), list, 1);
      const { rows, total } = policies.revisionPage(policy.id, request);
      return collection(
        c,
        toPage(rows, request, total, list, policies.revisionKeyOf, (row) => row),
      );
    },

    revision(c: AppContext) {
      const policy = findOrFail(c);
      const raw = c.req.param('number') ?? '';
      const revision = /^[1-9]\d{0,8}$/.test(raw) ? policies.findRevision(policy.id, Number(raw)) : undefined;
      if (!revision) throw badRequest('policy_revision_not_found', `Policy "${policy.name}" has no revision ${raw}.`);
      return single(c, revision);
    },
  };
}
