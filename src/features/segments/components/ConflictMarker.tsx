import { createContext, useContext } from 'react';
import { defineMessages, T, useT, type Translate } from '../../../lib/i18n';
import { conflictId, type Conflict, type ConflictChoice } from '../model/conflicts';
import { describeClause } from '../model/sentence';
import { matchLabels, scopeLabels } from '../model/vocabulary';
import { focusById } from './focus';
import styles from './SegmentEditor.module.css';

const messages = defineMessages({
  field: {
    id: 'segments.conflict.field',
    defaultMessage:
      '{field, select, name {{other} also changed the name, to {theirs}. Yours is {mine}.} scope {{other} also changed the scope, to {theirs}. Yours is {mine}.} other {{other} also changed how clauses combine, to {theirs}. Yours is {mine}.}}',
    description: '{other}: who saved the other version; {theirs} and {mine}: a quoted name, or a scope or match',
  },
  quoted: { id: 'segments.conflict.quoted', defaultMessage: '“{value}”' },
  bothChanged: {
    id: 'segments.conflict.bothChanged',
    defaultMessage: '{other} also changed this clause, to: {clause}. Shown above is your version.',
  },
  theyRemoved: {
    id: 'segments.conflict.theyRemoved',
    defaultMessage: '{other} removed this clause, which you had changed. Shown above is your version.',
  },
  youRemoved: {
    id: 'segments.conflict.youRemoved',
    defaultMessage: 'You removed this clause, but {other} changed it. Shown above is their version.',
  },
  keepMine: { id: 'segments.conflict.keepMine', defaultMessage: 'Keep mine' },
  useTheirs: { id: 'segments.conflict.useTheirs', defaultMessage: 'Use theirs' },
  keepMyClause: { id: 'segments.conflict.keepMyClause', defaultMessage: 'Keep my clause' },
  removeIt: { id: 'segments.conflict.removeIt', defaultMessage: 'Remove it' },
  keepTheirClause: { id: 'segments.conflict.keepTheirClause', defaultMessage: 'Keep their clause' },
  title: { id: 'segments.conflict.title', defaultMessage: 'Conflicting change: you decide' },
  banner: {
    id: 'segments.conflict.banner',
    defaultMessage:
      '{count, plural, one {<b>One change collides</b> with {other}’s version. Each is marked below: choose a side, then save.} other {<b># changes collide</b> with {other}’s version. Each is marked below: choose a side, then save.}}',
  },
  first: { id: 'segments.conflict.first', defaultMessage: 'Go to the first' },
});

export interface ConflictsContextValue {
  byId: ReadonlyMap<string, Conflict>;
  /** Who made the other version, for the wording ("Katherine Johnson changed…"). */
  otherName: string;
  choose: (conflict: Conflict, choice: ConflictChoice) => void;
}

export const ConflictsContext = createContext<ConflictsContextValue>({
  byId: new Map(),
  otherName: 'Someone',
  choose: () => undefined,
});

export const conflictMarkerId = (conflict: Conflict) => `conflict-${conflictId(conflict)}`;

function fieldText(t: Translate, conflict: Conflict & { type: 'field' }, side: 'mine' | 'theirs'): string {
  const value = conflict[side];
  if (conflict.field === 'scope') return t(scopeLabels[value as keyof typeof scopeLabels]);
  if (conflict.field === 'match') return t(matchLabels[value as keyof typeof matchLabels]);
  return t(messages.quoted, { value });
}

function describe(
  t: Translate,
  conflict: Conflict,
  other: string,
): { text: string; keepMine: string; takeTheirs: string } {
  if (conflict.type === 'field') {
    return {
      text: t(messages.field, {
        field: conflict.field,
        other,
        theirs: fieldText(t, conflict, 'theirs'),
        mine: fieldText(t, conflict, 'mine'),
      }),
      keepMine: t(messages.keepMine),
      takeTheirs: t(messages.useTheirs),
    };
  }
  switch (conflict.reason) {
    case 'both_changed':
      return {
        text: t(messages.bothChanged, { other, clause: describeClause(conflict.theirs!, t) }),
        keepMine: t(messages.keepMine),
        takeTheirs: t(messages.useTheirs),
      };
    case 'they_removed':
      return {
        text: t(messages.theyRemoved, { other }),
        keepMine: t(messages.keepMyClause),
        takeTheirs: t(messages.removeIt),
      };
    case 'you_removed':
      return {
        text: t(messages.youRemoved, { other }),
        keepMine: t(messages.removeIt),
        takeTheirs: t(messages.keepTheirClause),
      };
  }
}

/** A collision with the other version, marked where it is, with a choice of side. */
export function ConflictMarker({ conflict }: { conflict: Conflict }) {
  const t = useT('segments', 'segmentList');
  const { otherName, choose } = useContext(ConflictsContext);
  const { text, keepMine, takeTheirs } = describe(t, conflict, otherName);
  const id = conflictMarkerId(conflict);
  return (
    <div
      className={`alert alert-warning ${styles.conflictMarker}`}
      role="group"
      aria-labelledby={`${id}-title`}
      id={id}
      tabIndex={-1}
    >
      <div className={styles.conflictText}>
        <p id={`${id}-title`} className={styles.conflictTitle}>
          {t(messages.title)}
        </p>
        <p>{text}</p>
      </div>
      <div className={styles.conflictActions}>
        <button type="button" className="btn btn-small" onClick={() => choose(conflict, 'mine')}>
          {keepMine}
        </button>
        <button type="button" className="btn btn-small" onClick={() => choose(conflict, 'theirs')}>
          {takeTheirs}
        </button>
      </div>
    </div>
  );
}

/** The marker of a conflict on the name, scope or match, if there is one. */
export function FieldConflict({ id }: { id: 'name' | 'scope' | 'match' }) {
  const conflict = useContext(ConflictsContext).byId.get(id);
  return conflict ? <ConflictMarker conflict={conflict} /> : null;
}

/** Above the form while collisions are undecided: how many, with whom, and a way to the first. */
export function ConflictsBanner({ conflicts, otherName }: { conflicts: Conflict[]; otherName: string }) {
  const t = useT('segments');
  if (conflicts.length === 0) return null;
  return (
    <div className="alert alert-warning" role="status">
      <p>
        <T
          message={messages.banner}
          values={{ count: conflicts.length, other: otherName, b: (chunks) => <strong>{chunks}</strong> }}
        />
      </p>
      <button type="button" className="btn btn-small" onClick={() => focusById(conflictMarkerId(conflicts[0]!))}>
        {t(messages.first)}
      </button>
    </div>
  );
}
