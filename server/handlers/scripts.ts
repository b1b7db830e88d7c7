import type { endpoints } from '../../contract';
import { randomBase62 } from '../crypto';
import type { CheckedInput } from '../http/endpoint-input';
import { collection, single } from '../http/envelope';
import { badRequest } from '../http/errors';
import { readPageRequest, toPage } from '../http/pagination';
import { isUniqueViolation } from '../store/constraints';
import { compileError } from '../validation/script';
import { atomically, callerEvent, nowIso, queryText, type AppContext, type Deps } from './deps';

export function scriptHandlers(deps: Deps) {
  const { scripts, audit } = deps.stores;
  const nameConflict = (name: string) =>
    badRequest('script_name_conflict', `Another script is already named "${name}".`, 'name');

  return {
    list(c: AppContext) {
      const request = readPageRequest((name) => c.req.query(name), 'scripts', 2);
      const { rows, total } = scripts.page(c.get('workspace').id, queryText(c, 'q'), request);
      return collection(c, toPage(rows, request, total, 'scripts', scripts.keyOf, scripts.toSummary));
    },

    get(c: AppContext) {
      const script = scripts.find(c.get('workspace').id, c.req.param('id') ?? '');
      if (!script) throw badRequest('script_not_found', 'No script with this id exists in this workspace.');
      return single(c, script);
    },

    /** The body follows the contract's rules (the router checked them); the server's own: the code compiles. */
    create(c: AppContext, { body: { name, code } }: CheckedInput<typeof endpoints.createScript>) {
      const notCompiling = compileError(code);
      if (notCompiling) throw badRequest('invalid_script', notCompiling, 'code');
      const workspaceId = c.get('workspace').id;
      if (scripts.isNameTaken(workspaceId, name)) throw nameConflict(name);
      const id = `scr_${randomBase62(16)}`;
      const at = nowIso(deps);
      try {
        atomically(deps, () => {
          scripts.insert(workspaceId, {
            id,
            name,
            code,
            sizeBytes: Buffer.byteLength(code, 'utf8'),
            createdAt: at,
            createdByUserId: c.get('principal').user.id,
          });
          audit.record(callerEvent(c, { action: 'script.create', targetType: 'script', targetId: id }, at));
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw nameConflict(name);
        throw error;
      }
      return single(c, { id }, 201);
    },
  };
}
