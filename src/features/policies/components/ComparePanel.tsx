import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { PolicyRevision } from '../../../../contract';
import { ErrorState, LoadingState } from '../../../components/states';
import { formatInteger } from '../../../lib/format';
import { defineMessages, useT, type Translate } from '../../../lib/i18n';
import { ComparisonFailure } from '../thread/comparison-failure';
import { isApiError } from '../../../lib/http';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useRevision } from '../api/get-revision';
import { useRevisionDiff } from './use-revision-diff';
import type { LineRange } from '../model/line-range';
import type { DiffLayout } from '../model/revision-url';
import { DiffViewer } from './DiffViewer';
import { FindInView } from './FindInView';
import { WhitespaceSwitch } from './WhitespaceSwitch';
import { words } from './words';
import styles from './PolicyViewerPage.module.css';

const messages = defineMessages({
  option: {
    id: 'policies.compare.option',
    defaultMessage: 'Revision {number}{latest, select, yes { (latest)} other {}}',
    description: 'A revision in the From/To pickers; latest: yes for the newest',
  },
  optionMissing: { id: 'policies.compare.optionMissing', defaultMessage: 'Revision {number} (does not exist)' },
  optionEmpty: { id: 'policies.compare.optionEmpty', defaultMessage: 'Empty (before revision 1)' },
  baseMissing: {
    id: 'policies.compare.baseMissing',
    defaultMessage: 'Revision {base} does not exist, so there is nothing to compare with.',
  },
  comparePrevious: { id: 'policies.compare.comparePrevious', defaultMessage: 'Compare with the previous revision' },
  loadingBase: { id: 'policies.compare.loadingBase', defaultMessage: 'Loading revision {base}…' },
  failed: {
    id: 'policies.compare.failed',
    defaultMessage: 'The comparison failed: {detail}',
    description: 'detail: the comparing code’s own words, in English',
  },
  unstartable: {
    id: 'policies.compare.unstartable',
    defaultMessage: 'The comparison could not be started in this browser.',
  },
  comparing: { id: 'policies.compare.comparing', defaultMessage: 'Comparing the revisions…' },
  approximate: {
    id: 'policies.compare.approximate',
    defaultMessage:
      'These revisions differ too much to match line by line in reasonable time: every line of {empty, select, yes {the empty text} other {revision {base}}} shows as removed and every line of revision {target} as added.',
    description: 'empty: yes when the comparison is with the empty text before revision 1',
  },
  unifiedForWidth: {
    id: 'policies.compare.unifiedForWidth',
    defaultMessage: 'Side by side needs a wider screen: the changes are shown unified.',
  },
  sameIgnoringWhitespace: {
    id: 'policies.compare.sameIgnoringWhitespace',
    defaultMessage:
      'No differences but whitespace: {empty, select, yes {the empty text} other {revision {base}}} and revision {target} have the same text once spaces are left out.',
  },
  same: {
    id: 'policies.compare.same',
    defaultMessage:
      'No differences: {empty, select, yes {the empty text} other {revision {base}}} and revision {target} have the same text.',
  },
  find: {
    id: 'policies.compare.find',
    defaultMessage:
      'Find in the changes from {empty, select, yes {the empty text} other {revision {base}}} to revision {target}',
  },
  label: {
    id: 'policies.compare.label',
    defaultMessage: 'Changes from {empty, select, yes {the empty text} other {revision {base}}} to revision {target}',
  },
  from: { id: 'policies.compare.from', defaultMessage: 'From', description: 'Picker of the older revision' },
  swapTitle: { id: 'policies.compare.swapTitle', defaultMessage: 'Swap the two revisions' },
  swap: { id: 'policies.compare.swap', defaultMessage: 'Swap' },
  to: { id: 'policies.compare.to', defaultMessage: 'To', description: 'Picker of the newer revision' },
  layout: { id: 'policies.compare.layout', defaultMessage: 'Layout of the changes' },
  unified: { id: 'policies.compare.unified', defaultMessage: 'Unified' },
  split: { id: 'policies.compare.split', defaultMessage: 'Side by side' },
  stats: {
    id: 'policies.compare.stats',
    defaultMessage: '{added, number} lines added, {removed, number} removed',
    description: 'For screen readers, beside +3 −1',
  },
  foldUnchanged: { id: 'policies.compare.foldUnchanged', defaultMessage: 'Fold unchanged lines' },
  showAll: { id: 'policies.compare.showAll', defaultMessage: 'Show all lines' },
});

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
function revisionOptions(t: Translate, latest: number, selected: number, withEmpty: boolean) {
  const options = Array.from({ length: latest }, (_, i) => latest - i).map((number) => (
    <option key={number} value={number}>
      {t(messages.option, { number: String(number), latest: number === latest ? 'yes' : 'no' })}
    </option>
  ));
  if (selected > latest)
    options.unshift(
      <option key={selected} value={selected}>
        {t(messages.optionMissing, { number: String(selected) })}
      </option>,
    );
  if (withEmpty)
    options.push(
      <option key={EMPTY_BASE} value={EMPTY_BASE}>
        {t(messages.optionEmpty)}
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
  const t = useT('policies');
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
  /** The two sides, for the sentences that name them. */
  const sides = { empty: base === EMPTY_BASE ? 'yes' : 'no', base: String(base), target: String(target.number) };
  const comparisonFailed = diff.error instanceof ComparisonFailure ? diff.error : null;

  let body;
  if (isApiError(baseQuery.error) && baseQuery.error.errorCode === 'policy_revision_not_found') {
    body = (
      <div className="alert alert-warning" role="alert">
        <span>{t(messages.baseMissing, { base: String(base) })}</span>
        <Link className="btn btn-small" to={props.defaultComparisonHref}>
          {t(messages.comparePrevious)}
        </Link>
      </div>
    );
  } else if (baseQuery.error) {
    body = <ErrorState error={baseQuery.error} onRetry={() => void baseQuery.refetch()} />;
  } else if (!baseSide) {
    body = <LoadingState label={t(messages.loadingBase, { base: String(base) })} />;
  } else if (diff.error) {
    body = (
      <div className="alert alert-danger" role="alert">
        <span>
          {comparisonFailed
            ? comparisonFailed.detail === null
              ? t(messages.unstartable)
              : t(messages.failed, { detail: comparisonFailed.detail })
            : diff.error.message}
        </span>
        <button type="button" className="btn btn-small" onClick={() => void diff.refetch()}>
          {t(words.tryAgain)}
        </button>
      </div>
    );
  } else if (!diff.data) {
    body = <LoadingState label={t(messages.comparing)} />;
  } else {
    const unchanged = diff.data.added === 0 && diff.data.removed === 0;
    body = (
      <>
        {diff.data.approximate ? (
          <div className="alert alert-warning" role="status">
            {t(messages.approximate, sides)}
          </div>
        ) : null}
        {unifiedForWidth ? (
          <p className="alert" role="status">
            {t(messages.unifiedForWidth)}
          </p>
        ) : null}
        {unchanged ? (
          <div className="alert" role="status">
            {t(props.ignoreWhitespace ? messages.sameIgnoringWhitespace : messages.same, sides)}
          </div>
        ) : null}
        <FindInView rows={diffRows} label={t(messages.find, sides)}>
          {(find) => (
            <DiffViewer
              lines={diffLines ?? []}
              layout={layout}
              label={t(messages.label, sides)}
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
            {t(messages.from)}
          </label>
          <select
            id={`${id}-from`}
            className={`select ${styles.select}`}
            value={base}
            onChange={(event) => onChangeComparison(Number(event.target.value), target.number)}
          >
            {revisionOptions(t, latest, base, true)}
          </select>
          <button
            type="button"
            className="btn btn-small btn-ghost"
            disabled={base === EMPTY_BASE}
            onClick={() => onChangeComparison(target.number, base)}
            title={t(messages.swapTitle)}
          >
            <span aria-hidden="true">⇄</span> {t(messages.swap)}
          </button>
          <label htmlFor={`${id}-to`} className={styles.inlineLabel}>
            {t(messages.to)}
          </label>
          <select
            id={`${id}-to`}
            className={`select ${styles.select}`}
            value={target.number}
            onChange={(event) => onChangeComparison(base, Number(event.target.value))}
          >
            {revisionOptions(t, latest, target.number, false)}
          </select>
        </div>
        <nav className={styles.segmented} aria-label={t(messages.layout)}>
          <Link
            to={props.layoutHref('unified')}
            aria-current={props.layout === 'unified' ? 'page' : undefined}
            aria-keyshortcuts="v"
          >
            {t(messages.unified)}
          </Link>
          <Link
            to={props.layoutHref('split')}
            aria-current={props.layout === 'split' ? 'page' : undefined}
            aria-keyshortcuts="v"
          >
            {t(messages.split)}
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
                {t(messages.stats, { added: diff.data.added, removed: diff.data.removed })}
              </span>
            </span>
            <button
              type="button"
              className="btn btn-small"
              aria-pressed={expandAll}
              onClick={() => setExpandAll((value) => !value)}
            >
              {t(expandAll ? messages.foldUnchanged : messages.showAll)}
            </button>
          </>
        ) : null}
      </div>
      {body}
    </div>
  );
}
