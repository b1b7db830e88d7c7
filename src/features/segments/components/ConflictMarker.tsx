import { createContext, useContext } from 'react';
import { conflictId, type Conflict, type ConflictChoice } from '../model/conflicts';
import { describeClause } from '../model/sentence';
import { matchLabels, scopeLabels } from '../model/vocabulary';
import { focusById } from './focus';
import styles from './SegmentEditor.module.css';

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

function fieldText(conflict: Conflict & { type: 'field' }, side: 'mine' | 'theirs'): string {
  const value = conflict[side];
  if (conflict.field === 'scope') return scopeLabels[value as keyof typeof scopeLabels];
  if (conflict.field === 'match') return matchLabels[value as keyof typeof matchLabels];
  return `“${value}”`;
}

function describe(conflict: Conflict, other: string): { text: string; keepMine: string; takeTheirs: string } {
  if (conflict.type === 'field') {
    const field = { name: 'the name', scope: 'the scope', match: 'how clauses combine' }[conflict.field];
    return {
      text: `${other} also changed ${field}, to ${fieldText(conflict, 'theirs')}. Yours is ${fieldText(conflict, 'mine')}.`,
      keepMine: 'Keep mine',
      takeTheirs: 'Use theirs',
    };
  }
  switch (conflict.reason) {
    case 'both_changed':
      return {
        text: `${other} also changed this clause, to: ${describeClause(conflict.theirs!)}. Shown above is your version.`,
        keepMine: 'Keep mine',
        takeTheirs: 'Use theirs',
      };
    case 'they_removed':
      return {
        text: `${other} removed this clause, which you had changed. Shown above is your version.`,
        keepMine: 'Keep my clause',
        takeTheirs: 'Remove it',
      };
    case 'you_removed':
      return {
        text: `You removed this clause, but ${other} changed it. Shown above is their version.`,
        keepMine: 'Remove it',
        takeTheirs: 'Keep their clause',
      };
  }
}

/** A collision with the other version, marked where it is, with a choice of side. */
export function ConflictMarker({ conflict }: { conflict: Conflict }) {
  const { otherName, choose } = useContext(ConflictsContext);
  const { text, keepMine, takeTheirs } = describe(conflict, otherName);
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
          Conflicting change: you decide
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
  if (conflicts.length === 0) return null;
  return (
    <div className="alert alert-warning" role="status">
      <p>
        <strong>{conflicts.length === 1 ? 'One change collides' : `${conflicts.length} changes collide`}</strong> with{' '}
        {otherName}’s version. Each is marked below: choose a side, then save.
      </p>
      <button type="button" className="btn btn-small" onClick={() => focusById(conflictMarkerId(conflicts[0]!))}>
        Go to the first
      </button>
    </div>
  );
}
