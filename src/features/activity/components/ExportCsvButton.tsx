import { useEffect, useRef, useState } from 'react';
import { PAGE_LIMIT } from '../../../../contract';
import { describeError } from '../../../components/states';
import { defineMessages, prepareErrorMessages, useT } from '../../../lib/i18n';
import { AllPagesLoader } from '../../../lib/http';
import { saveCsv } from '../../../lib/save-file';
import { listAuditEventsPage } from '../api/list-audit-events';
import type { AuditEvent } from '../../../../contract';
import { csvFileName, csvStart, eventCsvRow } from '../model/export-csv';
import type { ActivityFilters } from '../model/filters';
import type { Words } from '../model/words';
import styles from './ActivityPage.module.css';

const messages = defineMessages({
  progress: { id: 'activity.export.progressLabel', defaultMessage: 'Export progress' },
  running: {
    id: 'activity.export.running',
    defaultMessage: 'Exporting… {loaded, plural, one {# event} other {# events}}',
    description: 'While the total is not known yet',
  },
  runningOf: {
    id: 'activity.export.runningOf',
    defaultMessage: 'Exporting… {loaded, number} of {total, plural, one {# event} other {# events}}',
  },
  cancel: { id: 'activity.export.cancel', defaultMessage: 'Cancel export' },
  start: { id: 'activity.export.start', defaultMessage: 'Export CSV' },
  done: {
    id: 'activity.export.done',
    defaultMessage: '{count, plural, one {Exported # event to {fileName}.} other {Exported # events to {fileName}.}}',
  },
  cancelled: { id: 'activity.export.cancelled', defaultMessage: 'Export cancelled.' },
  failed: {
    id: 'activity.export.failed',
    defaultMessage:
      '{count, plural, one {The export stopped after # event: {reason}} other {The export stopped after # events: {reason}}}',
    description: '{reason} says what went wrong, in a sentence',
  },
});

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
  constructor(
    private readonly names: ReadonlyMap<string, string>,
    private readonly t: Words,
  ) {}
  push(event: AuditEvent) {
    this.parts.push(eventCsvRow(event, this.names, this.t));
    this.length += 1;
  }
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
  const t = useT('activity');
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  // Leaving the page stops an export under way.
  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setState({ status: 'running', loaded: 0, total: null });
    const rows = new CsvRows(names, t);
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
      saveCsv([csvStart(t), ...rows.parts], fileName);
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
            aria-label={t(messages.progress)}
          />
          <span role="status" className={styles.exportStatus}>
            {state.total === null
              ? t(messages.running, { loaded: state.loaded })
              : t(messages.runningOf, { loaded: state.loaded, total: state.total })}
          </span>
          <button type="button" className="btn btn-small" onClick={cancel}>
            {t(messages.cancel)}
          </button>
        </>
      ) : (
        <>
          <button type="button" className="btn btn-small" onClick={() => void start()} disabled={disabled}>
            {t(messages.start)}
          </button>
          <span role="status" className={styles.exportStatus}>
            {state.status === 'done'
              ? t(messages.done, { count: state.count, fileName: state.fileName })
              : state.status === 'cancelled'
                ? t(messages.cancelled)
                : state.status === 'failed'
                  ? t(messages.failed, { count: state.loaded, reason: state.message })
                  : ''}
          </span>
        </>
      )}
    </div>
  );
}
