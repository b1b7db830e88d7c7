import { useErrorMessages } from '../../../lib/i18n';
import { describeError, PermissionDenied } from '../../../components/states';
import { isApiError } from '../../../lib/http';
import type { AllPagesResult } from '../../../lib/all-pages';
import type { Formatters } from '../model/currency';
import styles from './HistoryLoading.module.css';

function daysLoaded(loaded: number, total: number | null, formatters: Formatters): string {
  return total === null
    ? `${formatters.count(loaded)} days`
    : `${formatters.count(loaded)} of ${formatters.count(total)} days`;
}

/**
 * The history while it loads page by page: progress and a way to stop; after a failure or a stop,
 * a way to go on from the page that did not arrive. Figures wait for the whole history, since a
 * part of it would give the wrong "current" figures.
 */
export function HistoryLoading({ history, formatters }: { history: AllPagesResult<unknown>; formatters: Formatters }) {
  const { progress, error, cancelled, isLoading } = history;
  useErrorMessages(Boolean(error) && !isLoading);

  if (error && !isLoading) {
    if (isApiError(error) && error.status === 403) return <PermissionDenied what="license costs" />;
    const { title, detail } = describeError(error);
    return (
      <div className={styles.box} role="alert">
        <h2 className={styles.title}>Could not load the cost history: {title.toLowerCase()}</h2>
        <p className="muted">{detail}</p>
        {progress.loaded > 0 ? (
          <p className="muted">
            {daysLoaded(progress.loaded, progress.total, formatters)} arrived before the failure; trying again continues
            from there.
          </p>
        ) : null}
        <button type="button" className="btn btn-primary" onClick={history.resume}>
          Try again
        </button>
      </div>
    );
  }

  if (cancelled) {
    return (
      <div className={styles.box} role="status">
        <h2 className={styles.title}>Loading stopped</h2>
        <p className="muted">
          {daysLoaded(progress.loaded, progress.total, formatters)} loaded. The figures and the chart need the whole
          history.
        </p>
        <button type="button" className="btn btn-primary" onClick={history.resume}>
          Continue loading
        </button>
      </div>
    );
  }

  const label =
    progress.total === null
      ? 'Loading the cost history…'
      : `Loading the cost history: ${daysLoaded(progress.loaded, progress.total, formatters)}`;
  return (
    <div className={styles.box}>
      <p role="status" aria-live="polite">
        {label}
      </p>
      <progress
        className={styles.progress}
        aria-label="Cost history loaded"
        max={progress.total ?? undefined}
        value={progress.total === null ? undefined : progress.loaded}
      />
      <button type="button" className="btn btn-small" onClick={history.cancel}>
        Stop loading
      </button>
    </div>
  );
}
