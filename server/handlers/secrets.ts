import { decryptSecret } from '../crypto';
import { collection, single } from '../http/envelope';
import { ApiError, badRequest } from '../http/errors';
import { readPageRequest, toPage } from '../http/pagination';
import { callerEvent, nowIso, type AppContext, type Deps } from './deps';

export function secretHandlers(deps: Deps) {
  const { secrets, audit } = deps.stores;
  return {
    list(c: AppContext) {
      const request = readPageRequest((name) => c.req.query(name), 'secrets', 2);
      const { rows, total } = secrets.page(c.get('workspace').id, request);
      return collection(
        c,
        toPage(rows, request, total, 'secrets', secrets.keyOf, (row) => row),
      );
    },

    /** Reveals the plain value; every attempt that reaches a secret is audited, refusals included. */
    reveal(c: AppContext) {
      const workspaceId = c.get('workspace').id;
      const secret = secrets.find(workspaceId, c.req.param('id') ?? '');
      if (!secret) throw badRequest('workspace_secret_not_found', 'No secret with this id exists in this workspace.');
      const attempt = (action: 'secret.reveal' | 'secret.reveal_refused') =>
        callerEvent(c, { action, targetType: 'secret', targetId: secret.id }, nowIso(deps));
      const policy = secrets.disclosureForbiddenBy(workspaceId, secret.id);
      if (policy) {
        audit.record(attempt('secret.reveal_refused'));
        throw new ApiError(
          403,
          'policy_secret_disclosure_forbidden',
          `The policy "${policy}" forbids revealing this secret.`,
        );
      }
      const value = decryptSecret(deps.config.secretsKey, secret.encryptedValue);
      // The value is sent only once its reveal is recorded (one insert: a transaction of its own).
      audit.record(attempt('secret.reveal'));
      return single(c, { value });
    },
  };
}
