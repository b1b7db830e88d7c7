import { ErrorState } from '../../../components/states';
import { PageHeader } from '../../../components/PageHeader';
import { statusLabels, statusSymbols, summaryLine, type CheckRow } from '../../../lib/service-check';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useServiceCheck } from './use-service-check';
import styles from './ServiceCheck.module.css';

function groupsOf(rows: readonly CheckRow[]) {
  const groups = new Map<string, CheckRow[]>();
  for (const row of rows) groups.set(row.group, [...(groups.get(row.group) ?? []), row]);
  return [...groups];
}

function CheckTable({ rows, busy }: { rows: readonly CheckRow[]; busy: boolean }) {
  return (
    <div className="table-wrap">
      <table className={`table ${styles.table}`} aria-busy={busy}>
        <caption className="visually-hidden">Service check results</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className={styles.resultLabel}>Result</span>
            </th>
            <th scope="col">Check</th>
            <th scope="col">Why</th>
          </tr>
        </thead>
        {groupsOf(rows).map(([group, groupRows]) => (
          <tbody key={group}>
            <tr>
              <th scope="rowgroup" colSpan={3} className={styles.group}>
                {group}
              </th>
            </tr>
            {groupRows.map((row) => (
              <tr key={row.name}>
                <td className={styles.result} data-status={row.status}>
                  <span aria-hidden="true">{statusSymbols[row.status]} </span>
                  <span className={styles.resultLabel}>{statusLabels[row.status]}</span>
                </td>
                <th scope="row" className={styles.name}>
                  {row.name}
                </th>
                <td className={styles.reason}>{row.reason}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

export function ServiceCheckPage() {
  useDocumentTitle('Service check');
  const { run, progress, apiBase } = useServiceCheck();
  const report = run.data;
  const rows = report?.rows ?? progress;

  return (
    <>
      <PageHeader
        title="Service check"
        subtitle={
          <>
            Checks that the service at <span className="mono">{apiBase}</span> answers what the console expects, with
            your session. It only reads, plus saves of a segment that the service must refuse.
          </>
        }
        actions={
          <button type="button" className="btn btn-primary" onClick={() => run.mutate()} disabled={run.isPending}>
            {run.isPending ? 'Checking…' : report ? 'Run again' : 'Run the checks'}
          </button>
        }
      />
      <p role="status" className={styles.summary} data-ok={report ? String(report.ok) : undefined}>
        {run.isPending ? `Checking… ${progress.length} done.` : report ? summaryLine(report.summary) : ''}
      </p>
      {run.isError ? <ErrorState error={run.error} onRetry={() => run.mutate()} /> : null}
      {rows.length > 0 ? <CheckTable rows={rows} busy={run.isPending} /> : null}
      {report && report.notProbed.length > 0 ? (
        <section aria-labelledby="not-probed" className={styles.notProbed}>
          <h2 id="not-probed">Not checked: writes</h2>
          <ul>
            {report.notProbed.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="muted">
        The same checks run from a terminal with an API key: <span className="mono">node doctor.mjs {`<address>`}</span>{' '}
        (see docs/deploying.md).
      </p>
    </>
  );
}
