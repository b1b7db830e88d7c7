import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Dialog } from '../../../components/Dialog';
import { formatInteger, formatQuantity } from '../../../lib/format';
import type { DataProblem, ReportingTree } from '../model/build-reporting-tree';
import { countAffectedWorkers, groupProblems, type ProblemSection } from '../model/data-quality';
import { describeMissingFields, displayName, problemExplanations, problemTitles } from '../model/labels';
import type { ChartActions } from './use-chart-state';
import styles from './DataQualityDialog.module.css';

/** Entries listed per section before "Show all". */
const ENTRIES_SHOWN = 25;

interface DataQualityDialogProps {
  tree: ReportingTree;
  open: boolean;
  onClose(): void;
  actions: ChartActions;
}

function Person({
  tree,
  index,
  actions,
  onClose,
}: {
  tree: ReportingTree;
  index: number;
  actions: ChartActions;
  onClose(): void;
}) {
  const node = tree.node(index);
  return (
    <Link to={{ search: actions.focusSearch(index) }} state={{ center: true }} preventScrollReset onClick={onClose}>
      {displayName(node)}
      {node.name !== null && node.id !== null ? (
        <>
          {' '}
          <span className={styles.id}>({node.id})</span>
        </>
      ) : null}
    </Link>
  );
}

function Entry({
  tree,
  problem,
  person,
}: {
  tree: ReportingTree;
  problem: DataProblem;
  person: (index: number) => ReactNode;
}) {
  const list = (workers: number[]) =>
    workers.map((worker, k) => (
      <span key={worker}>
        {k > 0 ? ', ' : ''}
        {person(worker)}
      </span>
    ));
  switch (problem.kind) {
    case 'unknown_manager':
      return (
        <>
          Manager id <code>{problem.subject}</code>, which names nobody: {list(problem.workers)}
        </>
      );
    case 'cycle':
      return (
        <>
          {problem.workers.map((worker) => (
            <span key={worker}>{person(worker)} → </span>
          ))}
          back to {displayName(tree.node(problem.workers[0]!))}
        </>
      );
    case 'duplicate_id':
      return (
        <>
          Id <code>{problem.subject}</code> is used by {problem.workers.length} records: {list(problem.workers)}. The
          first is placed in the chart.
        </>
      );
    case 'no_manager':
      return (
        <>
          {person(problem.workers[0]!)} is shown at the top; without a manager too: {list(problem.workers.slice(1))}
        </>
      );
    case 'missing_fields':
      return (
        <>
          {person(problem.workers[0]!)}: {describeMissingFields(problem.fields ?? []).toLowerCase()}
        </>
      );
    case 'self_manager':
    case 'missing_id':
      return <>{list(problem.workers)}</>;
  }
}

function Section({
  tree,
  section,
  person,
}: {
  tree: ReportingTree;
  section: ProblemSection;
  person: (index: number) => ReactNode;
}) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? section.problems : section.problems.slice(0, ENTRIES_SHOWN);
  const headingId = `data-quality-${section.kind}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {problemTitles[section.kind]}{' '}
        <span className="badge badge-warning">{formatQuantity(section.workerCount, 'person', 'people')}</span>
      </h3>
      <p className="muted">{problemExplanations[section.kind]}</p>
      <ul className={styles.entries}>
        {shown.map((problem, k) => (
          <li key={k}>
            <Entry tree={tree} problem={problem} person={person} />
          </li>
        ))}
      </ul>
      {shown.length < section.problems.length ? (
        <button type="button" className="btn btn-small btn-ghost" onClick={() => setShowAll(true)}>
          Show all {formatInteger(section.problems.length)}
        </button>
      ) : null}
    </section>
  );
}

/**
 * Every problem found in the reporting data, by kind, with the people involved (links focus them).
 * Nothing is rendered until it first opens; from then on it stays, so that closing it is the
 * dialog's own (focus goes back to the button that opened it).
 */
export function DataQualityDialog(props: DataQualityDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  return opened ? <DataQualityPanel {...props} /> : null;
}

function DataQualityPanel({ tree, open, onClose, actions }: DataQualityDialogProps) {
  const sections = useMemo(() => groupProblems(tree), [tree]);
  const affected = useMemo(() => countAffectedWorkers(tree), [tree]);
  const person = (index: number) => <Person tree={tree} index={index} actions={actions} onClose={onClose} />;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      wide
      closeButton
      scrollBody
      title="Data quality"
      description={
        sections.length === 0
          ? `No problems found in ${formatQuantity(tree.workerCount, 'record')}.`
          : `${formatQuantity(affected, 'person', 'people')} of ${formatInteger(tree.workerCount)} records have problems in the reporting data. None of it stops the chart: here is what was found and where those people are shown.`
      }
      actions={
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      }
    >
      {sections.length === 0 ? (
        <p>
          Every person has a manager who is in the data (or heads the organisation), every id is unique, and no details
          are missing.
        </p>
      ) : (
        <div className={styles.sections}>
          {sections.map((section) => (
            <Section key={section.kind} tree={tree} section={section} person={person} />
          ))}
        </div>
      )}
    </Dialog>
  );
}
