import { useErrorMessages } from '../../../lib/i18n';
import { describeError } from '../../../components/states';
import { formatInteger } from '../../../lib/format';
import type { PagesProgress } from '../../../lib/all-pages';
import styles from './LoadProgress.module.css';

interface LoadProgressProps {
  progress: PagesProgress;
  isLoading: boolean;
  cancelled: boolean;
  error: Error | null;
  onCancel(): void;
  onResume(): void;
  onRestart(): void;
}

function describeProgress({ loaded, total }: PagesProgress): string {
  if (total === null) return 'Starting…';
  return `${formatInteger(loaded)} of ${formatInteger(total)} people`;
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
}: LoadProgressProps) {
  const stopped = cancelled || (error !== null && !isLoading);
  useErrorMessages(error !== null);
  const percent = progress.total ? Math.round((progress.loaded / progress.total) * 100) : null;
  const problem = error ? describeError(error) : null;

  return (
    <section className={`card ${styles.card}`} aria-labelledby="org-chart-loading-title">
      <h2 id="org-chart-loading-title">
        {stopped ? (cancelled ? 'Loading stopped' : 'Loading failed') : 'Loading the org chart'}
      </h2>
      <progress
        className={styles.bar}
        aria-labelledby="org-chart-loading-title"
        aria-valuetext={describeProgress(progress)}
        max={progress.total ?? undefined}
        value={progress.total === null ? undefined : progress.loaded}
      />
      <p className={styles.figures} role="status">
        {describeProgress(progress)}
        {percent !== null ? <span className="muted"> · {percent}%</span> : null}
      </p>
      {stopped && problem && !cancelled ? (
        <div className="alert alert-danger" role="alert">
          <div>
            <strong>{problem.title}.</strong> {problem.detail} What has arrived is kept: trying again continues from the
            page that failed.
          </div>
        </div>
      ) : null}
      {cancelled ? <p className="muted">What has arrived is kept. Resume to load the rest, or start over.</p> : null}
      <div className="row">
        {stopped ? (
          <>
            <button type="button" className="btn btn-primary" onClick={onResume}>
              {cancelled ? 'Resume' : 'Try again'}
            </button>
            <button type="button" className="btn" onClick={onRestart}>
              Start over
            </button>
          </>
        ) : (
          <button type="button" className="btn" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </section>
  );
}
