import { Suspense, type ReactNode } from 'react';
import { ApiError } from '../lib/http';
import { describeApiError, defineMessages, textOf, useErrorMessages, useT, type Text } from '../lib/i18n';
import styles from './states.module.css';

const messages = defineMessages({
  loading: { id: 'shell.state.loading', defaultMessage: 'Loading…' },
  deniedTitle: {
    id: 'shell.state.deniedTitle',
    defaultMessage:
      '{action, select, create {You lack permission to create {what}} run {You lack permission to run {what}} other {You lack permission to see {what}}}',
    description: '{what} is a noun phrase such as “segments” or “the org chart”',
  },
  deniedDetail: {
    id: 'shell.state.deniedDetail',
    defaultMessage:
      '{action, select, create {Your role does not allow you to create {what}.} run {Your role does not allow you to run {what}.} other {Your role does not include access to {what}.}} Ask a workspace owner or admin if you need it. You are still signed in.',
  },
  thisPage: {
    id: 'shell.state.thisPage',
    defaultMessage: 'this page',
    description: 'Stands for {what} in “You lack permission to see {what}”',
  },
  tryAgain: { id: 'shell.state.tryAgain', defaultMessage: 'Try again' },
  serviceWords: {
    id: 'shell.state.serviceWords',
    defaultMessage: 'In the service’s words:',
    description: 'Before the service’s own (English) message, for an error the console has no words for',
  },
});

export function LoadingState({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className={styles.state} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label ?? t(messages.loading)}</span>
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

/** The actions a refusal can name; "see" unless the page does something else. */
export type DeniedAction = 'see' | 'create' | 'run';

export function PermissionDenied({
  what,
  action = 'see',
  headingLevel,
}: {
  /** What cannot be seen (created, run), as a noun phrase: "segments", "the org chart". */
  what?: Text;
  action?: DeniedAction;
  headingLevel?: HeadingLevel;
}) {
  const t = useT();
  const values = { action, what: what === undefined ? t(messages.thisPage) : textOf(t, what) };
  return (
    <div className={styles.state} role="alert">
      <Heading level={headingLevel}>{t(messages.deniedTitle, values)}</Heading>
      <p className="muted">{t(messages.deniedDetail, values)}</p>
    </div>
  );
}

/**
 * What a failed request means to a user, in one sentence, in their language (describeApiError):
 * for a code the console does not know, the service's own words, marked as such.
 */
export function describeError(error: unknown): { title: string; detail: string } {
  const { title, detail } = describeApiError(error);
  return { title, detail };
}

function ErrorStateBody({
  error,
  onRetry,
  headingLevel,
}: {
  error: unknown;
  onRetry?: () => void;
  headingLevel?: HeadingLevel;
}) {
  useErrorMessages();
  const t = useT();
  const { title, detail, serviceWords } = describeApiError(error);
  return (
    <div className={styles.state} role="alert">
      <Heading level={headingLevel}>{title}</Heading>
      {serviceWords ? (
        <p className="muted">
          {t(messages.serviceWords)}{' '}
          <q lang="en" translate="no">
            {serviceWords}
          </q>
        </p>
      ) : (
        <p className="muted">{detail}</p>
      )}
      {onRetry ? (
        <button type="button" className="btn" onClick={onRetry}>
          {t(messages.tryAgain)}
        </button>
      ) : null}
    </div>
  );
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
  // The errors' messages load with the first error shown.
  return (
    <Suspense fallback={<LoadingState />}>
      <ErrorStateBody error={error} onRetry={onRetry} headingLevel={headingLevel} />
    </Suspense>
  );
}
