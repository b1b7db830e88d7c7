import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { PolicyRevision } from '../../../../contract';
import { ErrorState, LoadingState } from '../../../components/states';
import { formatInteger } from '../../../lib/format';
import { isApiError } from '../../../lib/http';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useRevision } from '../api/get-revision';
import { useRevisionDiff } from './use-revision-diff';
import type { LineRange } from '../model/line-range';
import type { DiffLayout } from '../model/revision-url';
import { DiffViewer } from './DiffViewer';
import { FindInView } from './FindInView';
import { WhitespaceSwitch } from './WhitespaceSwitch';
import styles from './PolicyViewerPage.module.css';

export interface ComparePanelProps {
  policyId: string;
  target: PolicyRevision;
  /** The revision compared with; 0 is the empty text before revision 1. */
  base: number;
  latest: number;
  layout: DiffLayout;
  range: LineRange | null;
  layoutHref: (layout: DiffLayout) => string;
  defaultComparisonHref: string;
  onChangeComparison: (base: number, target: number) => void;
  lineHref: (line: number) => string;
  onSelectLine: (line: number, extend: boolean) => void;
  /** Lines that differ only in whitespace count as unchanged. */
  ignoreWhitespace: boolean;
  /** The address of this comparison with the whitespace switch the other way. */
  whitespaceHref: string;
}

const EMPTY_BASE = 0;

/** Every revision, newest first; `selected` is listed too when the address names one that does not exist. */
function revisionOptions(latest: number, selected: number, withEmpty: boolean) {
  const options = Array.from({ length: latest }, (_, i) => latest - i).map((number) => (
    <option key={number} value={number}>
      Revision {number}
      {number === latest ? ' (latest)' : ''}
    </option>
  ));
  if (selected > latest)
    options.unshift(
      <option key={selected} value={selected}>
        Revision {selected} (does not exist)
      </option>,
    );
  if (withEmpty)
    options.push(
      <option key={EMPTY_BASE} value={EMPTY_BASE}>
        Empty (before revision 1)
      </option>,
    );
  return options;
}

/** Below this width two columns of policy source hold only a few words per line. */
const SPLIT_FITS_QUERY = '(max-width: 760px)';

