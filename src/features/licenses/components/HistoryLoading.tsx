import { defineMessages, useErrorMessages, useT, type Translate } from '../../../lib/i18n';
import { describeError, PermissionDenied } from '../../../components/states';
import { isApiError } from '../../../lib/http';
import type { AllPagesResult } from '../../../lib/all-pages';
import type { Formatters } from '../model/currency';
import styles from './HistoryLoading.module.css';

const messages = defineMessages({
  days: { id: 'licenses.loading.days', defaultMessage: '{loaded, plural, one {# day} other {# days}}' },
  daysOf: {
    id: 'licenses.loading.daysOf',
    defaultMessage: '{loaded} of {total, plural, one {# day} other {# days}}',
  },
  what: { id: 'licenses.loading.what', defaultMessage: 'license costs', description: 'You may not see …' },
  failed: { id: 'licenses.loading.failed', defaultMessage: 'Could not load the cost history: {reason}' },
  arrivedBefore: {
    id: 'licenses.loading.arrivedBefore',
    defaultMessage: '{days} arrived before the failure; trying again continues from there.',
  },
  retry: { id: 'licenses.loading.retry', defaultMessage: 'Try again' },
  stopped: { id: 'licenses.loading.stopped', defaultMessage: 'Loading stopped' },
  stoppedDetail: {
    id: 'licenses.loading.stoppedDetail',
    defaultMessage: '{days} loaded. The figures and the chart need the whole history.',
  },
  continue: { id: 'licenses.loading.continue', defaultMessage: 'Continue loading' },
  loading: { id: 'licenses.loading.loading', defaultMessage: 'Loading the cost history…' },
  loadingDays: { id: 'licenses.loading.loadingDays', defaultMessage: 'Loading the cost history: {days}' },
  progress: { id: 'licenses.loading.progress', defaultMessage: 'Cost history loaded' },
  stop: { id: 'licenses.loading.stop', defaultMessage: 'Stop loading' },
});

function daysLoaded(loaded: number, total: number | null, formatters: Formatters, t: Translate): string {
  return total === null
    ? t(messages.days, { loaded })
    : t(messages.daysOf, { loaded: formatters.count(loaded), total });
}

/**
 * The history while it loads page by page: progress and a way to stop; after a failure or a stop,
 * a way to go on from the page that did not arrive. Figures wait for the whole history, since a
 * part of it would give the wrong "current" figures.
 */
export function HistoryLoading({ history, formatters }: { history: AllPagesResult<unknown>; formatters: Formatters }) {
  const t = useT('licenses');
  const { progress, error, cancelled, isLoading } = history;
  useErrorMessages(Boolean(error) && !isLoading);

  if (error && !isLoading) {
    if (isApiError(error) && error.status === 403) return <PermissionDenied what={messages.what} />;
    const { title, detail } = describeError(error);
    return (
      <div className={styles.box} role="alert">
        <h2 className={styles.title}>
          {t(messages.failed, {
            // English runs the reason on after the colon; other languages keep its capitals (nouns).
            reason: t.locale.startsWith('en') ? title.toLowerCase() : title,
          })}
        </h2>
        <p className="muted">{detail}</p>
        {progress.loaded > 0 ? (
          <p className="muted">
            {t(messages.arrivedBefore, { days: daysLoaded(progress.loaded, progress.total, formatters, t) })}
          </p>
        ) : null}
        <button type="button" className="btn btn-primary" onClick={history.resume}>
          {t(messages.retry)}
        </button>
      </div>
    );
  }

  if (cancelled) {
    return (
      <div className={styles.box} role="status">
        <h2 className={styles.title}>{t(messages.stopped)}</h2>
        <p className="muted">
          {t(messages.stoppedDetail, { days: daysLoaded(progress.loaded, progress.total, formatters, t) })}
        </p>
        <button type="button" className="btn btn-primary" onClick={history.resume}>
          {t(messages.continue)}
        </button>
      </div>
    );
  }

  const label =
    progress.total === null
      ? t(messages.loading)
      : t(messages.loadingDays, { days: daysLoaded(progress.loaded, progress.total, formatters, t) });
  return (
    <div className={styles.box}>
      <p role="status" aria-live="polite">
        {label}
      </p>
      <progress
        className={styles.progress}
        aria-label={t(messages.progress)}
        max={progress.total ?? undefined}
        value={progress.total === null ? undefined : progress.loaded}
      />
      <button type="button" className="btn btn-small" onClick={history.cancel}>
        {t(messages.stop)}
      </button>
    </div>
  );
}
