import * as z from 'zod/mini';
import {
  collectionEnvelopeSchema,
  endpointPath,
  endpoints,
  errorEnvelopeSchema,
  sessionSchema,
  singleEnvelopeSchema,
  type Cursor,
  type Endpoint,
  type Permission,
  type Session,
} from '../../../contract';
import { formatInteger, formatQuantity } from '../format';
import {
  parseJson,
  summarize,
  type CheckGroup,
  type CheckRow,
  type ProbeRequest,
  type ProbeResponse,
  type ServiceCheckReport,
  type Transport,
} from './probe';

export interface ServiceCheckOptions {
  transport: Transport;
  /** How the checks authenticate: an API key (sent by the transport), the browser's session, or nothing. */
  authMethod: 'api_key' | 'session' | 'none';
  /** When the console is served from another origin than the API (VITE_API_BASE). */
  crossOrigin?: { consoleOrigin: string } | null;
  /** Run by the doctor, not the console's page: a session is a cookie it sends itself, not the browser's. */
  commandLine?: boolean;
  /** Pages read at most per list; a longer list is checked that far, and its row says so. */
  maxPages?: number;
  /** Called as each row is known, for progress. */
  onRow?: (row: CheckRow) => void;
}

/** An answer that says "no such endpoint here" (the reference API answers 400 `not_found`). */
function isAbsent(response: ProbeResponse): boolean {
  if ([404, 405, 501].includes(response.status)) return true;
  if (response.status !== 400) return false;
  const envelope = errorEnvelopeSchema.safeParse(parseJson(response.text));
  return envelope.success && envelope.data.errors[0]?.errorCode === 'not_found';
}

const firstIssue = (error: z.core.$ZodError, prefix = '') => {
  const issue = error.issues[0];
  if (!issue) return 'does not match the contract';
  const at = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
  return `${at ? `${at}: ` : ''}${issue.message}`;
};

const describeStatus = (response: ProbeResponse) => {
  const envelope = errorEnvelopeSchema.safeParse(parseJson(response.text));
  const code = envelope.success ? ` ${envelope.data.errors[0]!.errorCode}` : '';
  return `HTTP ${response.status}${code}`;
};

const label = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;
const groupOf = (endpoint: Endpoint): CheckGroup => (endpoint.assumed ? 'Assumed endpoints' : 'Specified endpoints');

class Failure extends Error {}

const groupOrder: CheckGroup[] = [
  'Authentication',
  'Specified endpoints',
  'Assumed endpoints',
  'If-Match',
  'Cross-origin',
];

/** At the largest page size, 100 pages is 500,000 workers of the org chart or 20,000 segments. */
const DEFAULT_MAX_PAGES = 100;

