import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { defineMessages, useT } from '../../../lib/i18n';
import type { ReportingTree } from '../model/build-reporting-tree';
import { describeProblemFor, problemsOf } from '../model/data-quality';
import type { Expanded } from '../model/expansion';
import { displayName, lifecycleBadge, personMessages, problemExplanations } from '../model/labels';
import { managerChain } from '../model/manager-chain';
import { PersonSegments } from './PersonSegments';
import type { ChartActions } from './use-chart-state';
import styles from './WorkerDetails.module.css';

const messages = defineMessages({
  nobodyTop: { id: 'org-chart.details.nobodyTop', defaultMessage: 'Nobody: top of the organisation' },
  nobody: { id: 'org-chart.details.nobody', defaultMessage: 'Nobody', description: 'Manager: none' },
  themself: {
    id: 'org-chart.details.themself',
    defaultMessage: 'Themself',
    description: 'Manager: the person themself',
  },
  managerNamed: {
    id: 'org-chart.details.managerNamed',
    defaultMessage: '({name})',
    description: 'After a manager id that is not in the data: the name the record gives',
  },
  notInData: { id: 'org-chart.details.notInData', defaultMessage: 'not in the data' },
  chain: { id: 'org-chart.details.chain', defaultMessage: 'Chain of managers' },
  expandedSome: {
    id: 'org-chart.details.expandedSome',
    defaultMessage:
      'Opened {levels, plural, one {# level} other {# levels}} below {name}. Opening more would put too many cards on screen; open teams one at a time.',
  },
  groupSubtitle: { id: 'org-chart.details.group', defaultMessage: 'Data problem group' },
  close: { id: 'org-chart.details.close', defaultMessage: 'Close details' },
  department: { id: 'org-chart.details.department', defaultMessage: 'Department' },
  departmentSize: {
    id: 'org-chart.details.departmentSize',
    defaultMessage: '{count, plural, one {# person} other {# people}}',
    description: 'The department’s headcount, after its name',
  },
  status: { id: 'org-chart.details.status', defaultMessage: 'Status', description: 'The lifecycle stage' },
  unknown: { id: 'org-chart.details.unknown', defaultMessage: 'Unknown' },
  workerId: { id: 'org-chart.details.workerId', defaultMessage: 'Worker id' },
  none: { id: 'org-chart.details.none', defaultMessage: 'None', description: 'No worker id' },
  manager: { id: 'org-chart.details.manager', defaultMessage: 'Manager' },
  team: { id: 'org-chart.details.team', defaultMessage: 'Team' },
  teamSize: {
    id: 'org-chart.details.teamSize',
    defaultMessage:
      '{direct, plural, one {# direct report} other {# direct reports}}, {total, plural, one {# person} other {# people}} in all',
  },
  teamSizeSoFar: {
    id: 'org-chart.details.teamSizeSoFar',
    defaultMessage:
      '{direct, plural, one {# direct report} other {# direct reports}}, {total, plural, one {# person} other {# people}} in all so far: more are loading',
  },
  problems: { id: 'org-chart.details.problems', defaultMessage: 'Data problems' },
  hideReports: { id: 'org-chart.details.hideReports', defaultMessage: 'Hide reports' },
  showReports: { id: 'org-chart.details.showReports', defaultMessage: 'Show reports' },
  expandAllBelow: { id: 'org-chart.details.expandAllBelow', defaultMessage: 'Expand all below' },
  collapseAllBelow: { id: 'org-chart.details.collapseAllBelow', defaultMessage: 'Collapse all below' },
  directReports: { id: 'org-chart.details.directReports', defaultMessage: 'Direct reports' },
  groupPeople: { id: 'org-chart.details.groupPeople', defaultMessage: 'People in this group' },
  reportCount: { id: 'org-chart.details.reportCount', defaultMessage: '({count, number})' },
  showAll: { id: 'org-chart.details.showAll', defaultMessage: 'Show all {count, number}' },
});

/** Reports listed before "Show all". */
const REPORTS_SHOWN = 50;

