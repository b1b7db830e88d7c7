import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatInteger, formatQuantity } from '../../../lib/format';
import type { ReportingTree } from '../model/build-reporting-tree';
import { describeProblemFor, problemsOf } from '../model/data-quality';
import type { Expanded } from '../model/expansion';
import { displayName, lifecycleBadge, problemExplanations } from '../model/labels';
import { managerChain } from '../model/manager-chain';
import { PersonSegments } from './PersonSegments';
import type { ChartActions } from './use-chart-state';
import styles from './WorkerDetails.module.css';

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
  return (
    <Link
      to={{ search: actions.focusSearch(index) }}
      state={{ center: true }}
      preventScrollReset
      onClick={() => onFollow(index)}
    >
      {displayName(tree.node(index))}
    </Link>
  );
}

/** Who the worker reports to, as the data says, whether or not they could be placed under them. */
function ManagerOf({ tree, index, actions, onFollow }: PersonLinkProps) {
  const node = tree.node(index);
  if (node.managerId === null) return <>{node.parent === -1 ? 'Nobody: top of the organisation' : 'Nobody'}</>;
  if (node.managerId === node.id) return <>Themself</>;
  const manager = tree.indexByKey.get(node.managerId);
  if (manager !== undefined && tree.node(manager).id === node.managerId) {
    return <PersonLink tree={tree} index={manager} actions={actions} onFollow={onFollow} />;
  }
  return (
    <span>
      <span className="mono">{node.managerId}</span>
      {node.managerName ? ` (${node.managerName})` : ''} · <span className={styles.missing}>not in the data</span>
    </span>
  );
}

/**
 * Who the worker reports to, preceded by the managers above them up to the top, as breadcrumbs:
 * each one a link to their details.
 */
function ManagerWithChain({ tree, index, actions, onFollow }: PersonLinkProps) {
  const node = tree.node(index);
  const chain = managerChain(tree, index).filter((at) => !tree.isGroup(at));
  const direct = chain[chain.length - 1];
  const placedUnderManager = direct !== undefined && tree.node(direct).id === node.managerId;
  const above = placedUnderManager ? chain.slice(0, -1) : [];
  if (above.length === 0) return <ManagerOf tree={tree} index={index} actions={actions} onFollow={onFollow} />;
  return (
    <nav aria-label="Chain of managers" className={styles.chain}>
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
  const node = tree.node(index);
  const [showAll, setShowAll] = useState(false);
  const isOpen = node.children.length > 0 && expanded.has(index);
  const badge = lifecycleBadge(node.lifecycleStage);
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
    onNotice(
      result.complete
        ? null
        : `Opened ${formatQuantity(result.levels, 'level')} below ${displayName(node)}. Opening more would put too many cards on screen; open teams one at a time.`,
    );
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
            {displayName(node)}
          </h2>
          {node.group === null ? (
            <p className={node.jobTitle ? 'muted' : styles.missing}>{node.jobTitle ?? 'No job title'}</p>
          ) : (
            <p className="muted">Data problem group</p>
          )}
        </div>
        <button
          type="button"
          className="btn btn-ghost btn-icon"
          aria-label="Close details"
          onClick={actions.clearFocus}
        >
          <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </header>

      {node.group !== null ? (
        <p className={styles.explanation}>{problemExplanations[node.group]}</p>
      ) : (
        <dl className={styles.facts}>
          <dt>Department</dt>
          <dd>
            <span
              className={styles.swatch}
              data-dept={node.department === null ? undefined : colors.get(node.department)}
              aria-hidden="true"
            />
            {node.department ?? <span className={styles.missing}>No department</span>}
            {node.department !== null && departmentSizes?.has(node.department) ? (
              <span className="muted">
                {' '}
                · {formatQuantity(departmentSizes.get(node.department)!, 'person', 'people')}
              </span>
            ) : null}
          </dd>
          <dt>Status</dt>
          <dd>
            {badge ? (
              <span className={`badge badge-${badge.tone}`}>{badge.label}</span>
            ) : (
              <span className={styles.missing}>Unknown</span>
            )}
          </dd>
          <dt>Worker id</dt>
          <dd className="mono">{node.id ?? <span className={styles.missing}>None</span>}</dd>
          <dt>Manager</dt>
          <dd>
            <ManagerWithChain tree={tree} index={index} actions={actions} onFollow={onFollowLink} />
          </dd>
          <dt>Team</dt>
          <dd>
            {node.children.length === 0
              ? 'No reports'
              : `${formatQuantity(node.children.length, 'direct report')}, ${formatQuantity(node.headcount, 'person', 'people')} in all`}
          </dd>
        </dl>
      )}

      {node.group === null ? <PersonSegments index={index} name={displayName(node)} /> : null}

      {problems.length > 0 ? (
        <div className="alert alert-warning" role="note" aria-label="Data problems">
          <ul className={styles.problems}>
            {problems.map((problem, k) => (
              <li key={k}>{describeProblemFor(tree, problem, index)}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {node.children.length > 0 ? (
        <div className={styles.actions}>
          <button type="button" className="btn btn-small" aria-expanded={isOpen} onClick={() => actions.toggle(index)}>
            {isOpen ? 'Hide reports' : 'Show reports'}
          </button>
          <button type="button" className="btn btn-small" onClick={expandAll}>
            Expand all below
          </button>
          {isOpen ? (
            <button type="button" className="btn btn-small" onClick={() => actions.collapseAllBelow(index)}>
              Collapse all below
            </button>
          ) : null}
        </div>
      ) : null}

      {node.children.length > 0 ? (
        <section className={styles.reports} aria-labelledby={`${titleId}-reports`}>
          <h3 id={`${titleId}-reports`}>
            {node.group === null ? 'Direct reports' : 'People in this group'}{' '}
            <span className="muted">({formatInteger(node.children.length)})</span>
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
              Show all {formatInteger(node.children.length)}
            </button>
          ) : null}
        </section>
      ) : null}
    </aside>
  );
}
