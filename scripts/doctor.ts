/**
 * The doctor: checks that a deployment answers what the console expects, reading only (GETs, and
 * PUTs that the If-Match rules must refuse).
 *
 *   npm run doctor -- <workspace URL> [--api-key service_sk_… | --cookie 'service.session=…'] [--api-base URL] [--json]
 *   node dist/doctor.mjs <workspace URL> …      (the same, from the console's build)
 *
 * Exit status: 0 when the console has what it needs, 1 when a check fails, 2 on a usage error.
 */
import http from 'node:http';
import https from 'node:https';
import { parseArgs } from 'node:util';
import {
  formatReport,
  runServiceCheck,
  type ProbeRequest,
  type ProbeResponse,
  type Transport,
} from '../src/lib/service-check';
import { sayInEnglish } from '../src/lib/service-check/english';
import { summarize, type CheckRow, type ServiceCheckReport } from '../src/lib/service-check/probe';
import {
  BULK_PAGE_LIMIT,
  endpoints,
  WORKER_COLUMNS_MEDIA_TYPE,
  WORKER_COLUMNS_PAGE_LIMIT,
  workerColumnsPageSchema,
} from '../contract';

const usage = `Usage: doctor <workspace URL> [--api-key service_sk_… | --cookie 'service.session=…'] [--api-base URL] [--json]

  <workspace URL>  where the console is served, e.g. https://acme.example.com
  --api-key        a key of this workspace (one with every scope checks every endpoint);
                   also read from SERVICE_API_KEY
  --cookie         instead of a key, a signed-in session's cookie (copied from the browser);
                   the checks then run with that user's permissions, as the console does
  --api-base       the API's address when the console calls another origin (VITE_API_BASE);
                   default: <workspace URL>/api
  --json           print the report as JSON
`;

/** Names under .localhost are loopback (browsers resolve them so; Node may not): connect to 127.0.0.1, keep the Host. */
function nodeTransport(apiBase: URL, credentials: Credentials, consoleOrigin: string): Transport {
  const loopback = apiBase.hostname === 'localhost' || apiBase.hostname.endsWith('.localhost');
  const client = apiBase.protocol === 'https:' ? https : http;
  const basePath = apiBase.pathname.replace(/\/$/, '');
  return (request: ProbeRequest) =>
    new Promise<ProbeResponse>((resolve, reject) => {
      const headers: Record<string, string> = {
        Host: apiBase.host,
        Accept: 'application/json',
        'Accept-Encoding': 'identity',
        ...('apiKey' in credentials ? { Authorization: `Bearer ${credentials.apiKey}` } : {}),
        // A cookie's writes come from the console's pages, so they carry its Origin (the API checks it).
        ...('cookie' in credentials
          ? { Cookie: credentials.cookie, ...(request.method === 'PUT' ? { Origin: consoleOrigin } : {}) }
          : {}),
        ...request.headers,
      };
      if (request.body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(request.body));
      const outgoing = client.request(
        {
          host: loopback ? '127.0.0.1' : apiBase.hostname,
          port: apiBase.port || undefined,
          servername: loopback ? undefined : apiBase.hostname,
          method: request.method,
          path: `${basePath}${request.path}`,
          headers,
          timeout: 30_000,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const header = (name: string) => {
              const value = response.headers[name.toLowerCase()];
              return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
            };
            resolve({ status: response.statusCode ?? 0, header, text: Buffer.concat(chunks).toString('utf8') });
          });
          response.on('error', reject);
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 30 s')));
      outgoing.on('error', reject);
      outgoing.end(request.body);
    });
}

type Credentials = { apiKey: string } | { cookie: string } | Record<string, never>;

/**
 * Whether the deployment offers the org chart in worker columns (an optional assumed extension,
 * contract/assumed.ts): one page of one worker asked for in that form, then one just larger than the
 * spec's bulk pages. Not offered is no fault (the console reads the spec's JSON); offered but not as
 * the contract says is one (the console would fail to read the chart).
 */
