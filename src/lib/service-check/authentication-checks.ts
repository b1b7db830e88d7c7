import { endpoints, errorEnvelopeSchema, sessionSchema, type Session } from '../../../contract';
import { describeStatus, fail, Failure, firstIssue, label, pass, type CheckRun } from './check-run';
import { rowMessages as m } from './messages';
import { parseJson } from './probe';

/** A bad API key is refused with the error envelope, and `/me` says who the check runs as. */
export async function checkAuthentication(run: CheckRun): Promise<Session | null> {
  const { options, say } = run;
  const badKey = say(m.badKey);
  try {
    const response = await run.send({
      method: 'GET',
      path: endpoints.me.path,
      headers: { Authorization: 'Bearer service_sk_service_check_not_a_real_key' },
    });
    const envelope = errorEnvelopeSchema.safeParse(parseJson(response.text));
    if (response.status !== 401)
      run.add(
        fail('Authentication', badKey, say(m.unexpectedStatus, { status: describeStatus(response), expected: '401' })),
      );
    else if (!envelope.success)
      run.add(
        fail(
          'Authentication',
          badKey,
          say(m.noEnvelopeIssue, { status: '401', issue: firstIssue(say, envelope.error) }),
        ),
      );
    else
      run.add(
        pass('Authentication', badKey, say(m.refused, { status: '401', code: envelope.data.errors[0]!.errorCode })),
      );
  } catch (error) {
    run.add(fail('Authentication', badKey, (error as Error).message));
  }

  if (options.authMethod === 'none') {
    run.add({
      group: 'Authentication',
      name: label(endpoints.me),
      status: 'fail',
      reason: say(m.noCredentials, { apiKey: '--api-key service_sk_…', cookie: "--cookie 'service.session=…'" }),
    });
    return null;
  }
  return run.check(
    endpoints.me,
    label(endpoints.me),
    async () => {
      const { data } = await run.readSingle(endpoints.me, endpoints.me.path, sessionSchema);
      const reason = say(m.whoAmI, {
        name: data.user.name,
        role: data.role,
        method: data.authMethod,
        permissions: data.permissions.join(', ') || say(m.noPermissions),
      });
      if (data.authMethod !== options.authMethod)
        throw new Failure(say(m.signedInBy, { method: data.authMethod, expected: options.authMethod }));
      return { reason, value: data };
    },
    'Authentication',
  );
}
