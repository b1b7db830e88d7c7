import { endpointPath, endpoints } from '../../../contract';
import { fail, pass, type CheckRun } from './check-run';
import type { EndpointFindings } from './endpoint-checks';
import type { ProbeResponse } from './probe';

/** Where the console is served from another origin than the API: CORS for a save and a read, and the cookie. */
export async function checkCrossOrigin(run: CheckRun, { firstSegment }: EndpointFindings): Promise<void> {
  const { options } = run;
  if (!options.crossOrigin) {
    run.add(pass('Cross-origin', 'CORS and cookies', 'not needed: the console and the API share an origin'));
    return;
  }
  const origin = options.crossOrigin.consoleOrigin;
  const segmentPath = firstSegment ? endpointPath(endpoints.getSegment, { id: firstSegment.id }) : endpoints.me.path;
  if (options.authMethod === 'session' && !options.commandLine) {
    run.add(
      run.session
        ? pass('Cross-origin', 'CORS and cookies', `the session cookie reaches the API from ${origin}`)
        : fail('Cross-origin', 'CORS and cookies', `the session did not reach the API from ${origin}`),
    );
    return;
  }
  try {
    const preflight = await run.send({
      method: 'OPTIONS',
      path: segmentPath,
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'content-type,if-match',
      },
    });
    const problems = corsProblems(preflight, origin);
    const methods = (preflight.header('Access-Control-Allow-Methods') ?? '').toUpperCase();
    const headers = (preflight.header('Access-Control-Allow-Headers') ?? '').toLowerCase();
    if (!methods.includes('PUT')) problems.push('PUT not allowed');
    if (!headers.includes('if-match')) problems.push('If-Match not allowed');
    if (!headers.includes('content-type')) problems.push('Content-Type not allowed');
    run.add(
      problems.length === 0
        ? pass('Cross-origin', 'CORS preflight for a save', `${origin} may PUT with If-Match and credentials`)
        : fail('Cross-origin', 'CORS preflight for a save', problems.join('; ')),
    );
    const read = await run.send({ method: 'GET', path: segmentPath, headers: { Origin: origin } });
    const readProblems = corsProblems(read, origin);
    const exposed = (read.header('Access-Control-Expose-Headers') ?? '').toLowerCase();
    if (firstSegment && !exposed.includes('etag') && exposed !== '*')
      readProblems.push('ETag not in Access-Control-Expose-Headers: the console cannot save');
    run.add(
      readProblems.length === 0
        ? pass('Cross-origin', 'CORS on a read', `${origin} may read with credentials`)
        : fail('Cross-origin', 'CORS on a read', readProblems.join('; ')),
    );
  } catch (error) {
    run.add(fail('Cross-origin', 'CORS', (error as Error).message));
  }
  run.add({
    group: 'Cross-origin',
    name: 'Session cookie from the console’s origin',
    status: 'warn',
    reason: `not visible from the command line: sign in on ${origin} and open Settings → Service check, which checks it with your session (it needs SameSite=None; Secure)`,
  });
}

function corsProblems(response: ProbeResponse, origin: string): string[] {
  const problems: string[] = [];
  const allowOrigin = response.header('Access-Control-Allow-Origin');
  if (allowOrigin !== origin)
    problems.push(`Access-Control-Allow-Origin is ${allowOrigin ?? 'missing'}, not ${origin}`);
  if (response.header('Access-Control-Allow-Credentials') !== 'true')
    problems.push('Access-Control-Allow-Credentials is not true: the cookie is not sent');
  return problems;
}
