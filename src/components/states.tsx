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

type HeadingLevel = 1 | 2 | 3;

/** A heading at the level the state stands in for: 1 when it replaces a whole page. */
function Heading({ level = 2, children }: { level?: HeadingLevel | undefined; children: ReactNode }) {
  const Tag = `h${level}` as const;
  return <Tag className={styles.title}>{children}</Tag>;
}

export function EmptyState({
  title,
  children,
  action,
  headingLevel,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  headingLevel?: HeadingLevel;
}) {
  return (
    <div className={styles.state}>
      <Heading level={headingLevel}>{title}</Heading>
      {children ? <div className="muted">{children}</div> : null}
      {action}
    </div>
  );
}

export function PermissionDenied({
  what = 'this page',
  action = 'see',
  headingLevel,
}: {
  what?: string;
  /** The verb: "You lack permission to create scripts". */
  action?: string;
  headingLevel?: HeadingLevel;
}) {
  return (
    <div className={styles.state} role="alert">
      <Heading level={headingLevel}>
        You lack permission to {action} {what}
      </Heading>
      <p className="muted">
        {action === 'see'
          ? `Your role does not include access to ${what}.`
          : `Your role does not allow you to ${action} ${what}.`}{' '}
        Ask a workspace owner or admin if you need it. You are still signed in.
      </p>
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
    return {
      title: 'Unexpected response',
      detail: 'The service answered in a form the console does not understand. Try again; if it persists, report it.',
    };
  }
  if (error.status >= 500) {
    return {
      title: 'The service had a problem',
      detail: error.requestId ? `Try again in a moment. Reference: ${error.requestId}.` : 'Try again in a moment.',
    };
  }
  return { title: 'Request failed', detail: error.message };
}

export function ErrorState({
  error,
  onRetry,
  headingLevel,
}: {
  error: unknown;
  onRetry?: () => void;
  headingLevel?: HeadingLevel;
}) {
  if (error instanceof ApiError && error.status === 403) return <PermissionDenied headingLevel={headingLevel} />;
  const { title, detail } = describeError(error);
  return (
    <div className={styles.state} role="alert">
      <Heading level={headingLevel}>{title}</Heading>
      <p className="muted">{detail}</p>
      {onRetry ? (
        <button type="button" className="btn" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
