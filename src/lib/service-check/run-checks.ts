import { endpoints, type Endpoint } from '../../../contract';
import { checkAuthentication } from './authentication-checks';
import { CheckRun, label, type ServiceCheckOptions } from './check-run';
import { checkCrossOrigin } from './cross-origin-checks';
import { checkEndpoints } from './endpoint-checks';
import { checkIfMatch } from './if-match-checks';
import { rowMessages } from './messages';
import { summarize, type CheckGroup, type ServiceCheckReport } from './probe';

const groupOrder: CheckGroup[] = [
  'Authentication',
  'Specified endpoints',
  'Assumed endpoints',
  'If-Match',
  'Cross-origin',
];

/**
 * Checks that a service answers what the console expects, group by group: authentication, every
 * endpoint the console reads, If-Match on a segment, and cross-origin use. Writes are never sent,
 * except saves of a segment as it is that the service must refuse.
 */
export async function runServiceCheck(options: ServiceCheckOptions): Promise<ServiceCheckReport> {
  const run = new CheckRun(options);
  run.session = await checkAuthentication(run);
  const found = await checkEndpoints(run);
  await checkIfMatch(run, found);
  await checkCrossOrigin(run, found);

  const notProbed = (Object.values(endpoints) as Endpoint[])
    .filter((endpoint) => endpoint.method !== 'GET' && endpoint !== endpoints.replaceSegment)
    .map((endpoint) =>
      options.say(rowMessages.notProbed, { request: label(endpoint), consoleUse: endpoint.consoleUse }),
    );
  const summary = summarize(run.rows);
  const ordered = [...run.rows].sort((a, b) => groupOrder.indexOf(a.group) - groupOrder.indexOf(b.group));
  return { rows: ordered, notProbed, summary, ok: summary.fail === 0 };
}
