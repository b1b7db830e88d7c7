import { defineMessages, T, useErrorMessages, useT } from '../../../lib/i18n';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { PolicyRevision } from '../../../../contract';
import { describeError, LoadingState } from '../../../components/states';
import { ageShade, type Blame } from '../model/blame';
import type { LineRange } from '../model/line-range';
import { AuthorName } from './AuthorName';
import { AgeLegend, BlameView, type RevisionInfo } from './BlameView';
import { FindInView, type ViewFind } from './FindInView';
import { RelativeTime } from './RelativeTime';
import { useRevisionBlame } from './use-revision-blame';
import { WhitespaceSwitch } from './WhitespaceSwitch';
import { words } from './words';
import styles from './BlameView.module.css';

const messages = defineMessages({
  revisionsRead: { id: 'policies.blame.revisionsRead', defaultMessage: 'Revisions read' },
  finding: {
    id: 'policies.blame.finding',
    defaultMessage: 'Finding who last changed each of {count, plural, one {# line} other {# lines}}…',
  },
  label: {
    id: 'policies.blame.label',
    defaultMessage: 'Blame of revision {revision}, {count, plural, one {# line} other {# lines}}',
  },
  find: { id: 'policies.blame.find', defaultMessage: 'Find in the blame of revision {revision}' },
  lastChanged: {
    id: 'policies.blame.lastChanged',
    defaultMessage:
      'Line {line, number} was last changed in revision {revision, number}{known, select, yes { by {author}, {when}} other {}}{moved, select, yes { (moved here unchanged in revision {movedIn, number})} other {}}.',
    description:
      'The highlighted line’s blame. known: yes when the revision’s author is known (author: a name, when: “3 days ago”); moved: yes when the line was moved later without a change',
  },
  openChanges: { id: 'policies.blame.openChanges', defaultMessage: 'Open revision {revision, number}’s changes' },
  blameBefore: { id: 'policies.blame.blameBefore', defaultMessage: 'Blame before this change' },
  firstRevision: { id: 'policies.blame.firstRevision', defaultMessage: 'This line dates from the first revision.' },
});

export interface BlamePanelProps {
  policyId: string;
  revision: PolicyRevision;
  lines: readonly string[];
  ignoreWhitespace: boolean;
  range: LineRange | null;
  lineHref: (line: number) => string;
  onSelectLine: (line: number, extend: boolean) => void;
  /** The address of a revision's changes (against the one before). */
  changesHref: (revision: number) => string;
  /** The address of the blame of `revision`, at `line` (0: no line). */
  blameHref: (revision: number, line: number) => string;
  /** The address of this blame with the whitespace switch the other way. */
  whitespaceHref: string;
}

/** Blame of a revision: its revisions read, blamed off the main thread, then shown line by line. */
export function BlamePanel(props: BlamePanelProps) {
  const { policyId, revision, lines, ignoreWhitespace, range } = props;
  const { blame, revisions, progress, error, retry } = useRevisionBlame(
    policyId,
    revision.number,
    ignoreWhitespace,
    true,
  );
  useErrorMessages(error !== null && error !== undefined);
  const t = useT('policies');

  const info = useMemo(() => {
    const byNumber = new Map<number, RevisionInfo>();
    for (const item of revisions ?? []) byNumber.set(item.number, item);
    return byNumber;
  }, [revisions]);
  const times = useMemo(() => {
    const all = (revisions ?? []).map((item) => Date.parse(item.createdAt));
    return { oldest: Math.min(...all), newest: Math.max(...all) };
  }, [revisions]);

  const blameBeforeHref = (line: number) => {
    if (!blame) return null;
    const changedIn = blame.revision[line - 1]!;
    return changedIn > 1 ? props.blameHref(changedIn - 1, blame.priorLine[line - 1]!) : null;
  };

  const body = (find: ViewFind) => {
    if (error) {
      return (
        <div className="alert alert-danger" role="alert">
          <span>{describeError(error).title}</span>
          <button type="button" className="btn btn-small" onClick={retry}>
            {t(words.tryAgain)}
          </button>
        </div>
      );
    }
    if (!revisions) {
      return (
        <div className={styles.lineBar} role="status">
          <progress max={progress.total} value={progress.loaded} aria-label={t(messages.revisionsRead)} />
          <span>{t(words.readingRevisions, { loaded: progress.loaded, total: progress.total })}</span>
        </div>
      );
    }
    if (!blame) {
      return <LoadingState label={t(messages.finding, { count: lines.length })} />;
    }
    return (
      <>
        {range ? (
          <SelectedLine
            line={range.start}
            blame={blame}
            info={info}
            changesHref={props.changesHref}
            beforeHref={blameBeforeHref(range.start)}
          />
        ) : null}
        <BlameView
          lines={lines}
          blame={blame}
          label={t(messages.label, { revision: String(revision.number), count: lines.length })}
          range={range}
          lineHref={props.lineHref}
          onSelectLine={props.onSelectLine}
          revisionInfo={(number) => info.get(number)}
          changesHref={props.changesHref}
          blameBeforeHref={blameBeforeHref}
          shadeOf={(number) => ageShade(Date.parse(info.get(number)?.createdAt ?? ''), times.oldest, times.newest)}
          find={find.highlight}
          findRow={find.row}
        />
      </>
    );
  };

  return (
    <div className="stack">
      <FindInView
        rows={lines}
        label={t(messages.find, { revision: String(revision.number) })}
        toolbar={
          <>
            <AgeLegend />
            <WhitespaceSwitch checked={ignoreWhitespace} toggledHref={props.whitespaceHref} />
          </>
        }
      >
        {body}
      </FindInView>
    </div>
  );
}

/** The highlighted line's blame in words, with its two ways on: the change itself, and the blame before it. */
function SelectedLine({
  line,
  blame,
  info,
  changesHref,
  beforeHref,
}: {
  line: number;
  blame: Blame;
  info: ReadonlyMap<number, RevisionInfo>;
  changesHref: (revision: number) => string;
  beforeHref: string | null;
}) {
  const t = useT('policies');
  const changedIn = blame.revision[line - 1];
  if (changedIn === undefined) return null;
  const author = info.get(changedIn);
  const movedIn = blame.movedIn[line - 1]!;
  return (
    <div className={styles.lineBar}>
      <span>
        <T
          message={messages.lastChanged}
          values={{
            line,
            revision: changedIn,
            known: author ? 'yes' : 'no',
            author: author ? <AuthorName userId={author.createdByUserId} /> : null,
            when: author ? <RelativeTime iso={author.createdAt} focusable /> : null,
            moved: movedIn > 0 ? 'yes' : 'no',
            movedIn,
          }}
        />
      </span>
      <Link className="btn btn-small" to={changesHref(changedIn)}>
        {t(messages.openChanges, { revision: changedIn })}
      </Link>
      {beforeHref ? (
        <Link className="btn btn-small" to={beforeHref}>
          {t(messages.blameBefore)}
        </Link>
      ) : (
        <span className="muted">{t(messages.firstRevision)}</span>
      )}
    </div>
  );
}
