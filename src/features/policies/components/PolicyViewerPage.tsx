import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { PolicyRevision, PolicySummary } from '../../../../contract';
import { ErrorState, LoadingState } from '../../../components/states';
import { PageHeader } from '../../../components/PageHeader';
import { defineMessages, T, useT } from '../../../lib/i18n';
import { isApiError } from '../../../lib/http';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePolicy } from '../api/get-policy';
import { revisionQuery, useRevision } from '../api/get-revision';
import {
  describeLineRange,
  fitLineRange,
  lineRangeHash,
  parseLineRangeHash,
  selectLine,
  type LineRange,
} from '../model/line-range';
import {
  parseRevisionNumber,
  permalink,
  previousRevision,
  readRevisionView,
  revisionHref,
  revisionSearch,
  type DiffLayout,
  type RevisionView,
} from '../model/revision-url';
import { ariaKeyShortcut } from '../model/shortcuts';
import { splitSourceLines } from '../model/source-lines';
import { AuthorName } from './AuthorName';
import { BlamePanel } from './BlamePanel';
import { ComparePanel } from './ComparePanel';
import { FindInView } from './FindInView';
import { HistorySearchPanel, type HistorySearchRequest } from './HistorySearchPanel';
import { LineRangeForm } from './LineRangeForm';
import { PolicyNotFound, RevisionNotFound } from './NotFoundStates';
import { PermalinkButton } from './PermalinkButton';
import { RelativeTime } from './RelativeTime';
import { RevisionHistory } from './RevisionHistory';
import { RevisionNumberForm } from './RevisionNumberForm';
import { ShortcutsDialog } from './ShortcutsDialog';
import { SegmentLinksProvider } from './SegmentLinks';
import { SourceViewer } from './SourceViewer';
import { useHistorySearch } from './use-revision-blame';
import { useViewerShortcuts } from './use-viewer-shortcuts';
import { words } from './words';
import styles from './PolicyViewerPage.module.css';

const messages = defineMessages({
  breadcrumb: { id: 'policies.viewer.breadcrumb', defaultMessage: 'Breadcrumb' },
  policies: { id: 'policies.viewer.policies', defaultMessage: 'Policies' },
  policyNotFound: { id: 'policies.viewer.policyNotFound', defaultMessage: 'Policy not found' },
  revisionNotFound: { id: 'policies.viewer.revisionNotFound', defaultMessage: 'Revision not found' },
  titleRevision: {
    id: 'policies.viewer.titleRevision',
    defaultMessage: '{name} · revision {number}',
    description: 'The browser tab’s title: the policy’s name and the revision on screen',
  },
  policy: {
    id: 'policies.viewer.policy',
    defaultMessage: 'Policy',
    description: 'The tab’s title while the policy loads',
  },
  loadingPolicy: { id: 'policies.viewer.loadingPolicy', defaultMessage: 'Loading the policy…' },
  revisionOf: { id: 'policies.viewer.revisionOf', defaultMessage: 'Revision {number, number} of {latest, number}' },
  loadingRevision: { id: 'policies.viewer.loadingRevision', defaultMessage: 'Loading revision {number}…' },
  find: { id: 'policies.viewer.find', defaultMessage: 'Find in the source of revision {number}' },
  sourceLabel: {
    id: 'policies.viewer.sourceLabel',
    defaultMessage: 'Source of revision {number}, {count, plural, one {# line} other {# lines}}',
  },
  shortcuts: { id: 'policies.viewer.shortcuts', defaultMessage: 'Shortcuts' },
  previousLabel: { id: 'policies.viewer.previousLabel', defaultMessage: 'Previous revision' },
  previous: { id: 'policies.viewer.previous', defaultMessage: 'Previous' },
  nextLabel: { id: 'policies.viewer.nextLabel', defaultMessage: 'Next revision' },
  next: { id: 'policies.viewer.next', defaultMessage: 'Next' },
  revisionTitle: { id: 'policies.viewer.revisionTitle', defaultMessage: 'Revision {number}' },
  changes: { id: 'policies.viewer.changes', defaultMessage: 'Changes' },
  blame: { id: 'policies.viewer.blame', defaultMessage: 'Blame', description: 'Who last changed each line' },
  source: { id: 'policies.viewer.source', defaultMessage: 'Source' },
  view: {
    id: 'policies.viewer.view',
    defaultMessage: 'View',
    description: 'Accessible name of the Source/Changes/Blame switch',
  },
  highlighting: { id: 'policies.viewer.highlighting', defaultMessage: 'Highlighting {range}.' },
  clamped: {
    id: 'policies.viewer.clamped',
    defaultMessage:
      'The link asks for {requested}, but this revision ends at line {lineCount, number}: highlighting {range}.',
    description: 'requested, range: “line 4” or “lines 4–8”',
  },
  outside: {
    id: 'policies.viewer.outside',
    defaultMessage:
      'The link asks for {requested}, but this revision has only {lineCount, plural, one {# line} other {# lines}}.',
    description: 'requested: “line 4” or “lines 4–8”',
  },
  clearHighlight: { id: 'policies.viewer.clearHighlight', defaultMessage: 'Clear highlight' },
});

