import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { PolicyRevision, PolicySummary } from '../../../../contract';
import { ErrorState, LoadingState } from '../../../components/states';
import { PageHeader } from '../../../components/PageHeader';
import { formatInteger, formatQuantity } from '../../../lib/format';
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
import styles from './PolicyViewerPage.module.css';

function hasCode(error: unknown, code: string): boolean {
  return isApiError(error) && error.errorCode === code;
}

function Breadcrumb({ policy }: { policy?: PolicySummary }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol>
        <li>
          <Link to="/policies">Policies</Link>
        </li>
        {policy ? <li aria-current="page">{policy.name}</li> : null}
      </ol>
    </nav>
  );
}

/** Loads the policy and the revision the address names (the latest when it names none). */
export function PolicyViewerPage() {
  const { policyId = '', revisionNumber } = useParams();
  const requested = revisionNumber === undefined ? 'latest' : parseRevisionNumber(revisionNumber);
  const policy = usePolicy(policyId);
  const number = requested === 'latest' ? (policy.data?.latestRevision ?? null) : requested;
  const revision = useRevision(policyId, number);
  const policyMissing = hasCode(policy.error, 'policy_not_found') || hasCode(revision.error, 'policy_not_found');
  const revisionMissing = requested === null || hasCode(revision.error, 'policy_revision_not_found');
  useDocumentTitle(
    policyMissing
      ? 'Policy not found'
      : revisionMissing
        ? 'Revision not found'
        : policy.data
          ? `${policy.data.name}${number ? ` · revision ${number}` : ''}`
          : 'Policy',
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
  if (!policy.data || number === null) return <LoadingState label="Loading the policy…" />;
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

  const revisionLabel = `Revision ${formatInteger(number)} of ${formatInteger(latest)}`;

  let content;
  if (revisionError) content = <ErrorState error={revisionError} onRetry={onRetryRevision} />;
  else if (!revision) content = <LoadingState label={`Loading revision ${number}…`} />;
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
      <FindInView rows={lines} label={`Find in the source of revision ${number}`}>
        {(find) => (
          <SourceViewer
            lines={lines}
            label={`Source of revision ${number}, ${formatInteger(lines.length)} lines`}
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
            {number === latest ? <span className="badge badge-accent">Latest</span> : null}
            {revision ? (
              <span>
                by <AuthorName userId={revision.createdByUserId} />, <RelativeTime iso={revision.createdAt} focusable />
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
              Shortcuts{' '}
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
              aria-label="Previous revision"
              title={`Revision ${older}`}
            >
              <span aria-hidden="true">‹</span> Previous
              <kbd className={styles.kbd} aria-hidden="true">
                [
              </kbd>
            </Link>
          ) : (
            <button type="button" className="btn btn-small" disabled aria-label="Previous revision">
              <span aria-hidden="true">‹</span> Previous
            </button>
          )}
          {newer !== null ? (
            <Link
              className="btn btn-small"
              to={hrefForRevision(newer)}
              aria-keyshortcuts="]"
              aria-label="Next revision"
              title={`Revision ${newer}`}
            >
              Next <span aria-hidden="true">›</span>
              <kbd className={styles.kbd} aria-hidden="true">
                ]
              </kbd>
            </Link>
          ) : (
            <button type="button" className="btn btn-small" disabled aria-label="Next revision">
              Next <span aria-hidden="true">›</span>
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
          aria-label={view.compare !== null ? 'Changes' : view.blame ? 'Blame' : 'Source'}
        >
          <div className={styles.viewBar}>
            <nav className={styles.segmented} aria-label="View">
              <Link to={sourceHref} aria-current={view.compare === null && !view.blame ? 'page' : undefined}>
                Source
              </Link>
              <Link to={changesHref} aria-current={view.compare !== null ? 'page' : undefined} aria-keyshortcuts="c">
                Changes{' '}
                <kbd className={styles.kbd} aria-hidden="true">
                  c
                </kbd>
              </Link>
              <Link to={blameHref} aria-current={view.blame ? 'page' : undefined} aria-keyshortcuts="b">
                Blame{' '}
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
  let message: string | null = null;
  let warning = false;
  if (fitted.status === 'inside') message = `Highlighting ${describeLineRange(fitted.range)}.`;
  else if (fitted.status === 'clamped') {
    warning = true;
    message = `The link asks for ${describeLineRange(fitted.requested)}, but this revision ends at line ${formatInteger(lineCount)}: highlighting ${describeLineRange(fitted.range)}.`;
  } else if (fitted.status === 'outside') {
    warning = true;
    message = `The link asks for ${describeLineRange(fitted.requested)}, but this revision has only ${formatQuantity(lineCount, 'line')}.`;
  }
  return (
    <div role="status" className={`${styles.rangeNotice} ${warning ? styles.rangeWarning : ''}`}>
      {message ? (
        <>
          <span>{message}</span>
          <button type="button" className="btn btn-small btn-ghost" onClick={onClear} aria-keyshortcuts="Escape">
            Clear highlight
          </button>
        </>
      ) : null}
    </div>
  );
}
