import { endpoints, errorEnvelopeSchema, sessionSchema, type Session } from '../../../contract';
import { describeStatus, fail, Failure, firstIssue, label, pass, type CheckRun } from './check-run';
import { parseJson } from './probe';

/** A bad API key is refused with the error envelope, and `/me` says who the check runs as. */
export async function checkAuthentication(run: CheckRun): Promise<Session | null> {
  const { options } = run;
  try {
    const response = await run.send({
      method: 'GET',
      path: endpoints.me.path,
      headers: { Authorization: 'Bearer service_sk_service_check_not_a_real_key' },
    });
    const envelope = errorEnvelopeSchema.safeParse(parseJson(response.text));
    if (response.status !== 401)
      run.add(fail('Authentication', 'A bad API key is refused', `${describeStatus(response)}, expected 401`));
    else if (!envelope.success)
      run.add(
        fail(
          'Authentication',
          'A bad API key is refused',
          `401 without the error envelope: ${firstIssue(envelope.error)}`,
        ),
      );
    else
      run.add(
        pass(
          'Authentication',
          'A bad API key is refused',
          `401 ${envelope.data.errors[0]!.errorCode} with the error envelope`,
        ),
      );
  } catch (error) {
    run.add(fail('Authentication', 'A bad API key is refused', (error as Error).message));
  }

  if (options.authMethod === 'none') {
    run.add({
      group: 'Authentication',
      name: label(endpoints.me),
      status: 'fail',
      reason:
        "no credentials: pass --api-key service_sk_… (a key with every scope checks every endpoint) or --cookie 'service.session=…'",
    });
    return null;
  }
  return run.check(
    endpoints.me,
    label(endpoints.me),
    async () => {
      const { data } = await run.readSingle(endpoints.me, endpoints.me.path, sessionSchema);
      const reason = `${data.user.name} (${data.role}) by ${data.authMethod === 'api_key' ? 'API key' : 'session'}; permissions: ${data.permissions.join(', ') || 'none'}`;
      if (data.authMethod !== options.authMethod)
        throw new Failure(`signed in by ${data.authMethod}, expected ${options.authMethod}`);
      return { reason, value: data };
    },
    'Authentication',
  );
}
