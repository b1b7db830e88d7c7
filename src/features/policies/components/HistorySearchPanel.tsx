import { defineMessages, T, useErrorMessages, useT } from '../../../lib/i18n';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { describeError } from '../../../components/states';
import { formatInteger, formatList } from '../../../lib/format';
import type { HistorySearch } from '../model/history-search';
import { AuthorName } from './AuthorName';
import type { RevisionInfo } from './BlameView';
import { RelativeTime } from './RelativeTime';
import own from './HistorySearchPanel.module.css';
import { words } from './words';
import styles from './PolicyViewerPage.module.css';

const messages = defineMessages({
  revisionLine: {
    id: 'policies.historySearch.revisionLine',
    defaultMessage: 'Revision {revision, number}, line {line, number}',
  },
  searching: { id: 'policies.historySearch.searching', defaultMessage: 'Searching…' },
  heading: { id: 'policies.historySearch.heading', defaultMessage: 'Search all revisions' },
  query: { id: 'policies.historySearch.query', defaultMessage: 'Text to find in every revision' },
  placeholder: {
    id: 'policies.historySearch.placeholder',
    defaultMessage: 'Text, e.g. role = "owner"',
    description: 'role = "owner" is policy source: keep it as it is',
  },
  matchCase: { id: 'policies.historySearch.matchCase', defaultMessage: 'Match case' },
  find: { id: 'policies.historySearch.find', defaultMessage: 'Find first and last' },
  none: { id: 'policies.historySearch.none', defaultMessage: 'No revision contains <q>{query}</q>.' },
  found: {
    id: 'policies.historySearch.found',
    defaultMessage: '<q>{query}</q> is in {count, number} of {total, plural, one {# revision} other {# revisions}}.',
  },
  first: { id: 'policies.historySearch.first', defaultMessage: 'First revision containing it' },
  last: { id: 'policies.historySearch.last', defaultMessage: 'Last revision containing it' },
  removedIn: { id: 'policies.historySearch.removedIn', defaultMessage: 'removed in revision {revision, number}' },
  stillIn: { id: 'policies.historySearch.stillIn', defaultMessage: 'still in the latest revision' },
  inRevisions: { id: 'policies.historySearch.inRevisions', defaultMessage: 'In revisions' },
  run: {
    id: 'policies.historySearch.run',
    defaultMessage: '{from, number}–{to, number}',
    description: 'A run of consecutive revisions, in the list of those containing the text',
  },
});

const quote = (chunks: ReactNode[]) => <q>{chunks}</q>;

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
  const t = useT('policies');
  return (
    <>
      <Link to={href}>{t(messages.revisionLine, { revision, line })}</Link>
      {info ? (
        <span className="muted">
          {' '}
          <T
            message={words.byWhoWhen}
            values={{
              author: <AuthorName userId={info.createdByUserId} />,
              when: <RelativeTime iso={info.createdAt} />,
            }}
          />
        </span>
      ) : null}
    </>
  );
}

/** "First revision containing…" and "last revision containing…", over every revision of the policy. */
export function HistorySearchPanel(props: HistorySearchPanelProps) {
  const { request, result, progress, error } = props;
  useErrorMessages(request !== null && request !== undefined && error !== null);
  const t = useT('policies');
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
          {t(words.tryAgain)}
        </button>
      </div>
    );
  } else if (request && !result) {
    status = (
      <p className="muted" role="status">
        {progress && progress.loaded < progress.total
          ? t(words.readingRevisions, { loaded: progress.loaded, total: progress.total })
          : t(messages.searching)}
      </p>
    );
  } else if (request && result) {
    status = <SearchResult {...props} result={result} />;
  }

  return (
    <section className={`card ${styles.history}`} aria-labelledby={`${id}-heading`}>
      <div className={styles.historyHeader}>
        <h2 id={`${id}-heading`}>{t(messages.heading)}</h2>
      </div>
      <form className={own.form} role="search" aria-labelledby={`${id}-heading`} onSubmit={onSubmit}>
        <label htmlFor={`${id}-query`} className="visually-hidden">
          {t(messages.query)}
        </label>
        <input
          id={`${id}-query`}
          className="input"
          type="search"
          placeholder={t(messages.placeholder)}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <label className={own.toggle}>
          <input type="checkbox" checked={matchCase} onChange={(event) => setMatchCase(event.target.checked)} />
          {t(messages.matchCase)}
        </label>
        <button type="submit" className="btn btn-small" disabled={query === ''}>
          {t(messages.find)}
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
  const t = useT('policies');
  if (!result.first || !result.last) {
    return (
      <p role="status">
        <T message={messages.none} values={{ query: result.query, q: quote }} />
      </p>
    );
  }
  const removedIn = result.last.revision < result.newest ? result.last.revision + 1 : null;
  return (
    <div role="status" className={own.result}>
      <p>
        <T
          message={messages.found}
          values={{ query: result.query, count: result.count, total: result.newest, q: quote }}
        />
      </p>
      <dl className={own.facts}>
        <dt>{t(messages.first)}</dt>
        <dd>
          <RevisionLine
            revision={result.first.revision}
            line={result.first.line}
            href={lineHref(result.first.revision, result.first.line)}
            info={revisionInfo(result.first.revision)}
          />
        </dd>
        <dt>{t(messages.last)}</dt>
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
              · <Link to={changesHref(removedIn)}>{t(messages.removedIn, { revision: removedIn })}</Link>
            </>
          ) : (
            <> · {t(messages.stillIn)}</>
          )}
        </dd>
        {result.runs.length > 1 ? (
          <>
            <dt>{t(messages.inRevisions)}</dt>
            <dd>
              {formatList(
                result.runs.map((run) =>
                  run.from === run.to ? formatInteger(run.from) : t(messages.run, { from: run.from, to: run.to }),
                ),
                { type: 'unit' },
              )}
            </dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
