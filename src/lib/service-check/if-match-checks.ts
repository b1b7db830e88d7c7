import { endpointPath, endpoints, errorEnvelopeSchema } from '../../../contract';
import { describeStatus, fail, label, pass, type CheckRun } from './check-run';
import type { EndpointFindings } from './endpoint-checks';
import { rowMessages as m } from './messages';
import { parseJson } from './probe';

/** A segment's strong ETag, and a save refused without If-Match (428), with a malformed (400) or a stale one (412). */
export async function checkIfMatch(run: CheckRun, { firstSegment, segment }: EndpointFindings): Promise<void> {
  const { say } = run;
  const put = endpoints.replaceSegment;
  const names = {
    etag: say(m.etagOn, { request: label(endpoints.getSegment) }),
    missing: say(m.withoutIfMatch, { request: label(put), status: '428' }),
    malformed: say(m.malformedIfMatch, { request: label(put), status: '400' }),
    stale: say(m.staleIfMatch, { request: label(put), status: '412' }),
  };
  const skipAll = (reason: string) => {
    for (const name of Object.values(names)) run.add({ group: 'If-Match', name, status: 'skip', reason });
  };
  if (!run.permitted(endpoints.getSegment)) {
    skipAll(run.session === null ? say(m.notSignedIn) : say(m.needs, { permission: endpoints.getSegment.access }));
    return;
  }
  if (segment) {
    const etag = segment.etag;
    if (!etag) run.add(fail('If-Match', names.etag, say(m.noEtag, { etag: 'ETag' })));
    else if (!/^"[\x21\x23-\x7e\x80-\xff]*"$/.test(etag))
      run.add(fail('If-Match', names.etag, say(m.weakEtag, { etag })));
    else run.add(pass('If-Match', names.etag, say(m.strongEtag, { etag })));
  } else {
    run.add({ group: 'If-Match', name: names.etag, status: 'skip', reason: say(m.noSegmentRead) });
  }
  if (!run.permitted(put)) {
    for (const name of [names.missing, names.malformed, names.stale])
      run.add({ group: 'If-Match', name, status: 'skip', reason: say(m.needs, { permission: put.access }) });
    return;
  }
  // The body is the segment as it is: even a service that wrongly accepted one of these would change nothing.
  const id = segment ? firstSegment!.id : crypto.randomUUID();
  const body = JSON.stringify(
    segment
      ? {
          name: segment.data.name,
          scope: segment.data.scope,
          match: segment.data.match,
          clauses: segment.data.clauses,
          includedWorkerIds: segment.data.includedWorkerIds,
          excludedWorkerIds: segment.data.excludedWorkerIds,
        }
      : { name: 'Service check', scope: 'manual', match: 'all', clauses: [] },
  );
  const path = endpointPath(put, { id });
  const attempts: [string, Record<string, string>, number, string][] = [
    [names.missing, {}, 428, 'precondition_required'],
    [names.malformed, { 'If-Match': 'service-check-not-an-etag' }, 400, 'invalid_if_match'],
    [names.stale, { 'If-Match': `"service-check-stale-${crypto.randomUUID()}"` }, 412, 'precondition_failed'],
  ];
  for (const [name, headers, status, code] of attempts) {
    try {
      const response = await run.send({
        method: 'PUT',
        path,
        headers: { 'Content-Type': 'application/json', ...headers },
        body,
      });
      const envelope = errorEnvelopeSchema.safeParse(parseJson(response.text));
      const got = envelope.success ? envelope.data.errors[0]!.errorCode : null;
      if (response.status >= 200 && response.status < 300) {
        run.add(fail('If-Match', name, say(m.writeAccepted, { status: String(response.status) })));
      } else if (response.status === status && got === code) {
        run.add(pass('If-Match', name, `${status} ${code}`));
      } else if (!segment && got === 'segment_not_found') {
        run.add({
          group: 'If-Match',
          name,
          status: 'warn',
          reason: say(m.randomId, { code: 'segment_not_found' }),
        });
      } else if (response.status === status && !envelope.success) {
        run.add(fail('If-Match', name, say(m.noEnvelope, { status: String(status) })));
      } else {
        run.add(
          fail(
            'If-Match',
            name,
            say(m.unexpectedStatus, { status: describeStatus(response), expected: `${status} ${code}` }),
          ),
        );
      }
    } catch (error) {
      run.add(fail('If-Match', name, (error as Error).message));
    }
  }
}