/** Compares the revision on screen with another one: pickers, layout, summary and the diff itself. */
export function ComparePanel(props: ComparePanelProps) {
  const { policyId, target, base, latest, range, onChangeComparison } = props;
  // Side by side needs room for two columns of code; narrower, the unified view is shown instead.
  const tooNarrowForSplit = useMediaQuery(SPLIT_FITS_QUERY);
  const layout: DiffLayout = props.layout === 'split' && tooNarrowForSplit ? 'unified' : props.layout;
  const unifiedForWidth = props.layout === 'split' && tooNarrowForSplit;
  const id = useId();
  const [expandAll, setExpandAll] = useState(false);
  const baseQuery = useRevision(policyId, base === EMPTY_BASE ? null : base, { throwOnError: false });
  const baseSide = base === EMPTY_BASE ? { number: EMPTY_BASE, source: '' } : baseQuery.data;
  const diff = useRevisionDiff(
    policyId,
    baseSide && { number: base, source: baseSide.source },
    target,
    props.ignoreWhitespace,
  );
  const diffLines = diff.data?.lines;
  const diffRows = useMemo(() => diffLines?.map((line) => line.text) ?? [], [diffLines]);
  const baseName = base === EMPTY_BASE ? 'the empty text' : `revision ${base}`;

  let body;
  if (isApiError(baseQuery.error) && baseQuery.error.errorCode === 'policy_revision_not_found') {
    body = (
      <div className="alert alert-warning" role="alert">
        <span>Revision {base} does not exist, so there is nothing to compare with.</span>
        <Link className="btn btn-small" to={props.defaultComparisonHref}>
          Compare with the previous revision
        </Link>
      </div>
    );
  } else if (baseQuery.error) {
    body = <ErrorState error={baseQuery.error} onRetry={() => void baseQuery.refetch()} />;
  } else if (!baseSide) {
    body = <LoadingState label={`Loading revision ${base}…`} />;
  } else if (diff.error) {
    body = (
      <div className="alert alert-danger" role="alert">
        <span>{diff.error.message}</span>
        <button type="button" className="btn btn-small" onClick={() => void diff.refetch()}>
          Try again
        </button>
      </div>
    );
  } else if (!diff.data) {
    body = <LoadingState label="Comparing the revisions…" />;
  } else {
    const unchanged = diff.data.added === 0 && diff.data.removed === 0;
    body = (
      <>
        {diff.data.approximate ? (
          <div className="alert alert-warning" role="status">
            These revisions differ too much to match line by line in reasonable time: every line of {baseName} shows as
            removed and every line of revision {target.number} as added.
          </div>
        ) : null}
        {unifiedForWidth ? (
          <p className="alert" role="status">
            Side by side needs a wider screen: the changes are shown unified.
          </p>
        ) : null}
        {unchanged ? (
          <div className="alert" role="status">
            {props.ignoreWhitespace
              ? `No differences but whitespace: ${baseName} and revision ${target.number} have the same text once spaces are left out.`
              : `No differences: ${baseName} and revision ${target.number} have the same text.`}
          </div>
        ) : null}
        <FindInView rows={diffRows} label={`Find in the changes from ${baseName} to revision ${target.number}`}>
          {(find) => (
            <DiffViewer
              lines={diffLines ?? []}
              layout={layout}
              label={`Changes from ${baseName} to revision ${target.number}`}
              range={range}
              lineHref={props.lineHref}
              onSelectLine={props.onSelectLine}
              expandAll={expandAll}
              find={find.highlight}
              findRow={find.row}
            />
          )}
        </FindInView>
      </>
    );
  }

  return (
    <div className="stack">
      <div className={styles.compareBar}>
        <div className={styles.compareSelects}>
          <label htmlFor={`${id}-from`} className={styles.inlineLabel}>
            From
          </label>
          <select
            id={`${id}-from`}
            className={`select ${styles.select}`}
            value={base}
            onChange={(event) => onChangeComparison(Number(event.target.value), target.number)}
          >
            {revisionOptions(latest, base, true)}
          </select>
          <button
            type="button"
            className="btn btn-small btn-ghost"
            disabled={base === EMPTY_BASE}
            onClick={() => onChangeComparison(target.number, base)}
            title="Swap the two revisions"
          >
            <span aria-hidden="true">⇄</span> Swap
          </button>
          <label htmlFor={`${id}-to`} className={styles.inlineLabel}>
            To
          </label>
          <select
            id={`${id}-to`}
            className={`select ${styles.select}`}
            value={target.number}
            onChange={(event) => onChangeComparison(base, Number(event.target.value))}
          >
            {revisionOptions(latest, target.number, false)}
          </select>
        </div>
        <nav className={styles.segmented} aria-label="Layout of the changes">
          <Link
            to={props.layoutHref('unified')}
            aria-current={props.layout === 'unified' ? 'page' : undefined}
            aria-keyshortcuts="v"
          >
            Unified
          </Link>
          <Link
            to={props.layoutHref('split')}
            aria-current={props.layout === 'split' ? 'page' : undefined}
            aria-keyshortcuts="v"
          >
            Side by side
          </Link>
        </nav>
        <WhitespaceSwitch checked={props.ignoreWhitespace} toggledHref={props.whitespaceHref} />
        <span className="spacer" />
        {diff.data ? (
          <>
            <span className={styles.stats}>
              <span className={styles.statAdded} aria-hidden="true">
                +{formatInteger(diff.data.added)}
              </span>{' '}
              <span className={styles.statRemoved} aria-hidden="true">
                −{formatInteger(diff.data.removed)}
              </span>
              <span className="visually-hidden">
                {formatInteger(diff.data.added)} lines added, {formatInteger(diff.data.removed)} removed
              </span>
            </span>
            <button
              type="button"
              className="btn btn-small"
              aria-pressed={expandAll}
              onClick={() => setExpandAll((value) => !value)}
            >
              {expandAll ? 'Fold unchanged lines' : 'Show all lines'}
            </button>
          </>
        ) : null}
      </div>
      {body}
    </div>
  );
}
