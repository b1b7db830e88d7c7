import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Dialog } from '../../../components/Dialog';
import { defineMessages, T, useT } from '../../../lib/i18n';
import type { DataProblem, ReportingTree } from '../model/build-reporting-tree';
import { countAffectedWorkers, groupProblems, type ProblemSection } from '../model/data-quality';
import { describeMissingFields, displayName, problemExplanations, problemTitles } from '../model/labels';
import type { ChartActions } from './use-chart-state';
import styles from './DataQualityDialog.module.css';

const messages = defineMessages({
  unknownManager: {
    id: 'org-chart.quality.unknownManager',
    defaultMessage: 'Manager id <code>{managerId}</code>, which names nobody: {people}',
  },
  cycle: {
    id: 'org-chart.quality.cycle',
    defaultMessage: '{chain}back to {name}',
    description: '{chain} is the people of the loop, each followed by an arrow: “Ada → Grace → back to Ada”',
  },
  duplicateId: {
    id: 'org-chart.quality.duplicateId',
    defaultMessage:
      '{count, plural, one {Id <code>{id}</code> is used by # record: {people}. The first is placed in the chart.} other {Id <code>{id}</code> is used by # records: {people}. The first is placed in the chart.}}',
  },
  noManager: {
    id: 'org-chart.quality.noManager',
    defaultMessage: '{person} is shown at the top; without a manager too: {people}',
  },
  missingFields: {
    id: 'org-chart.quality.missingFields',
    defaultMessage: '{person}: {missing}',
    description: '{missing} is what the record lacks: “no job title”',
  },
  people: {
    id: 'org-chart.quality.people',
    defaultMessage: '{count, plural, one {# person} other {# people}}',
    description: 'Badge: the people a kind of problem concerns',
  },
  showAll: { id: 'org-chart.quality.showAll', defaultMessage: 'Show all {count, number}' },
  title: { id: 'org-chart.quality.title', defaultMessage: 'Data quality' },
  noProblems: {
    id: 'org-chart.quality.noProblems',
    defaultMessage: 'No problems found in {count, plural, one {# record} other {# records}}.',
  },
  summary: {
    id: 'org-chart.quality.summary',
    defaultMessage:
      '{affected, plural, one {# person} other {# people}} of {total, number} records have problems in the reporting data. None of it stops the chart: here is what was found and where those people are shown.',
  },
  close: { id: 'org-chart.quality.close', defaultMessage: 'Close' },
  allGood: {
    id: 'org-chart.quality.allGood',
    defaultMessage:
      'Every person has a manager who is in the data (or heads the organisation), every id is unique, and no details are missing.',
  },
});

const code = (chunks: ReactNode[]) => <code>{chunks}</code>;

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
  const t = useT('org-chart');
  const node = tree.node(index);
  return (
    <Link to={{ search: actions.focusSearch(index) }} state={{ center: true }} preventScrollReset onClick={onClose}>
      {displayName(node, t)}
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
  const t = useT('org-chart');
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
        <T
          message={messages.unknownManager}
          values={{ managerId: problem.subject, people: list(problem.workers), code }}
        />
      );
    case 'cycle':
      return (
        <T
          message={messages.cycle}
          values={{
            chain: problem.workers.map((worker) => <span key={worker}>{person(worker)} → </span>),
            name: displayName(tree.node(problem.workers[0]!), t),
          }}
        />
      );
    case 'duplicate_id':
      return (
        <T
          message={messages.duplicateId}
          values={{ id: problem.subject, count: problem.workers.length, people: list(problem.workers), code }}
        />
      );
    case 'no_manager':
      return (
        <T
          message={messages.noManager}
          values={{ person: person(problem.workers[0]!), people: list(problem.workers.slice(1)) }}
        />
      );
    case 'missing_fields':
      return (
        <T
          message={messages.missingFields}
          values={{
            person: person(problem.workers[0]!),
            missing: describeMissingFields(problem.fields ?? [], t, true),
          }}
        />
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
  const t = useT('org-chart');
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? section.problems : section.problems.slice(0, ENTRIES_SHOWN);
  const headingId = `data-quality-${section.kind}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {t(problemTitles[section.kind])}{' '}
        <span className="badge badge-warning">{t(messages.people, { count: section.workerCount })}</span>
      </h3>
      <p className="muted">{t(problemExplanations[section.kind])}</p>
      <ul className={styles.entries}>
        {shown.map((problem, k) => (
          <li key={k}>
            <Entry tree={tree} problem={problem} person={person} />
          </li>
        ))}
      </ul>
      {shown.length < section.problems.length ? (
        <button type="button" className="btn btn-small btn-ghost" onClick={() => setShowAll(true)}>
          {t(messages.showAll, { count: section.problems.length })}
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
  const t = useT('org-chart');
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
      title={t(messages.title)}
      description={
        sections.length === 0
          ? t(messages.noProblems, { count: tree.workerCount })
          : t(messages.summary, { affected, total: tree.workerCount })
      }
      actions={
        <button type="button" className="btn" onClick={onClose}>
          {t(messages.close)}
        </button>
      }
    >
      {sections.length === 0 ? (
        <p>{t(messages.allGood)}</p>
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
