import { useEffect, useRef, useState } from 'react';
import { PAGE_LIMIT } from '../../../../contract';
import { describeError } from '../../../components/states';
import { formatInteger } from '../../../lib/format';
import { prepareErrorMessages } from '../../../lib/i18n';
import { AllPagesLoader } from '../../../lib/http';
import { listAuditEventsPage } from '../api/list-audit-events';
import type { AuditEvent } from '../../../../contract';
import { csvFileName, csvStart, eventCsvRow } from '../model/export-csv';
import type { ActivityFilters } from '../model/filters';
import styles from './ActivityPage.module.css';

type ExportState =
  | { status: 'idle' }
  | { status: 'running'; loaded: number; total: number | null }
  | { status: 'done'; count: number; fileName: string }
  | { status: 'failed'; message: string; loaded: number }
  | { status: 'cancelled' };

/** Rows the file is built from, collected as text as pages arrive (no event kept twice). */
class CsvRows {
  readonly parts: string[] = [];
  length = 0;
  constructor(private readonly names: ReadonlyMap<string, string>) {}
  push(event: AuditEvent) {
    this.parts.push(eventCsvRow(event, this.names));
    this.length += 1;
  }
}

/** Saves a text as a file the browser downloads. */
function download(text: string[], fileName: string) {
  const url = URL.createObjectURL(new Blob(text, { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Exports every event of the filtered set (not just what is on screen) as CSV, with progress and cancel. */
export function ExportCsvButton({
  filters,
  names,
  disabled,
}: {
  filters: ActivityFilters;
  names: ReadonlyMap<string, string>;
  disabled: boolean;
}) {
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  // Leaving the page stops an export under way.
  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setState({ status: 'running', loaded: 0, total: null });
    const rows = new CsvRows(names);
    const loader = new AllPagesLoader<AuditEvent, CsvRows>(
      (cursor, signal) => listAuditEventsPage(filters, cursor, { signal, limit: PAGE_LIMIT.max }),
      undefined,
      rows,
    );
    try {
      await loader.loadRemaining(abort.signal, ({ loaded, total }) => {
        if (!abort.signal.aborted) setState({ status: 'running', loaded, total });
      });
      const fileName = csvFileName(new Date());
      download([csvStart(), ...rows.parts], fileName);
      setState({ status: 'done', count: rows.length, fileName });
    } catch (error) {
      if (abort.signal.aborted) {
        setState({ status: 'cancelled' });
        return;
      }
      // The failure is told in the console's own words, which come with the first error shown.
      await prepareErrorMessages().catch(() => undefined);
      setState({ status: 'failed', message: describeError(error).title, loaded: rows.length });
    }
  };

  const cancel = () => controller.current?.abort();

  return (
    <div className={styles.export}>
      {state.status === 'running' ? (
        <>
          <progress
            className={styles.progress}
            max={state.total ?? undefined}
            value={state.total === null ? undefined : state.loaded}
            aria-label="Export progress"
          />
          <span role="status" className={styles.exportStatus}>
            Exporting… {formatInteger(state.loaded)}
            {state.total !== null ? ` of ${formatInteger(state.total)}` : ''} events
          </span>
          <button type="button" className="btn btn-small" onClick={cancel}>
            Cancel export
          </button>
        </>
      ) : (
        <>
          <button type="button" className="btn btn-small" onClick={() => void start()} disabled={disabled}>
            Export CSV
          </button>
          <span role="status" className={styles.exportStatus}>
            {state.status === 'done'
              ? `Exported ${formatInteger(state.count)} events to ${state.fileName}.`
              : state.status === 'cancelled'
                ? 'Export cancelled.'
                : state.status === 'failed'
                  ? `The export stopped after ${formatInteger(state.loaded)} events: ${state.message}`
                  : ''}
          </span>
        </>
      )}
    </div>
  );
}
