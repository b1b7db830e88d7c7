import type { ReactNode } from 'react';
import { ApiError, isApiError } from '../lib/http';
import styles from './states.module.css';

export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={styles.state} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className={styles.state}>
      <h2 className={styles.title}>{title}</h2>
      {children ? <div className="muted">{children}</div> : null}
      {action}
    </div>
  );
}

export function PermissionDenied({ what = 'this page' }: { what?: string }) {
  return (
    <div className={styles.state} role="alert">
      <h2 className={styles.title}>You lack permission to see {what}</h2>
      <p className="muted">Your role does not include access to {what}. Ask a workspace owner or admin if you need it. You are still signed in.</p>
    </div>
  );
}

/** What a failed request means to a user, in one sentence. */
export function describeError(error: unknown): { title: string; detail: string } {
  if (!isApiError(error)) {
    return { title: 'Something went wrong', detail: 'The page hit an unexpected problem. Try again.' };
  }
  if (error.errorCode === 'network_error') {
    return { title: 'Cannot reach the service', detail: 'Check your connection, then try again.' };
  }
  if (error.errorCode === 'malformed_response') {
    return { title: 'Unexpected response', detail: 'The service answered in a form the console does not understand. Try again; if it persists, report it.' };
  }
  if (error.status >= 500) {
    return {
      title: 'The service had a problem',
      detail: error.requestId ? `Try again in a moment. Reference: ${error.requestId}.` : 'Try again in a moment.',
    };
  }
  return { title: 'Request failed', detail: error.message };
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  if (error instanceof ApiError && error.status === 403) return <PermissionDenied />;
  const { title, detail } = describeError(error);
  return (
    <div className={styles.state} role="alert">
      <h2 className={styles.title}>{title}</h2>
      <p className="muted">{detail}</p>
      {onRetry ? <button type="button" className="btn" onClick={onRetry}>Try again</button> : null}
    </div>
  );
}
