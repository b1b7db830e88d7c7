import { useErrorMessages } from '../../../lib/i18n';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { describeError } from '../../../components/states';
import { formatInteger, formatQuantity } from '../../../lib/format';
import type { HistorySearch } from '../model/history-search';
import { AuthorName } from './AuthorName';
import type { RevisionInfo } from './BlameView';
import { RelativeTime } from './RelativeTime';
import own from './HistorySearchPanel.module.css';
import styles from './PolicyViewerPage.module.css';

export interface HistorySearchRequest {
  query: string;
  matchCase: boolean;
}

export interface HistorySearchPanelProps {
  onSearch: (request: HistorySearchRequest) => void;
  /** What was searched for last, if anything. */
  request: HistorySearchRequest | null;
  result: HistorySearch | undefined;
  /** Revisions read so far, while the search waits for them. */
  progress: { loaded: number; total: number } | null;
  error: Error | null;
  onRetry: () => void;
  /** The address of a line of a revision. */
  lineHref: (revision: number, line: number) => string;
  /** The address of a revision's changes. */
  changesHref: (revision: number) => string;
  revisionInfo: (revision: number) => RevisionInfo | undefined;
}

function RevisionLine({
  revision,
  line,
  href,
  info,
}: {
  revision: number;
  line: number;
  href: string;
  info: RevisionInfo | undefined;
}) {
  return (
    <>
      <Link to={href}>
        Revision {formatInteger(revision)}, line {formatInteger(line)}
      </Link>
      {info ? (
        <span className="muted">
          {' '}
          by <AuthorName userId={info.createdByUserId} />, <RelativeTime iso={info.createdAt} />
        </span>
      ) : null}
    </>
  );
}

/** "First revision containing…" and "last revision containing…", over every revision of the policy. */
export function HistorySearchPanel(props: HistorySearchPanelProps) {
  const { request, result, progress, error } = props;
  useErrorMessages(request !== null && request !== undefined && error !== null);
  const id = useId();
  const [query, setQuery] = useState(request?.query ?? '');
  const [matchCase, setMatchCase] = useState(request?.matchCase ?? false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (query !== '') props.onSearch({ query, matchCase });
  };

  let status = null;
  if (request && error) {
    status = (
      <div className={`alert alert-danger ${styles.historyAlert}`} role="alert">
        <span>{describeError(error).title}</span>
        <button type="button" className="btn btn-small" onClick={props.onRetry}>
          Try again
        </button>
      </div>
    );
  } else if (request && !result) {
    status = (
      <p className="muted" role="status">
        {progress && progress.loaded < progress.total
          ? `Reading revisions… ${formatInteger(progress.loaded)} of ${formatInteger(progress.total)}`
          : 'Searching…'}
      </p>
    );
  } else if (request && result) {
    status = <SearchResult {...props} result={result} />;
  }

  return (
    <section className={`card ${styles.history}`} aria-labelledby={`${id}-heading`}>
      <div className={styles.historyHeader}>
        <h2 id={`${id}-heading`}>Search all revisions</h2>
      </div>
      <form className={own.form} role="search" aria-labelledby={`${id}-heading`} onSubmit={onSubmit}>
        <label htmlFor={`${id}-query`} className="visually-hidden">
          Text to find in every revision
        </label>
        <input
          id={`${id}-query`}
          className="input"
          type="search"
          placeholder='Text, e.g. role = "owner"'
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <label className={own.toggle}>
          <input type="checkbox" checked={matchCase} onChange={(event) => setMatchCase(event.target.checked)} />
          Match case
        </label>
        <button type="submit" className="btn btn-small" disabled={query === ''}>
          Find first and last
        </button>
      </form>
      {status}
    </section>
  );
}

function SearchResult({
  result,
  lineHref,
  changesHref,
  revisionInfo,
}: HistorySearchPanelProps & { result: HistorySearch }) {
  if (!result.first || !result.last) {
    return (
      <p role="status">
        No revision contains <q>{result.query}</q>.
      </p>
    );
  }
  const removedIn = result.last.revision < result.newest ? result.last.revision + 1 : null;
  return (
    <div role="status" className={own.result}>
      <p>
        <q>{result.query}</q> is in {formatInteger(result.count)} of {formatQuantity(result.newest, 'revision')}.
      </p>
      <dl className={own.facts}>
        <dt>First revision containing it</dt>
        <dd>
          <RevisionLine
            revision={result.first.revision}
            line={result.first.line}
            href={lineHref(result.first.revision, result.first.line)}
            info={revisionInfo(result.first.revision)}
          />
        </dd>
        <dt>Last revision containing it</dt>
        <dd>
          <RevisionLine
            revision={result.last.revision}
            line={result.last.line}
            href={lineHref(result.last.revision, result.last.line)}
            info={revisionInfo(result.last.revision)}
          />
          {removedIn !== null ? (
            <>
              {' '}
              · <Link to={changesHref(removedIn)}>removed in revision {formatInteger(removedIn)}</Link>
            </>
          ) : (
            <> · still in the latest revision</>
          )}
        </dd>
        {result.runs.length > 1 ? (
          <>
            <dt>In revisions</dt>
            <dd>
              {result.runs
                .map((run) =>
                  run.from === run.to ? formatInteger(run.from) : `${formatInteger(run.from)}–${formatInteger(run.to)}`,
                )
                .join(', ')}
            </dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