export async function runServiceCheck(options: ServiceCheckOptions): Promise<ServiceCheckReport> {
  const { transport, maxPages = DEFAULT_MAX_PAGES } = options;
  const rows: CheckRow[] = [];
  const add = (row: CheckRow) => {
    rows.push(row);
    options.onRow?.(row);
  };

  async function send(request: ProbeRequest): Promise<ProbeResponse> {
    try {
      return await transport(request);
    } catch (error) {
      throw new Failure(`unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Runs one endpoint's check and records its row; returns what it read, or null. */
  async function check<T>(
    endpoint: Endpoint,
    name: string,
    run: () => Promise<{ reason: string; value: T }>,
    group: CheckGroup = groupOf(endpoint),
  ): Promise<T | null> {
    try {
      const { reason, value } = await run();
      add({ group, name, status: 'pass', reason });
      return value;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      add({ group, name, status: 'fail', reason });
      return null;
    }
  }

  function expectStatus(endpoint: Endpoint, response: ProbeResponse, expected: number) {
    if (response.status === expected) return;
    if (isAbsent(response)) {
      throw new Failure(
        `absent (${describeStatus(response)})${endpoint.assumed ? '; the console loses: ' : ': '}${endpoint.consoleUse}`,
      );
    }
    throw new Failure(`${describeStatus(response)}, expected ${expected}`);
  }

  async function readSingle<T>(endpoint: Endpoint, path: string, schema: z.ZodMiniType<T>) {
    const response = await send({ method: 'GET', path });
    expectStatus(endpoint, response, 200);
    const envelope = singleEnvelopeSchema(z.unknown()).safeParse(parseJson(response.text));
    if (!envelope.success) throw new Failure(`not a single-resource envelope (${firstIssue(envelope.error)})`);
    const result = schema.safeParse(envelope.data.result);
    if (!result.success) throw new Failure(`result does not match the contract: ${firstIssue(result.error, 'result')}`);
    return { data: result.data, response };
  }

  /** Reads every page, passing `nextCursor` back unchanged, checking each envelope and item. */
  async function readAll<T>(endpoint: Endpoint, path: string, item: z.ZodMiniType<T>, limit: number) {
    const items: T[] = [];
    const seen = new Set<string>();
    let cursor: Cursor | null = null;
    let pages = 0;
    let total: number;
    for (;;) {
      const query = new URLSearchParams({ limit: String(limit) });
      if (cursor !== null) query.set('cursor', String(cursor));
      const response = await send({ method: 'GET', path: `${path}?${query.toString()}` });
      const where = pages === 0 ? '' : ` (page ${pages + 1})`;
      expectStatus(endpoint, response, 200);
      const envelope = collectionEnvelopeSchema(z.unknown()).safeParse(parseJson(response.text));
      if (!envelope.success) throw new Failure(`not a collection envelope${where}: ${firstIssue(envelope.error)}`);
      const { results, pagination } = envelope.data;
      for (const [index, value] of results.entries()) {
        const parsed = item.safeParse(value);
        if (!parsed.success)
          throw new Failure(
            `item ${items.length + 1}${where} does not match the contract: ${firstIssue(parsed.error, `results.${index}`)}`,
          );
        items.push(parsed.data);
      }
      pages += 1;
      total = pagination.total;
      if (pagination.limit > limit)
        throw new Failure(`pagination.limit ${pagination.limit} exceeds the ${limit} asked for`);
      if (!pagination.hasMore) break;
      if (pagination.nextCursor === null) throw new Failure(`hasMore is true but nextCursor is null${where}`);
      if (pages >= maxPages) {
        const reason = `${formatQuantity(items.length, 'item')} of ${formatInteger(total)} read in ${formatQuantity(pages, 'page')}, each valid; nextCursor passed back unchanged; stopped at the cap of ${maxPages} pages`;
        return { items, reason };
      }
      const key = JSON.stringify(pagination.nextCursor);
      if (seen.has(key)) throw new Failure(`nextCursor ${key} came back twice: the pages never end`);
      if (results.length === 0) throw new Failure(`an empty page${where} says hasMore`);
      seen.add(key);
      cursor = pagination.nextCursor;
    }
    if (items.length !== total)
      throw new Failure(
        `read ${formatQuantity(items.length, 'item')} but pagination.total says ${formatInteger(total)}`,
      );
    const reason = `${formatQuantity(items.length, 'item')} in ${formatQuantity(pages, 'page')}, each valid; nextCursor passed back unchanged`;
    return { items, reason };
  }

  // --- Authentication ---
  try {
    const response = await send({
      method: 'GET',
      path: endpoints.me.path,
      headers: { Authorization: 'Bearer service_sk_service_check_not_a_real_key' },
    });
    const envelope = errorEnvelopeSchema.safeParse(parseJson(response.text));
    if (response.status !== 401)
      add(fail('Authentication', 'A bad API key is refused', `${describeStatus(response)}, expected 401`));
    else if (!envelope.success)
      add(
        fail(
          'Authentication',
          'A bad API key is refused',
          `401 without the error envelope: ${firstIssue(envelope.error)}`,
        ),
      );
    else
      add(
        pass(
          'Authentication',
          'A bad API key is refused',
          `401 ${envelope.data.errors[0]!.errorCode} with the error envelope`,
        ),
      );
  } catch (error) {
    add(fail('Authentication', 'A bad API key is refused', (error as Error).message));
  }

  let session: Session | null = null;
  if (options.authMethod === 'none') {
    add({
      group: 'Authentication',
      name: label(endpoints.me),
      status: 'fail',
      reason:
        "no credentials: pass --api-key service_sk_… (a key with every scope checks every endpoint) or --cookie 'service.session=…'",
    });
  } else {
    session = await check(
      endpoints.me,
      label(endpoints.me),
      async () => {
        const { data } = await readSingle(endpoints.me, endpoints.me.path, sessionSchema);
        const reason = `${data.user.name} (${data.role}) by ${data.authMethod === 'api_key' ? 'API key' : 'session'}; permissions: ${data.permissions.join(', ') || 'none'}`;
        if (data.authMethod !== options.authMethod)
          throw new Failure(`signed in by ${data.authMethod}, expected ${options.authMethod}`);
        return { reason, value: data };
      },
      'Authentication',
    );
  }

  const permitted = (endpoint: Endpoint) =>
    endpoint.access === 'public' ||
    (session !== null &&
      (endpoint.access === 'signed_in' || session.permissions.includes(endpoint.access as Permission)));

  const skipUnpermitted = (endpoint: Endpoint, name = label(endpoint)) => {
    if (permitted(endpoint)) return false;
    const who = options.authMethod === 'api_key' ? 'the API key' : 'your role';
    add({
      group: groupOf(endpoint),
      name,
      status: 'skip',
      reason:
        session === null
          ? 'not checked: not signed in'
          : `not checked: ${who} lacks ${endpoint.access}${options.authMethod === 'api_key' ? '; use a key with every scope' : ''}`,
    });
    return true;
  };

  async function list<T>(
    endpoint: Endpoint & { response: { kind: 'collection'; limit: { max: number } } },
    item: z.ZodMiniType<T>,
  ) {
    if (skipUnpermitted(endpoint)) return null;
    return check(endpoint, label(endpoint), async () => {
      const { items, reason } = await readAll(endpoint, endpoint.path, item, endpoint.response.limit.max);
      return { reason, value: items };
    });
  }

  // --- Endpoints the console reads ---
  const providers = await check(endpoints.authProviders, label(endpoints.authProviders), async () => {
    const { items, reason } = await readAll(
      endpoints.authProviders,
      endpoints.authProviders.path,
      endpoints.authProviders.response.item,
      endpoints.authProviders.response.limit.max,
    );
    if (items.length === 0) throw new Failure('no sign-in provider: nobody can sign in from the console');
    return { reason: `${reason} (${items.map((provider) => provider.name).join(', ')})`, value: items };
  });

  if (options.authMethod === 'session') {
    for (const endpoint of [endpoints.login, endpoints.callback]) {
      add(pass(groupOf(endpoint), label(endpoint), 'you signed in through it (this check runs with that session)'));
    }
  } else if (providers && providers[0]) {
    const provider = providers[0].id;
    await check(endpoints.login, label(endpoints.login), async () => {
      const response = await send({
        method: 'GET',
        path: `${endpointPath(endpoints.login, { provider })}?returnTo=%2F`,
      });
      if (response.status < 300 || response.status >= 400) {
        expectStatus(endpoints.login, response, 302);
      }
      return { reason: `${response.status} to the ${provider} provider`, value: null };
    });
    await check(endpoints.callback, label(endpoints.callback), async () => {
      const response = await send({ method: 'GET', path: endpoints.callback.path });
      if (isAbsent(response)) expectStatus(endpoints.callback, response, 302);
      return { reason: `present (HTTP ${response.status} without a code, as expected)`, value: null };
    });
  } else {
    for (const endpoint of [endpoints.login, endpoints.callback]) {
      add({
        group: groupOf(endpoint),
        name: label(endpoint),
        status: 'skip',
        reason: 'not checked: no sign-in provider',
      });
    }
  }

  await list(endpoints.members, endpoints.members.response.item);
  const segments = await list(endpoints.listSegments, endpoints.listSegments.response.item);
  await list(endpoints.workers, endpoints.workers.response.item);
  await list(endpoints.orgChart, endpoints.orgChart.response.item);
  await list(endpoints.licenseCosts, endpoints.licenseCosts.response.item);
  const scripts = await list(endpoints.listScripts, endpoints.listScripts.response.item);
  await list(endpoints.secrets, endpoints.secrets.response.item);
  const policies = await list(endpoints.policies, endpoints.policies.response.item);
  await list(endpoints.apiKeys, endpoints.apiKeys.response.item);

  /** A read of one resource whose id comes from a list the check read before. */
  async function readOne<T>(
    endpoint: Endpoint,
    schema: z.ZodMiniType<T>,
    params: Record<string, string | number> | null,
    missing: string,
  ) {
    if (skipUnpermitted(endpoint)) return null;
    if (params === null) {
      add({ group: groupOf(endpoint), name: label(endpoint), status: 'skip', reason: `not checked: ${missing}` });
      return null;
    }
    return check(endpoint, label(endpoint), async () => {
      const { data, response } = await readSingle(endpoint, endpointPath(endpoint, params), schema);
      return { reason: `${Object.values(params).join(', ')}: valid`, value: { data, etag: response.header('ETag') } };
    });
  }

  const firstSegment = segments?.[0];
  const segment = await readOne(
    endpoints.getSegment,
    endpoints.getSegment.response.schema,
    firstSegment ? { id: firstSegment.id } : null,
    segments ? 'the workspace has no segment' : 'GET /segments failed',
  );
  const firstScript = scripts?.[0];
  await readOne(
    endpoints.getScript,
    endpoints.getScript.response.schema,
    firstScript ? { id: firstScript.id } : null,
    scripts ? 'the workspace has no script' : 'GET /scripts failed',
  );
  const firstPolicy = policies?.[0];
  const policyMissing = policies ? 'the workspace has no policy' : 'GET /policies failed';
  await readOne(
    endpoints.policy,
    endpoints.policy.response.schema,
    firstPolicy ? { id: firstPolicy.id } : null,
    policyMissing,
  );
  let revisions: { number: number }[] | null = null;
  if (!skipUnpermitted(endpoints.policyRevisions)) {
    if (!firstPolicy) {
      add({
        group: groupOf(endpoints.policyRevisions),
        name: label(endpoints.policyRevisions),
        status: 'skip',
        reason: `not checked: ${policyMissing}`,
      });
    } else {
      revisions = await check(endpoints.policyRevisions, label(endpoints.policyRevisions), async () => {
        const { items, reason } = await readAll(
          endpoints.policyRevisions,
          endpointPath(endpoints.policyRevisions, { id: firstPolicy.id }),
          endpoints.policyRevisions.response.item,
          endpoints.policyRevisions.response.limit.max,
        );
        return { reason, value: items };
      });
    }
  }
  const firstRevision = revisions?.[0];
  await readOne(
    endpoints.policyRevision,
    endpoints.policyRevision.response.schema,
    firstPolicy && firstRevision ? { id: firstPolicy.id, number: firstRevision.number } : null,
    firstPolicy ? 'no revision to read' : policyMissing,
  );

  const openApi = await send({ method: 'GET', path: endpoints.openApi.path }).catch(() => null);
  add(
    openApi && openApi.status === 200
      ? pass('Assumed endpoints', label(endpoints.openApi), 'served (not needed by the console)')
      : {
          group: 'Assumed endpoints',
          name: label(endpoints.openApi),
          status: 'warn',
          reason: `not served (${openApi ? describeStatus(openApi) : 'unreachable'}); the console does not need it, tools that read OpenAPI do`,
        },
  );

  // --- If-Match and ETag on a segment ---
  await ifMatchChecks();

  async function ifMatchChecks() {
    const put = endpoints.replaceSegment;
    const names = {
      etag: `ETag on ${label(endpoints.getSegment)}`,
      missing: `${label(put)} without If-Match → 428`,
      malformed: `${label(put)} with a malformed If-Match → 400`,
      stale: `${label(put)} with a stale If-Match → 412`,
    };
    const skipAll = (reason: string) => {
      for (const name of Object.values(names)) add({ group: 'If-Match', name, status: 'skip', reason });
    };
    if (!permitted(endpoints.getSegment)) {
      skipAll(session === null ? 'not checked: not signed in' : 'not checked: needs segments:read');
      return;
    }
    if (segment) {
      const etag = segment.etag;
      if (!etag) add(fail('If-Match', names.etag, 'no ETag header: the console cannot save any segment'));
      else if (!/^"[\x21\x23-\x7e\x80-\xff]*"$/.test(etag))
        add(fail('If-Match', names.etag, `${etag} is not a strong ETag ("…", without W/)`));
      else add(pass('If-Match', names.etag, `strong ETag ${etag}`));
    } else {
      add({ group: 'If-Match', name: names.etag, status: 'skip', reason: 'not checked: no segment was read' });
    }
    if (!permitted(put)) {
      for (const name of [names.missing, names.malformed, names.stale])
        add({ group: 'If-Match', name, status: 'skip', reason: 'not checked: needs segments:write' });
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
        const response = await send({
          method: 'PUT',
          path,
          headers: { 'Content-Type': 'application/json', ...headers },
          body,
        });
        const envelope = errorEnvelopeSchema.safeParse(parseJson(response.text));
        const got = envelope.success ? envelope.data.errors[0]!.errorCode : null;
        if (response.status >= 200 && response.status < 300) {
          add(
            fail(
              'If-Match',
              name,
              `HTTP ${response.status}: the service accepted the write (unchanged content was sent)`,
            ),
          );
        } else if (response.status === status && got === code) {
          add(pass('If-Match', name, `${status} ${code}`));
        } else if (!segment && got === 'segment_not_found') {
          add({
            group: 'If-Match',
            name,
            status: 'warn',
            reason: 'no segment to try on: a random id got segment_not_found, which proves nothing about If-Match',
          });
        } else if (response.status === status && !envelope.success) {
          add(fail('If-Match', name, `${status} without the error envelope`));
        } else {
          add(fail('If-Match', name, `${describeStatus(response)}, expected ${status} ${code}`));
        }
      } catch (error) {
        add(fail('If-Match', name, (error as Error).message));
      }
    }
  }

  // --- Cross-origin ---
  await crossOriginChecks();

  async function crossOriginChecks() {
    if (!options.crossOrigin) {
      add(pass('Cross-origin', 'CORS and cookies', 'not needed: the console and the API share an origin'));
      return;
    }
    const origin = options.crossOrigin.consoleOrigin;
    const segmentPath = firstSegment ? endpointPath(endpoints.getSegment, { id: firstSegment.id }) : endpoints.me.path;
    if (options.authMethod === 'session' && !options.commandLine) {
      add(
        session
          ? pass('Cross-origin', 'CORS and cookies', `the session cookie reaches the API from ${origin}`)
          : fail('Cross-origin', 'CORS and cookies', `the session did not reach the API from ${origin}`),
      );
      return;
    }
    try {
      const preflight = await send({
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
      add(
        problems.length === 0
          ? pass('Cross-origin', 'CORS preflight for a save', `${origin} may PUT with If-Match and credentials`)
          : fail('Cross-origin', 'CORS preflight for a save', problems.join('; ')),
      );
      const read = await send({ method: 'GET', path: segmentPath, headers: { Origin: origin } });
      const readProblems = corsProblems(read, origin);
      const exposed = (read.header('Access-Control-Expose-Headers') ?? '').toLowerCase();
      if (firstSegment && !exposed.includes('etag') && exposed !== '*')
        readProblems.push('ETag not in Access-Control-Expose-Headers: the console cannot save');
      add(
        readProblems.length === 0
          ? pass('Cross-origin', 'CORS on a read', `${origin} may read with credentials`)
          : fail('Cross-origin', 'CORS on a read', readProblems.join('; ')),
      );
    } catch (error) {
      add(fail('Cross-origin', 'CORS', (error as Error).message));
    }
    add({
      group: 'Cross-origin',
      name: 'Session cookie from the console’s origin',
      status: 'warn',
      reason: `not visible from the command line: sign in on ${origin} and open Settings → Service check, which checks it with your session (it needs SameSite=None; Secure)`,
    });
  }

  const notProbed = (Object.values(endpoints) as Endpoint[])
    .filter((endpoint) => endpoint.method !== 'GET' && endpoint !== endpoints.replaceSegment)
    .map((endpoint) => `${label(endpoint)}: a write, never sent by the check (${endpoint.consoleUse})`);
  const summary = summarize(rows);
  const ordered = [...rows].sort((a, b) => groupOrder.indexOf(a.group) - groupOrder.indexOf(b.group));
  return { rows: ordered, notProbed, summary, ok: summary.fail === 0 };
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

function pass(group: CheckGroup, name: string, reason: string): CheckRow {
  return { group, name, status: 'pass', reason };
}

function fail(group: CheckGroup, name: string, reason: string): CheckRow {
  return { group, name, status: 'fail', reason };
}
