import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/states';
import { PageHeader } from '../../../components/PageHeader';
import { defineMessages, T, useT, type MessageDescriptor } from '../../../lib/i18n';
import { statusSymbols, type CheckRow } from '../../../lib/service-check';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useServiceCheck } from './use-service-check';
import styles from './ServiceCheck.module.css';

const messages = defineMessages({
  title: { id: 'service-check.page.title', defaultMessage: 'Service check' },
  subtitle: {
    id: 'service-check.page.subtitle',
    defaultMessage:
      'Checks that the service at <mono>{apiBase}</mono> answers what the console expects, with your session. It only reads, plus saves of a segment that the service must refuse.',
    description: 'apiBase: the address of the service’s API',
  },
  checking: { id: 'service-check.page.checking', defaultMessage: 'Checking…' },
  runAgain: { id: 'service-check.page.runAgain', defaultMessage: 'Run again' },
  run: { id: 'service-check.page.run', defaultMessage: 'Run the checks' },
  progress: {
    id: 'service-check.page.progress',
    defaultMessage: 'Checking… {done, number} done.',
    description: 'While the checks run: how many have finished',
  },
  summary: {
    id: 'service-check.page.summary',
    defaultMessage:
      '{pass, number} passed, {fail, number} failed{warn, plural, =0 {} other {, # to look at}}{skip, plural, =0 {} other {, # skipped}}: {verdict, select, fail {something the console needs fails against this service.} skipped {nothing failed, but the skipped checks did not run.} other {the console has what it needs from this service.}}',
    description:
      'After the checks: counts of each result, then the verdict (fail: something failed; skipped: nothing failed but some checks were skipped; other: all good)',
  },
  notProbed: { id: 'service-check.page.notProbed', defaultMessage: 'Not checked: writes' },
  terminal: {
    id: 'service-check.page.terminal',
    defaultMessage:
      'The same checks run from a terminal with an API key: <mono>node doctor.mjs {placeholder}</mono> (see docs/deploying.md).',
    description: 'placeholder: “<address>”, the argument to type; the command and file name stay as they are',
  },
  addressPlaceholder: {
    id: 'service-check.page.addressPlaceholder',
    defaultMessage: "'<address>'",
    description: 'In the command “node doctor.mjs <address>”: what to type there',
  },
  caption: { id: 'service-check.table.caption', defaultMessage: 'Service check results' },
  result: { id: 'service-check.table.result', defaultMessage: 'Result', description: 'Column header' },
  check: { id: 'service-check.table.check', defaultMessage: 'Check', description: 'Column header' },
  why: { id: 'service-check.table.why', defaultMessage: 'Why', description: 'Column header' },
  pass: { id: 'service-check.status.pass', defaultMessage: 'Passed' },
  fail: { id: 'service-check.status.fail', defaultMessage: 'Failed' },
  warn: { id: 'service-check.status.warn', defaultMessage: 'Look at this' },
  skip: { id: 'service-check.status.skip', defaultMessage: 'Skipped' },
  authentication: { id: 'service-check.group.authentication', defaultMessage: 'Authentication' },
  specified: { id: 'service-check.group.specified', defaultMessage: 'Specified endpoints' },
  assumed: { id: 'service-check.group.assumed', defaultMessage: 'Assumed endpoints' },
  ifMatch: { id: 'service-check.group.ifMatch', defaultMessage: 'If-Match', description: 'The HTTP header’s name' },
  crossOrigin: { id: 'service-check.group.crossOrigin', defaultMessage: 'Cross-origin' },
});

const STATUS: Record<CheckRow['status'], MessageDescriptor> = {
  pass: messages.pass,
  fail: messages.fail,
  warn: messages.warn,
  skip: messages.skip,
};

const GROUP: Record<CheckRow['group'], MessageDescriptor> = {
  Authentication: messages.authentication,
  'Specified endpoints': messages.specified,
  'Assumed endpoints': messages.assumed,
  'If-Match': messages.ifMatch,
  'Cross-origin': messages.crossOrigin,
};

const mono = (chunks: ReactNode[]) => <span className="mono">{chunks}</span>;

function groupsOf(rows: readonly CheckRow[]) {
  const groups = new Map<CheckRow['group'], CheckRow[]>();
  for (const row of rows) groups.set(row.group, [...(groups.get(row.group) ?? []), row]);
  return [...groups];
}

/**
 * The rows' names and reasons in the user's language (`words`), around the requests, status codes and
 * contract fields; the command-line doctor writes the same in English.
 */
function CheckTable({
  rows,
  busy,
  words,
}: {
  rows: readonly CheckRow[];
  busy: boolean;
  words: (text: string) => string;
}) {
  const t = useT('service-check');
  return (
    <div className="table-wrap">
      <table className={`table ${styles.table}`} aria-busy={busy}>
        <caption className="visually-hidden">{t(messages.caption)}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className={styles.resultLabel}>{t(messages.result)}</span>
            </th>
            <th scope="col">{t(messages.check)}</th>
            <th scope="col">{t(messages.why)}</th>
          </tr>
        </thead>
        {groupsOf(rows).map(([group, groupRows]) => (
          <tbody key={group}>
            <tr>
              <th scope="rowgroup" colSpan={3} className={styles.group}>
                {t(GROUP[group])}
              </th>
            </tr>
            {groupRows.map((row) => (
              <tr key={row.name}>
                <td className={styles.result} data-status={row.status}>
                  <span aria-hidden="true">{statusSymbols[row.status]} </span>
                  <span className={styles.resultLabel}>{t(STATUS[row.status])}</span>
                </td>
                <th scope="row" className={styles.name}>
                  {words(row.name)}
                </th>
                <td className={styles.reason}>{words(row.reason)}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

export function ServiceCheckPage() {
  const t = useT('service-check');
  useDocumentTitle(t(messages.title));
  const { run, progress, words, apiBase } = useServiceCheck(t);
  const report = run.data;
  const rows = report?.rows ?? progress;

  return (
    <>
      <PageHeader
        title={t(messages.title)}
        subtitle={<T message={messages.subtitle} values={{ apiBase, mono }} />}
        actions={
          <button type="button" className="btn btn-primary" onClick={() => run.mutate()} disabled={run.isPending}>
            {t(run.isPending ? messages.checking : report ? messages.runAgain : messages.run)}
          </button>
        }
      />
      <p role="status" className={styles.summary} data-ok={report ? String(report.ok) : undefined}>
        {run.isPending
          ? t(messages.progress, { done: progress.length })
          : report
            ? t(messages.summary, {
                ...report.summary,
                verdict: report.summary.fail > 0 ? 'fail' : report.summary.skip > 0 ? 'skipped' : 'all',
              })
            : ''}
      </p>
      {run.isError ? <ErrorState error={run.error} onRetry={() => run.mutate()} /> : null}
      {rows.length > 0 ? <CheckTable rows={rows} busy={run.isPending} words={words} /> : null}
      {report && report.notProbed.length > 0 ? (
        <section aria-labelledby="not-probed" className={styles.notProbed}>
          <h2 id="not-probed">{t(messages.notProbed)}</h2>
          <ul>
            {report.notProbed.map((line) => (
              <li key={line}>{words(line)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="muted">
        <T message={messages.terminal} values={{ placeholder: t(messages.addressPlaceholder), mono }} />
      </p>
    </>
  );
}