function hasCode(error: unknown, code: string): boolean {
  return isApiError(error) && error.errorCode === code;
}

function Breadcrumb({ policy }: { policy?: PolicySummary }) {
  const t = useT('policies');
  return (
    <nav aria-label={t(messages.breadcrumb)} className={styles.breadcrumb}>
      <ol>
        <li>
          <Link to="/policies">{t(messages.policies)}</Link>
        </li>
        {policy ? <li aria-current="page">{policy.name}</li> : null}
      </ol>
    </nav>
  );
}

/** Loads the policy and the revision the address names (the latest when it names none). */
export function PolicyViewerPage() {
  const t = useT('policies');
  const { policyId = '', revisionNumber } = useParams();
  const requested = revisionNumber === undefined ? 'latest' : parseRevisionNumber(revisionNumber);
  const policy = usePolicy(policyId);
  const number = requested === 'latest' ? (policy.data?.latestRevision ?? null) : requested;
  const revision = useRevision(policyId, number);
  const policyMissing = hasCode(policy.error, 'policy_not_found') || hasCode(revision.error, 'policy_not_found');
  const revisionMissing = requested === null || hasCode(revision.error, 'policy_revision_not_found');
  useDocumentTitle(
    policyMissing
      ? t(messages.policyNotFound)
      : revisionMissing
        ? t(messages.revisionNotFound)
        : policy.data
          ? number
            ? t(messages.titleRevision, { name: policy.data.name, number: String(number) })
            : policy.data.name
          : t(messages.policy),
  );

  if (policyMissing) {
    return (
      <>
        <Breadcrumb />
        <PolicyNotFound policyId={policyId} />
      </>
    );
  }
  if (revisionMissing) {
    return (
      <>
        <Breadcrumb policy={policy.data} />
        <RevisionNotFound policyId={policyId} policy={policy.data} requested={revisionNumber ?? ''} />
      </>
    );
  }
  if (policy.error) {
    return (
      <>
        <Breadcrumb />
        <ErrorState error={policy.error} onRetry={() => void policy.refetch()} />
      </>
    );
  }
  if (!policy.data || number === null) return <LoadingState label={t(messages.loadingPolicy)} />;
  return (
    <SegmentLinksProvider>
      <RevisionPage
        policy={policy.data}
        number={number}
        revision={revision.data}
        revisionError={revision.error}
        onRetryRevision={() => void revision.refetch()}
      />
    </SegmentLinksProvider>
  );
}

