import { defineMessages, T, useErrorMessages, useT } from '../../../lib/i18n';
import { describeError } from '../../../components/states';
import type { PagesProgress } from '../../../lib/all-pages';
import { numberFormat } from '../../../lib/format';
import type { Words } from '../model/words';
import styles from './LoadProgress.module.css';

const messages = defineMessages({
  starting: { id: 'org-chart.load.starting', defaultMessage: 'Starting…' },
  progress: {
    id: 'org-chart.load.progress',
    defaultMessage: '{loaded, number} of {total, plural, one {# person} other {# people}}',
  },
  stopped: { id: 'org-chart.load.stopped', defaultMessage: 'Loading stopped' },
  failed: { id: 'org-chart.load.failed', defaultMessage: 'Loading failed' },
  loading: { id: 'org-chart.load.title', defaultMessage: 'Loading the org chart' },
  failure: {
    id: 'org-chart.load.failure',
    defaultMessage:
      '<b>{title}.</b> {detail} What has arrived is kept: trying again continues from the page that failed.',
    description: '{title} and {detail} say what went wrong',
  },
  cancelled: {
    id: 'org-chart.load.cancelled',
    defaultMessage: 'What has arrived is kept. Resume to load the rest, or start over.',
  },
  resume: { id: 'org-chart.load.resume', defaultMessage: 'Resume' },
  tryAgain: { id: 'org-chart.load.tryAgain', defaultMessage: 'Try again' },
  startOver: { id: 'org-chart.load.startOver', defaultMessage: 'Start over' },
  cancel: { id: 'org-chart.load.cancel', defaultMessage: 'Cancel' },
  soFar: {
    id: 'org-chart.load.soFar',
    defaultMessage: 'The chart shows the people loaded so far; the rest join it without moving what you see.',
  },
});

interface LoadProgressProps {
  progress: PagesProgress;
  isLoading: boolean;
  cancelled: boolean;
  error: Error | null;
  onCancel(): void;
  onResume(): void;
  onRestart(): void;
  /** Beside the top of the tree drawn from the pages that have arrived: smaller, and says so. */
  beside?: boolean;
}

function describeProgress({ loaded, total }: PagesProgress, t: Words): string {
  if (total === null) return t(messages.starting);
  return t(messages.progress, { loaded, total });
}

/** Loading every page of the org chart: a progress bar, cancel, and resume from the page that failed. */
export function LoadProgress({
  progress,
  isLoading,
  cancelled,
  error,
  onCancel,
  onResume,
  onRestart,
  beside = false,
}: LoadProgressProps) {
  const t = useT('org-chart');
  const stopped = cancelled || (error !== null && !isLoading);
  useErrorMessages(error !== null);
  const percent = progress.total ? Math.round((progress.loaded / progress.total) * 100) / 100 : null;
  const problem = error ? describeError(error) : null;

  return (
    <section className={`card ${styles.card} ${beside ? styles.beside : ''}`} aria-labelledby="org-chart-loading-title">
      <h2 id="org-chart-loading-title">
        {t(stopped ? (cancelled ? messages.stopped : messages.failed) : messages.loading)}
      </h2>
      <progress
        className={styles.bar}
        aria-labelledby="org-chart-loading-title"
        aria-valuetext={describeProgress(progress, t)}
        max={progress.total ?? undefined}
        value={progress.total === null ? undefined : progress.loaded}
      />
      <p className={styles.figures} role="status">
        {describeProgress(progress, t)}
        {percent !== null ? (
          <span className="muted"> · {numberFormat({ style: 'percent' }).format(percent)}</span>
        ) : null}
      </p>
      {stopped && problem && !cancelled ? (
        <div className="alert alert-danger" role="alert">
          <div>
            <T
              message={messages.failure}
              values={{ title: problem.title, detail: problem.detail, b: (chunks) => <strong>{chunks}</strong> }}
            />
          </div>
        </div>
      ) : null}
      {cancelled ? <p className="muted">{t(messages.cancelled)}</p> : null}
      {beside && !stopped ? <p className="muted">{t(messages.soFar)}</p> : null}
      <div className="row">
        {stopped ? (
          <>
            <button type="button" className="btn btn-primary" onClick={onResume}>
              {t(cancelled ? messages.resume : messages.tryAgain)}
            </button>
            <button type="button" className="btn" onClick={onRestart}>
              {t(messages.startOver)}
            </button>
          </>
        ) : (
          <button type="button" className="btn" onClick={onCancel}>
            {t(messages.cancel)}
          </button>
        )}
      </div>
    </section>
  );
}
