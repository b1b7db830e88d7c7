import type { Node, NodeProps } from '@xyflow/react';
import { memo, useContext, type MouseEvent } from 'react';
import { formatInteger, formatQuantity } from '../../../lib/format';
import type { OrgNode } from '../model/build-reporting-tree';
import { displayName, lifecycleBadge } from '../model/labels';
import { NamesOnlyContext, useCardActions } from './chart-context';
import styles from './GraphCards.module.css';

export type CardData = {
  node: OrgNode;
  expanded: boolean;
  focused: boolean;
  /** Outside the highlighted department. */
  dimmed: boolean;
  /** Workers of the highlighted department below this collapsed card. */
  departmentBelow: number | null;
  color: number | null;
};

export type WorkerFlowNode = Node<CardData, 'worker'>;
export type GroupFlowNode = Node<CardData, 'group'>;
export type CardFlowNode = WorkerFlowNode | GroupFlowNode;

function ToggleButton({ node, expanded }: { node: OrgNode; expanded: boolean }) {
  const { toggle } = useCardActions();
  if (node.children.length === 0) return null;
  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    toggle(node.index);
  };
  // Out of the tab order: the graph is for pointers; the tree view and the details panel do the same by keyboard.
  return (
    <button
      type="button"
      tabIndex={-1}
      className={styles.toggle}
      aria-expanded={expanded}
      aria-label={`${expanded ? 'Hide' : 'Show'} the ${formatQuantity(node.children.length, 'report')} of ${displayName(node)}`}
      onClick={onClick}
    >
      {expanded ? '−' : `+${formatInteger(node.children.length)}`}
    </button>
  );
}

function cardClass(data: CardData, ...extra: (string | undefined)[]): string {
  return [styles.card, data.focused ? styles.focused : '', data.dimmed ? styles.dimmed : '', ...extra]
    .filter(Boolean)
    .join(' ');
}

function DepartmentBelow({ count }: { count: number | null }) {
  if (!count) return null;
  return <span className={styles.below}>{formatInteger(count)} below</span>;
}

/**
 * A card draws from its `data` alone: moved elsewhere with the same data (React Flow gives it its new
 * position), it is not drawn again.
 */
const sameData = (before: { data: CardData }, after: { data: CardData }) => before.data === after.data;

export const WorkerCard = memo(function WorkerCard({ data }: NodeProps<WorkerFlowNode>) {
  const namesOnly = useContext(NamesOnlyContext);
  const { node, expanded } = data;
  const name = displayName(node);
  if (namesOnly) {
    return (
      <div className={cardClass(data)} data-dept={data.color ?? undefined} data-key={node.key}>
        <div className={styles.top}>
          <span className={styles.name} title={name}>
            {name}
          </span>
        </div>
      </div>
    );
  }
  const badge = lifecycleBadge(node.lifecycleStage);
  return (
    <div className={cardClass(data)} data-dept={data.color ?? undefined} data-key={node.key}>
      <div className={styles.top}>
        <span className={styles.name} title={name}>
          {name}
        </span>
        {node.problems !== 0 ? (
          <span className={styles.problem} title="This record has data problems">
            !
          </span>
        ) : null}
      </div>
      <div className={styles.details}>
        <span className={node.jobTitle ? styles.line : `${styles.line} ${styles.missing}`}>
          {node.jobTitle ?? 'No job title'}
        </span>
        <span className={styles.departmentRow}>
          <span className={styles.swatch} aria-hidden="true" />
          <span className={node.department ? styles.line : `${styles.line} ${styles.missing}`}>
            {node.department ?? 'No department'}
          </span>
          {badge ? <span className={`badge badge-${badge.tone} ${styles.badge}`}>{badge.label}</span> : null}
        </span>
      </div>
      <div className={styles.footer}>
        <span className={styles.counts}>
          {node.children.length === 0
            ? 'No reports'
            : `${formatInteger(node.children.length)} direct · ${formatInteger(node.headcount)} total`}
        </span>
        {expanded ? null : <DepartmentBelow count={data.departmentBelow} />}
        <ToggleButton node={node} expanded={expanded} />
      </div>
    </div>
  );
}, sameData);

export const GroupCard = memo(function GroupCard({ data }: NodeProps<GroupFlowNode>) {
  const namesOnly = useContext(NamesOnlyContext);
  const { node, expanded } = data;
  const top = (
    <div className={styles.top}>
      <span className={styles.groupIcon} aria-hidden="true">
        !
      </span>
      <span className={styles.name}>{displayName(node)}</span>
    </div>
  );
  if (namesOnly)
    return (
      <div className={cardClass(data, styles.group)} data-key={node.key}>
        {top}
      </div>
    );
  return (
    <div className={cardClass(data, styles.group)} data-key={node.key}>
      {top}
      <div className={styles.details}>
        <span className={styles.line}>Data problem · check the data-quality panel</span>
      </div>
      <div className={styles.footer}>
        <span className={styles.counts}>
          {formatQuantity(node.children.length, 'person', 'people')} · {formatInteger(node.headcount)} in all
        </span>
        {expanded ? null : <DepartmentBelow count={data.departmentBelow} />}
        <ToggleButton node={node} expanded={expanded} />
      </div>
    </div>
  );
}, sameData);

export const nodeTypes = { worker: WorkerCard, group: GroupCard };