function RevisionPage({
  policy,
  number,
  revision,
  revisionError,
  onRetryRevision,
}: {
  policy: PolicySummary;
  number: number;
  /** Undefined while it loads. */
  revision: PolicyRevision | undefined;
  revisionError: Error | null;
  onRetryRevision: () => void;
}) {
  const t = useT('policies');
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const view = readRevisionView(new URLSearchParams(location.search));
  const requestedRange = parseLineRangeHash(location.hash);
  const latest = Math.max(policy.latestRevision, number);
  const lines = useMemo(() => (revision ? splitSourceLines(revision.source) : []), [revision]);
  const fitted = revision ? fitLineRange(requestedRange, lines.length) : ({ status: 'none' } as const);
  const range = fitted.status === 'inside' || fitted.status === 'clamped' ? fitted.range : null;
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const revisionInputRef = useRef<HTMLInputElement>(null);
  const linesInputRef = useRef<HTMLInputElement>(null);
  const permalinkRef = useRef<HTMLButtonElement>(null);

  const older = number > 1 ? number - 1 : null;
  const newer = number < latest ? number + 1 : null;

  // The revision before is the usual next step (and the default comparison): have it ready.
  useEffect(() => {
    if (older !== null) void queryClient.prefetchQuery(revisionQuery(policy.id, older));
  }, [queryClient, policy.id, older]);

  /** Another revision, in the same mode; a comparison moves along to "that revision against the one before". */
  const hrefForRevision = (target: number) =>
    revisionHref({
      policyId: policy.id,
      revision: target,
      view: view.compare === null ? view : { ...view, compare: previousRevision(target) },
      range: requestedRange,
    });
  const hrefForView = (next: RevisionView) => `${location.pathname}${revisionSearch(next)}${location.hash}`;
  const sourceHref = hrefForView({ ...view, compare: null, blame: false });
  const changesHref = hrefForView({ ...view, compare: view.compare ?? previousRevision(number), blame: false });
  const blameHref = hrefForView({ ...view, compare: null, blame: true });
  const whitespaceHref = hrefForView({ ...view, ignoreWhitespace: !view.ignoreWhitespace });
  /** What revision `target` changed (against the one before), keeping the layout and the whitespace switch. */
  const revisionChangesHref = (target: number) =>
    revisionHref({
      policyId: policy.id,
      revision: target,
      view: { ...view, compare: previousRevision(target), blame: false },
      range: null,
    });
  /** The blame of revision `target`, at `line` (0: no line). */
  const revisionBlameHref = (target: number, line: number) =>
    revisionHref({
      policyId: policy.id,
      revision: target,
      view: { ...view, compare: null, blame: true },
      range: line > 0 ? { start: line, end: line } : null,
    });
  const revisionLineHref = (target: number, line: number) =>
    revisionHref({
      policyId: policy.id,
      revision: target,
      view: { ...view, compare: null, blame: false },
      range: { start: line, end: line },
    });
  const layoutHref = (layout: DiffLayout) => hrefForView({ ...view, layout });
  const lineHref = (line: number) => `${location.pathname}${location.search}#L${line}`;
  const link = permalink(window.location.origin, {
    policyId: policy.id,
    revision: number,
    view,
    range: requestedRange,
  });

  const setRange = (next: LineRange | null) =>
    navigate({ pathname: location.pathname, search: location.search, hash: lineRangeHash(next) }, { replace: true });
  const onSelectLine = (line: number, extend: boolean) => setRange(selectLine(range, line, extend));

  useViewerShortcuts({
    older: () => (older === null ? false : (navigate(hrefForRevision(older)), true)),
    newer: () => (newer === null ? false : (navigate(hrefForRevision(newer)), true)),
    toggleCompare: () => (navigate(view.compare === null ? changesHref : sourceHref), true),
    toggleBlame: () => (navigate(view.blame ? sourceHref : blameHref), true),
    toggleWhitespace: () => (navigate(whitespaceHref), true),
    toggleLayout: () =>
      view.compare === null ? false : (navigate(layoutHref(view.layout === 'split' ? 'unified' : 'split')), true),
    goToRevision: () => (revisionInputRef.current?.focus(), true),
    highlightLines: () => (linesInputRef.current ? (linesInputRef.current.focus(), true) : false),
    copyPermalink: () => (permalinkRef.current?.click(), true),
    clearLines: () => (requestedRange === null ? false : (setRange(null), true)),
    showShortcuts: () => (setShortcutsOpen(true), true),
  });

  const revisionLabel = t(messages.revisionOf, { number, latest });

  let content;
  if (revisionError) content = <ErrorState error={revisionError} onRetry={onRetryRevision} />;
  else if (!revision) content = <LoadingState label={t(messages.loadingRevision, { number: String(number) })} />;
  else if (view.compare !== null) {
    content = (
      <ComparePanel
        key={`${view.compare}-${number}`}
        policyId={policy.id}
        target={revision}
        base={view.compare}
        latest={latest}
        layout={view.layout}
        range={range}
        layoutHref={layoutHref}
        defaultComparisonHref={hrefForView({ ...view, compare: previousRevision(number) })}
        onChangeComparison={(base, target) =>
          navigate(
            revisionHref({
              policyId: policy.id,
              revision: target,
              view: { ...view, compare: base },
              range: requestedRange,
            }),
          )
        }
        lineHref={lineHref}
        onSelectLine={onSelectLine}
        ignoreWhitespace={view.ignoreWhitespace}
        whitespaceHref={whitespaceHref}
      />
    );
  } else if (view.blame) {
    content = (
      <BlamePanel
        key={number}
        policyId={policy.id}
        revision={revision}
        lines={lines}
        ignoreWhitespace={view.ignoreWhitespace}
        range={range}
        lineHref={lineHref}
        onSelectLine={onSelectLine}
        changesHref={revisionChangesHref}
        blameHref={revisionBlameHref}
        whitespaceHref={whitespaceHref}
      />
    );
  } else {
    content = (
      <FindInView rows={lines} label={t(messages.find, { number: String(number) })}>
        {(find) => (
          <SourceViewer
            lines={lines}
            label={t(messages.sourceLabel, { number: String(number), count: lines.length })}
            range={range}
            lineHref={lineHref}
            onSelectLine={onSelectLine}
            find={find.highlight}
            findRow={find.row}
          />
        )}
      </FindInView>
    );
  }

  return (
    <>
      <Breadcrumb policy={policy} />
      <PageHeader
        title={policy.name}
        subtitle={
          <span className={styles.subtitle}>
            <span aria-live="polite">{revisionLabel}</span>
            {number === latest ? <span className="badge badge-accent">{t(words.latest)}</span> : null}
            {revision ? (
              <span>
                <T
                  message={words.byWhoWhen}
                  values={{
                    author: <AuthorName userId={revision.createdByUserId} />,
                    when: <RelativeTime iso={revision.createdAt} focusable />,
                  }}
                />
              </span>
            ) : null}
          </span>
        }
        actions={
          <>
            <PermalinkButton url={link} buttonRef={permalinkRef} />
            <button
              type="button"
              className="btn btn-small"
              onClick={() => setShortcutsOpen(true)}
              aria-keyshortcuts={ariaKeyShortcut('showShortcuts')}
            >
              {t(messages.shortcuts)}{' '}
              <kbd className={styles.kbd} aria-hidden="true">
                ?
              </kbd>
            </button>
          </>
        }
      />

      <div className={styles.toolbar}>
        <div className={styles.stepper}>
          {older !== null ? (
            <Link
              className="btn btn-small"
              to={hrefForRevision(older)}
              aria-keyshortcuts="["
              aria-label={t(messages.previousLabel)}
              title={t(messages.revisionTitle, { number: String(older) })}
            >
              <span aria-hidden="true">‹</span> {t(messages.previous)}
              <kbd className={styles.kbd} aria-hidden="true">
                [
              </kbd>
            </Link>
          ) : (
            <button type="button" className="btn btn-small" disabled aria-label={t(messages.previousLabel)}>
              <span aria-hidden="true">‹</span> {t(messages.previous)}
            </button>
          )}
          {newer !== null ? (
            <Link
              className="btn btn-small"
              to={hrefForRevision(newer)}
              aria-keyshortcuts="]"
              aria-label={t(messages.nextLabel)}
              title={t(messages.revisionTitle, { number: String(newer) })}
            >
              {t(messages.next)} <span aria-hidden="true">›</span>
              <kbd className={styles.kbd} aria-hidden="true">
                ]
              </kbd>
            </Link>
          ) : (
            <button type="button" className="btn btn-small" disabled aria-label={t(messages.nextLabel)}>
              {t(messages.next)} <span aria-hidden="true">›</span>
            </button>
          )}
        </div>
        <RevisionNumberForm
          latest={latest}
          inputRef={revisionInputRef}
          onGo={(target) => navigate(hrefForRevision(target))}
        />
      </div>

      <div className={styles.layout}>
        <section
          className={styles.content}
          aria-label={t(view.compare !== null ? messages.changes : view.blame ? messages.blame : messages.source)}
        >
          <div className={styles.viewBar}>
            <nav className={styles.segmented} aria-label={t(messages.view)}>
              <Link to={sourceHref} aria-current={view.compare === null && !view.blame ? 'page' : undefined}>
                {t(messages.source)}
              </Link>
              <Link to={changesHref} aria-current={view.compare !== null ? 'page' : undefined} aria-keyshortcuts="c">
                {t(messages.changes)}{' '}
                <kbd className={styles.kbd} aria-hidden="true">
                  c
                </kbd>
              </Link>
              <Link to={blameHref} aria-current={view.blame ? 'page' : undefined} aria-keyshortcuts="b">
                {t(messages.blame)}{' '}
                <kbd className={styles.kbd} aria-hidden="true">
                  b
                </kbd>
              </Link>
            </nav>
            <span className="spacer" />
            {revision ? (
              <LineRangeForm lineCount={lines.length} inputRef={linesInputRef} onHighlight={setRange} />
            ) : null}
          </div>
          <RangeNotice fitted={fitted} lineCount={lines.length} onClear={() => setRange(null)} />
          {content}
        </section>
        <div className={styles.aside}>
          <HistorySearch
            policyId={policy.id}
            latest={latest}
            lineHref={revisionLineHref}
            changesHref={revisionChangesHref}
          />
          <RevisionHistory
            policyId={policy.id}
            current={number}
            base={view.compare}
            latest={latest}
            hrefFor={hrefForRevision}
          />
        </div>
      </div>

      <ShortcutsDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
    </>
  );
}