export interface WorkerDetailsProps {
  tree: ReportingTree;
  index: number;
  expanded: Expanded;
  colors: ReadonlyMap<string, number>;
  /** Headcount per department. */
  departmentSizes?: ReadonlyMap<string, number>;
  actions: ChartActions;
  /** Says what "expand all" could not open, or null. */
  onNotice(message: string | null): void;
  /** Set when the panel replaces one whose link was followed: keyboard focus goes to its heading. */
  focusHeading: boolean;
  /** A link inside the panel to the worker at this index is being followed. */
  onFollowLink(index: number): void;
  /** The heading took keyboard focus as `focusHeading` asked. */
  onHeadingFocused(): void;
}

interface PersonLinkProps {
  tree: ReportingTree;
  index: number;
  actions: ChartActions;
  onFollow(index: number): void;
}

function PersonLink({ tree, index, actions, onFollow }: PersonLinkProps) {
  const t = useT('org-chart');
  return (
    <Link
      to={{ search: actions.focusSearch(index) }}
      state={{ center: true }}
      preventScrollReset
      onClick={() => onFollow(index)}
    >
      {displayName(tree.node(index), t)}
    </Link>
  );
}

/** Who the worker reports to, as the data says, whether or not they could be placed under them. */
function ManagerOf({ tree, index, actions, onFollow }: PersonLinkProps) {
  const t = useT('org-chart');
  const node = tree.node(index);
  if (node.managerId === null) return <>{t(node.parent === -1 ? messages.nobodyTop : messages.nobody)}</>;
  if (node.managerId === node.id) return <>{t(messages.themself)}</>;
  const manager = tree.indexByKey.get(node.managerId);
  if (manager !== undefined && tree.node(manager).id === node.managerId) {
    return <PersonLink tree={tree} index={manager} actions={actions} onFollow={onFollow} />;
  }
  return (
    <span>
      <span className="mono">{node.managerId}</span>
      {node.managerName ? ` ${t(messages.managerNamed, { name: node.managerName })}` : ''} ·{' '}
      <span className={styles.missing}>{t(messages.notInData)}</span>
    </span>
  );
}

/**
 * Who the worker reports to, preceded by the managers above them up to the top, as breadcrumbs:
 * each one a link to their details.
 */
function ManagerWithChain({ tree, index, actions, onFollow }: PersonLinkProps) {
  const t = useT('org-chart');
  const node = tree.node(index);
  const chain = managerChain(tree, index).filter((at) => !tree.isGroup(at));
  const direct = chain[chain.length - 1];
  const placedUnderManager = direct !== undefined && tree.node(direct).id === node.managerId;
  const above = placedUnderManager ? chain.slice(0, -1) : [];
  if (above.length === 0) return <ManagerOf tree={tree} index={index} actions={actions} onFollow={onFollow} />;
  return (
    <nav aria-label={t(messages.chain)} className={styles.chain}>
      <ol>
        {above.map((at) => (
          <li key={at}>
            <PersonLink tree={tree} index={at} actions={actions} onFollow={onFollow} />
          </li>
        ))}
        <li className={styles.directManager}>
          <ManagerOf tree={tree} index={index} actions={actions} onFollow={onFollow} />
        </li>
      </ol>
    </nav>
  );
}

