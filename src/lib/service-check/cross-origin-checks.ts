import { endpointPath, endpoints } from '../../../contract';
import { fail, pass, type CheckRun } from './check-run';
import type { EndpointFindings } from './endpoint-checks';
import { rowMessages as m, type Say } from './messages';
import type { ProbeResponse } from './probe';

/** Where the console is served from another origin than the API: CORS for a save and a read, and the cookie. */
export async function checkCrossOrigin(run: CheckRun, { firstSegment }: EndpointFindings): Promise<void> {
  const { options, say } = run;
  const corsAndCookies = say(m.corsAndCookies);
  if (!options.crossOrigin) {
    run.add(pass('Cross-origin', corsAndCookies, say(m.sameOrigin)));
    return;
  }
  const origin = options.crossOrigin.consoleOrigin;
  const segmentPath = firstSegment ? endpointPath(endpoints.getSegment, { id: firstSegment.id }) : endpoints.me.path;
  if (options.authMethod === 'session' && !options.commandLine) {
    run.add(
      run.session
        ? pass('Cross-origin', corsAndCookies, say(m.cookieReaches, { origin }))
        : fail('Cross-origin', corsAndCookies, say(m.cookieMissing, { origin })),
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
    const problems = corsProblems(say, preflight, origin);
    const methods = (preflight.header('Access-Control-Allow-Methods') ?? '').toUpperCase();
    const headers = (preflight.header('Access-Control-Allow-Headers') ?? '').toLowerCase();
    if (!methods.includes('PUT')) problems.push(say(m.notAllowed, { name: 'PUT' }));
    if (!headers.includes('if-match')) problems.push(say(m.notAllowed, { name: 'If-Match' }));
    if (!headers.includes('content-type')) problems.push(say(m.notAllowed, { name: 'Content-Type' }));
    const preflightName = say(m.corsPreflight);
    run.add(
      problems.length === 0
        ? pass('Cross-origin', preflightName, say(m.preflightPasses, { origin, method: 'PUT', header: 'If-Match' }))
        : fail('Cross-origin', preflightName, problems.join('; ')),
    );
    const read = await run.send({ method: 'GET', path: segmentPath, headers: { Origin: origin } });
    const readProblems = corsProblems(say, read, origin);
    const exposed = (read.header('Access-Control-Expose-Headers') ?? '').toLowerCase();
    if (firstSegment && !exposed.includes('etag') && exposed !== '*')
      readProblems.push(say(m.etagNotExposed, { etag: 'ETag', exposeHeaders: 'Access-Control-Expose-Headers' }));
    const readName = say(m.corsRead);
    run.add(
      readProblems.length === 0
        ? pass('Cross-origin', readName, say(m.readPasses, { origin }))
        : fail('Cross-origin', readName, readProblems.join('; ')),
    );
  } catch (error) {
    run.add(fail('Cross-origin', 'CORS', (error as Error).message));
  }
  run.add({
    group: 'Cross-origin',
    name: say(m.sessionCookie),
    status: 'warn',
    reason: say(m.cookieFromCommandLine, { origin, attributes: 'SameSite=None; Secure' }),
  });
}

function corsProblems(say: Say, response: ProbeResponse, origin: string): string[] {
  const problems: string[] = [];
  const header = 'Access-Control-Allow-Origin';
  const allowOrigin = response.header(header);
  if (allowOrigin === null) problems.push(say(m.allowOriginMissing, { header, origin }));
  else if (allowOrigin !== origin) problems.push(say(m.allowOriginWrong, { header, value: allowOrigin, origin }));
  const credentials = 'Access-Control-Allow-Credentials';
  if (response.header(credentials) !== 'true') problems.push(say(m.credentialsNotAllowed, { header: credentials }));
  return problems;
}
