import { endpointPath, endpoints, errorEnvelopeSchema } from '../../../contract';
import { describeStatus, fail, label, pass, type CheckRun } from './check-run';
import type { EndpointFindings } from './endpoint-checks';
import { parseJson } from './probe';

/** A segment's strong ETag, and a save refused without If-Match (428), with a malformed (400) or a stale one (412). */
export async function checkIfMatch(run: CheckRun, { firstSegment, segment }: EndpointFindings): Promise<void> {
  const put = endpoints.replaceSegment;
  const names = {
    etag: `ETag on ${label(endpoints.getSegment)}`,
    missing: `${label(put)} without If-Match → 428`,
    malformed: `${label(put)} with a malformed If-Match → 400`,
    stale: `${label(put)} with a stale If-Match → 412`,
  };
  const skipAll = (reason: string) => {
    for (const name of Object.values(names)) run.add({ group: 'If-Match', name, status: 'skip', reason });
  };
  if (!run.permitted(endpoints.getSegment)) {
    skipAll(run.session === null ? 'not checked: not signed in' : 'not checked: needs segments:read');
    return;
  }
  if (segment) {
    const etag = segment.etag;
    if (!etag) run.add(fail('If-Match', names.etag, 'no ETag header: the console cannot save any segment'));
    else if (!/^"[\x21\x23-\x7e\x80-\xff]*"$/.test(etag))
      run.add(fail('If-Match', names.etag, `${etag} is not a strong ETag ("…", without W/)`));
    else run.add(pass('If-Match', names.etag, `strong ETag ${etag}`));
  } else {
    run.add({ group: 'If-Match', name: names.etag, status: 'skip', reason: 'not checked: no segment was read' });
  }
  if (!run.permitted(put)) {
    for (const name of [names.missing, names.malformed, names.stale])
      run.add({ group: 'If-Match', name, status: 'skip', reason: 'not checked: needs segments:write' });
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
        run.add(
          fail(
            'If-Match',
            name,
            `HTTP ${response.status}: the service accepted the write (unchanged content was sent)`,
          ),
        );
      } else if (response.status === status && got === code) {
        run.add(pass('If-Match', name, `${status} ${code}`));
      } else if (!segment && got === 'segment_not_found') {
        run.add({
          group: 'If-Match',
          name,
          status: 'warn',
          reason: 'no segment to try on: a random id got segment_not_found, which proves nothing about If-Match',
        });
      } else if (response.status === status && !envelope.success) {
        run.add(fail('If-Match', name, `${status} without the error envelope`));
      } else {
        run.add(fail('If-Match', name, `${describeStatus(response)}, expected ${status} ${code}`));
      }
    } catch (error) {
      run.add(fail('If-Match', name, (error as Error).message));
    }
  }
}