/** The side panel for the focused worker (or data-problem group): details, manager, reports, actions. */
export function WorkerDetails({
  tree,
  index,
  expanded,
  colors,
  departmentSizes,
  actions,
  onNotice,
  focusHeading,
  onFollowLink,
  onHeadingFocused,
}: WorkerDetailsProps) {
  const t = useT('org-chart');
  const node = tree.node(index);
  const [showAll, setShowAll] = useState(false);
  const isOpen = node.children.length > 0 && expanded.has(index);
  const badge = lifecycleBadge(node.lifecycleStage, t);
  const problems = problemsOf(tree, index);
  const reports = showAll ? node.children : node.children.slice(0, REPORTS_SHOWN);
  const titleId = `worker-details-${index}`;
  const heading = useRef<HTMLHeadingElement>(null);

  // Following a link inside the panel replaces it: keyboard focus continues on the new heading.
  useEffect(() => {
    if (!focusHeading) return;
    heading.current?.focus();
    onHeadingFocused();
  }, [focusHeading, onHeadingFocused]);

  const expandAll = () => {
    const result = actions.expandAllBelow(index);
    onNotice(result.complete ? null : t(messages.expandedSome, { levels: result.levels, name: displayName(node, t) }));
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from any control inside closes the panel
    <aside
      className={styles.panel}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') actions.clearFocus();
      }}
    >
      <header className={styles.header}>
        <div className={styles.heading}>
          <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.name}>
            {displayName(node, t)}
          </h2>
          {node.group === null ? (
            <p className={node.jobTitle ? 'muted' : styles.missing}>{node.jobTitle ?? t(personMessages.noJobTitle)}</p>
          ) : (
            <p className="muted">{t(messages.groupSubtitle)}</p>
          )}
        </div>
        <button
          type="button"
          className="btn btn-ghost btn-icon"
          aria-label={t(messages.close)}
          onClick={actions.clearFocus}
        >
          <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </header>

      {node.group !== null ? (
        <p className={styles.explanation}>{t(problemExplanations[node.group])}</p>
      ) : (
        <dl className={styles.facts}>
          <dt>{t(messages.department)}</dt>
          <dd>
            <span
              className={styles.swatch}
              data-dept={node.department === null ? undefined : colors.get(node.department)}
              aria-hidden="true"
            />
            {node.department ?? <span className={styles.missing}>{t(personMessages.noDepartment)}</span>}
            {node.department !== null && departmentSizes?.has(node.department) ? (
              <span className="muted">
                {' '}
                · {t(messages.departmentSize, { count: departmentSizes.get(node.department)! })}
              </span>
            ) : null}
          </dd>
          <dt>{t(messages.status)}</dt>
          <dd>
            {badge ? (
              <span className={`badge badge-${badge.tone}`}>{badge.label}</span>
            ) : (
              <span className={styles.missing}>{t(messages.unknown)}</span>
            )}
          </dd>
          <dt>{t(messages.workerId)}</dt>
          <dd className="mono">{node.id ?? <span className={styles.missing}>{t(messages.none)}</span>}</dd>
          <dt>{t(messages.manager)}</dt>
          <dd>
            <ManagerWithChain tree={tree} index={index} actions={actions} onFollow={onFollowLink} />
          </dd>
          <dt>{t(messages.team)}</dt>
          <dd>
            {node.children.length === 0
              ? t(tree.arriving ? personMessages.noReportsSoFar : personMessages.noReports)
              : t(tree.arriving ? messages.teamSizeSoFar : messages.teamSize, {
                  direct: node.children.length,
                  total: node.headcount,
                })}
          </dd>
        </dl>
      )}

      {node.group === null ? <PersonSegments index={index} name={displayName(node, t)} /> : null}

      {problems.length > 0 ? (
        <div className="alert alert-warning" role="note" aria-label={t(messages.problems)}>
          <ul className={styles.problems}>
            {problems.map((problem, k) => (
              <li key={k}>{describeProblemFor(tree, problem, index, t)}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {node.children.length > 0 ? (
        <div className={styles.actions}>
          <button type="button" className="btn btn-small" aria-expanded={isOpen} onClick={() => actions.toggle(index)}>
            {t(isOpen ? messages.hideReports : messages.showReports)}
          </button>
          <button type="button" className="btn btn-small" onClick={expandAll}>
            {t(messages.expandAllBelow)}
          </button>
          {isOpen ? (
            <button type="button" className="btn btn-small" onClick={() => actions.collapseAllBelow(index)}>
              {t(messages.collapseAllBelow)}
            </button>
          ) : null}
        </div>
      ) : null}

      {node.children.length > 0 ? (
        <section className={styles.reports} aria-labelledby={`${titleId}-reports`}>
          <h3 id={`${titleId}-reports`}>
            {t(node.group === null ? messages.directReports : messages.groupPeople)}{' '}
            <span className="muted">{t(messages.reportCount, { count: node.children.length })}</span>
          </h3>
          <ul>
            {reports.map((child) => (
              <li key={child}>
                <PersonLink tree={tree} index={child} actions={actions} onFollow={onFollowLink} />
                <span className={styles.reportTitle}>{tree.node(child).jobTitle ?? ''}</span>
              </li>
            ))}
          </ul>
          {reports.length < node.children.length ? (
            <button type="button" className="btn btn-small btn-ghost" onClick={() => setShowAll(true)}>
              {t(messages.showAll, { count: node.children.length })}
            </button>
          ) : null}
        </section>
      ) : null}
    </aside>
  );
}
