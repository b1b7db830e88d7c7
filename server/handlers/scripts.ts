import { readJsonBody } from '../http/body';
import { collection, single } from '../http/envelope';
import { ApiError, badRequest } from '../http/errors';
import { readPageRequest, toPage } from '../http/pagination';
import { randomBase62 } from '../crypto';
import { isUniqueViolation } from '../store/constraints';
import { validateScriptCreate } from '../validation/script';
import { nowIso, queryText, type AppContext, type Deps } from './deps';

export function scriptHandlers(deps: Deps) {
  const { scripts } = deps.stores;
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

    async create(c: AppContext) {
      const validation = validateScriptCreate(await readJsonBody(c));
      if (!validation.ok) throw ApiError.many(400, validation.errors);
      const workspaceId = c.get('workspace').id;
      if (scripts.isNameTaken(workspaceId, validation.name)) throw nameConflict(validation.name);
      const id = `scr_${randomBase62(16)}`;
      try {
        scripts.insert(workspaceId, {
          id,
          name: validation.name,
          code: validation.code,
          sizeBytes: Buffer.byteLength(validation.code, 'utf8'),
          createdAt: nowIso(deps),
          createdByUserId: c.get('principal').user.id,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw nameConflict(validation.name);
        throw error;
      }
      return single(c, { id }, 201);
    },
  };
}