/** "First/last revision containing…": the revisions are read only once someone searches. */
function HistorySearch({
  policyId,
  latest,
  lineHref,
  changesHref,
}: {
  policyId: string;
  latest: number;
  lineHref: (revision: number, line: number) => string;
  changesHref: (revision: number) => string;
}) {
  const [request, setRequest] = useState<HistorySearchRequest | null>(null);
  const search = useHistorySearch(policyId, latest, request);
  const info = useMemo(() => new Map((search.revisions ?? []).map((item) => [item.number, item])), [search.revisions]);
  return (
    <HistorySearchPanel
      onSearch={setRequest}
      request={request}
      result={search.result}
      progress={search.progress}
      error={search.error}
      onRetry={search.retry}
      lineHref={lineHref}
      changesHref={changesHref}
      revisionInfo={(number) => info.get(number)}
    />
  );
}

function RangeNotice({
  fitted,
  lineCount,
  onClear,
}: {
  fitted: ReturnType<typeof fitLineRange>;
  lineCount: number;
  onClear: () => void;
}) {
  const t = useT('policies');
  let message: string | null = null;
  let warning = false;
  if (fitted.status === 'inside') message = t(messages.highlighting, { range: describeLineRange(fitted.range, t) });
  else if (fitted.status === 'clamped') {
    warning = true;
    message = t(messages.clamped, {
      requested: describeLineRange(fitted.requested, t),
      lineCount,
      range: describeLineRange(fitted.range, t),
    });
  } else if (fitted.status === 'outside') {
    warning = true;
    message = t(messages.outside, { requested: describeLineRange(fitted.requested, t), lineCount });
  }
  return (
    <div role="status" className={`${styles.rangeNotice} ${warning ? styles.rangeWarning : ''}`}>
      {message ? (
        <>
          <span>{message}</span>
          <button type="button" className="btn btn-small btn-ghost" onClick={onClear} aria-keyshortcuts="Escape">
            {t(messages.clearHighlight)}
          </button>
        </>
      ) : null}
    </div>
  );
}