async function checkWorkerColumns(transport: Transport): Promise<CheckRow> {
  const row = { group: 'Assumed endpoints', name: `GET ${endpoints.orgChart.path} as worker columns` } as const;
  let response: ProbeResponse;
  try {
    response = await transport({
      method: 'GET',
      path: `${endpoints.orgChart.path}?limit=1`,
      headers: { Accept: `${WORKER_COLUMNS_MEDIA_TYPE}, application/json;q=0.9` },
    });
  } catch (error) {
    return { ...row, status: 'skip', reason: `unreachable: ${(error as Error).message}` };
  }
  const type = response.header('Content-Type')?.split(';')[0]!.trim().toLowerCase() ?? null;
  if (response.status !== 200) return { ...row, status: 'skip', reason: `not checked (HTTP ${response.status})` };
  if (type !== WORKER_COLUMNS_MEDIA_TYPE) {
    return { ...row, status: 'skip', reason: `not offered (optional): the org chart reads the spec's JSON (${type})` };
  }
  let body: unknown;
  try {
    body = JSON.parse(response.text);
  } catch {
    body = undefined;
  }
  const parsed = workerColumnsPageSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ...row,
      status: 'fail',
      reason: `offered, but does not match the contract: ${issue ? `${issue.path.join('.')}: ${issue.message}` : ''}`,
    };
  }
  // Two promises the console uses and copes without: the pagination first (the next page is asked
  // for as a page arrives) and larger pages (it asks for them only once a page has come as columns).
  const first = response.text.startsWith('{"pagination":')
    ? 'the pagination first'
    : 'the pagination not first (each page is read whole)';
  let larger: string;
  try {
    const bigger = await transport({
      method: 'GET',
      path: `${endpoints.orgChart.path}?limit=${BULK_PAGE_LIMIT.max + 1}`,
      headers: { Accept: `${WORKER_COLUMNS_MEDIA_TYPE}, application/json;q=0.9` },
    });
    larger =
      bigger.status === 200
        ? `pages of up to ${WORKER_COLUMNS_PAGE_LIMIT.max.toLocaleString('en')}`
        : `pages of ${BULK_PAGE_LIMIT.max.toLocaleString('en')} only (HTTP ${bigger.status} for more)`;
  } catch (error) {
    larger = `larger pages not checked (${(error as Error).message})`;
  }
  return {
    ...row,
    status: 'pass',
    reason: `offered: the org chart's pages come as columns (about a third of the spec's JSON), ${first}, ${larger}`,
  };
}

/** The report with `row` after the last row of its group. */
function withRow(report: ServiceCheckReport, row: CheckRow): ServiceCheckReport {
  const rows = [...report.rows];
  const lastOfGroup = rows.findLastIndex((existing) => existing.group === row.group);
  rows.splice(lastOfGroup < 0 ? rows.length : lastOfGroup + 1, 0, row);
  const summary = summarize(rows);
  return { ...report, rows, summary, ok: summary.fail === 0 };
}

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        'api-key': { type: 'string' },
        cookie: { type: 'string' },
        'api-base': { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(usage);
    return 0;
  }
  if (positionals.length !== 1 || !URL.canParse(positionals[0]!) || (values['api-key'] && values.cookie)) {
    process.stderr.write(usage);
    return 2;
  }
  const workspace = new URL(positionals[0]!);
  const apiBase = new URL(values['api-base'] ?? new URL('/api', workspace).href);
  const apiKey = values['api-key'] ?? (values.cookie ? undefined : process.env.SERVICE_API_KEY);
  const credentials: Credentials = apiKey ? { apiKey } : values.cookie ? { cookie: values.cookie } : {};
  const transport = nodeTransport(apiBase, credentials, workspace.origin);
  const checked = await runServiceCheck({
    transport,
    authMethod: apiKey ? 'api_key' : values.cookie ? 'session' : 'none',
    commandLine: true,
    say: sayInEnglish,
    crossOrigin: apiBase.origin === workspace.origin ? null : { consoleOrigin: workspace.origin },
  });
  const report = withRow(checked, await checkWorkerColumns(transport));
  if (values.json) {
    process.stdout.write(
      JSON.stringify({ workspace: workspace.origin, apiBase: apiBase.href, ...report }, null, 2) + '\n',
    );
  } else {
    process.stdout.write(formatReport(report, `Service check of ${workspace.origin} (API ${apiBase.href})`));
  }
  return report.ok ? 0 : 1;
}

process.exitCode = await main(process.argv.slice(2));
