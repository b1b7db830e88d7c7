import { memo, useContext, type MouseEvent } from 'react';
import { formatInteger } from '../../../lib/format';
import { defineMessages, useT } from '../../../lib/i18n';
import type { OrgNode } from '../model/build-reporting-tree';
import { displayName, lifecycleBadge, personMessages } from '../model/labels';
import type { CardData, CardItem } from './card-items';
import { CardWordsContext, NamesOnlyContext, useCardActions } from './chart-context';
import styles from './GraphCards.module.css';

const messages = defineMessages({
  showReports: {
    id: 'org-chart.card.showReports',
    defaultMessage: 'Show the {count, plural, one {# report} other {# reports}} of {name}',
  },
  hideReports: {
    id: 'org-chart.card.hideReports',
    defaultMessage: 'Hide the {count, plural, one {# report} other {# reports}} of {name}',
  },
  farShare: {
    id: 'org-chart.card.farShare',
    defaultMessage: '{members, number} of {headcount, number}',
    description: 'Zoomed far out: members of the segment shown among the people below a manager',
  },
  farShareIn: {
    id: 'org-chart.card.farShareIn',
    defaultMessage: '✓ {members, number} of {headcount, number}',
    description: 'As org-chart.card.farShare, for a manager who is in the segment too',
  },
  problems: { id: 'org-chart.card.problems', defaultMessage: 'This record has data problems' },
  inSegmentTitle: { id: 'org-chart.card.inSegmentTitle', defaultMessage: 'In the segment shown' },
  team: {
    id: 'org-chart.card.team',
    defaultMessage: '{direct, number} direct · {total, number} total',
    description: 'Direct reports, and everyone below',
  },
  teamSoFar: {
    id: 'org-chart.card.teamSoFar',
    defaultMessage: '{direct, number} direct · {total, number} so far',
    description: 'As org-chart.card.team, while the rest of the workers are still loading',
  },
  groupNote: { id: 'org-chart.card.groupNote', defaultMessage: 'Data problem · check the data-quality panel' },
  groupCount: {
    id: 'org-chart.card.groupCount',
    defaultMessage: '{people, plural, one {# person} other {# people}} · {total, number} in all',
    description: 'People in a data-problem group, and everyone below them',
  },
});

function ToggleButton({ node, expanded }: { node: OrgNode; expanded: boolean }) {
  const { toggle } = useCardActions();
  const t = useContext(CardWordsContext);
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
      aria-label={t(expanded ? messages.hideReports : messages.showReports, {
        count: node.children.length,
        name: displayName(node, t),
      })}
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
  const t = useContext(CardWordsContext);
  if (!count) return null;
  return <span className={styles.below}>{t(personMessages.departmentBelow, { count })}</span>;
}

/** A card draws from its `data` alone: moved elsewhere with the same data, it is not drawn again. */
export const WorkerCard = memo(function WorkerCard({ data }: { data: CardData }) {
  const namesOnly = useContext(NamesOnlyContext);
  const t = useContext(CardWordsContext);
  const { node, expanded } = data;
  const name = displayName(node, t);
  if (namesOnly) {
    return (
      <div className={cardClass(data)} data-dept={data.color ?? undefined} data-key={node.key}>
        <span className={styles.name} title={name}>
          {name}
        </span>
        {data.segmentBelow !== null && node.children.length > 0 ? (
          <span className={styles.farShare}>
            {t(data.inSegment ? messages.farShareIn : messages.farShare, {
              members: data.segmentBelow,
              headcount: node.headcount,
            })}
          </span>
        ) : data.inSegment ? (
          <span className={styles.farShare}>{t(personMessages.inSegment)}</span>
        ) : null}
      </div>
    );
  }
  const badge = lifecycleBadge(node.lifecycleStage, t);
  return (
    <div className={cardClass(data)} data-dept={data.color ?? undefined} data-key={node.key}>
      <div className={styles.top}>
        <span className={styles.name} title={name}>
          {name}
        </span>
        {node.problems !== 0 ? (
          <span className={styles.problem} title={t(messages.problems)}>
            !
          </span>
        ) : null}
        {data.inSegment ? (
          <span className={styles.inSegment} title={t(messages.inSegmentTitle)}>
            {t(personMessages.inSegment)}
          </span>
        ) : null}
      </div>
      <div className={styles.details}>
        <span className={node.jobTitle ? styles.line : `${styles.line} ${styles.missing}`}>
          {node.jobTitle ?? t(personMessages.noJobTitle)}
        </span>
        <span className={styles.departmentRow}>
          <span className={styles.swatch} aria-hidden="true" />
          <span className={node.department ? styles.line : `${styles.line} ${styles.missing}`}>
            {node.department ?? t(personMessages.noDepartment)}
          </span>
          {badge ? <span className={`badge badge-${badge.tone} ${styles.badge}`}>{badge.label}</span> : null}
        </span>
      </div>
      <div className={styles.footer}>
        <span className={styles.counts}>
          {node.children.length === 0
            ? t(data.arriving ? personMessages.noReportsSoFar : personMessages.noReports)
            : data.segmentBelow !== null
              ? t(personMessages.segmentShare, { members: data.segmentBelow, headcount: node.headcount })
              : t(data.arriving ? messages.teamSoFar : messages.team, {
                  direct: node.children.length,
                  total: node.headcount,
                })}
        </span>
        {expanded ? null : <DepartmentBelow count={data.departmentBelow} />}
        <ToggleButton node={node} expanded={expanded} />
      </div>
    </div>
  );
});

export const GroupCard = memo(function GroupCard({ data }: { data: CardData }) {
  const namesOnly = useContext(NamesOnlyContext);
  const t = useContext(CardWordsContext);
  const { node, expanded } = data;
  const top = (
    <div className={styles.top}>
      <span className={styles.groupIcon} aria-hidden="true">
        !
      </span>
      <span className={styles.name}>{displayName(node, t)}</span>
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
        <span className={styles.line}>{t(messages.groupNote)}</span>
      </div>
      <div className={styles.footer}>
        <span className={styles.counts}>
          {t(messages.groupCount, { people: node.children.length, total: node.headcount })}
        </span>
        {expanded ? null : <DepartmentBelow count={data.departmentBelow} />}
        <ToggleButton node={node} expanded={expanded} />
      </div>
    </div>
  );
});

/** A card in its place: moved with the same data, only this is drawn again (the card is not). */
const PlacedCard = memo(function PlacedCard({ card }: { card: CardItem }) {
  const Card = card.group ? GroupCard : WorkerCard;
  return (
    <div
      className={styles.placed}
      data-card={card.key}
      data-index={card.data.node.index}
      style={{ transform: `translate(${card.x}px, ${card.y}px)` }}
    >
      <Card data={card.data} />
    </div>
  );
});

const indexOfCardAt = (event: MouseEvent) => {
  const placed = (event.target as Element).closest<HTMLElement>('[data-card]');
  return placed ? Number(placed.dataset.index) : null;
};

/**
 * The cards on the graph, each where the layout puts it (graph units, inside the pannable,
 * zoomable viewport). Drawn here rather than as React Flow's nodes, which cost a wrapper of some
 * twenty hooks per card: a card here costs its own elements, and one listener serves them all.
 */
export function CardLayer({
  cards,
  onSelect,
  onToggle,
}: {
  cards: readonly CardItem[];
  onSelect(index: number): void;
  onToggle(index: number): void;
}) {
  const t = useT('org-chart');
  const onClick = (event: MouseEvent) => {
    const index = indexOfCardAt(event);
    if (index !== null) onSelect(index);
  };
  const onDoubleClick = (event: MouseEvent) => {
    const index = indexOfCardAt(event);
    const card = cards.find((candidate) => candidate.data.node.index === index);
    if (card && card.data.node.children.length > 0) onToggle(card.data.node.index);
  };
  return (
    // For pointers, as the cards' toggles: the tree view and the details panel do the same by keyboard.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className={styles.layer} onClick={onClick} onDoubleClick={onDoubleClick}>
      <CardWordsContext.Provider value={t}>
        {cards.map((card) => (
          <PlacedCard key={card.key} card={card} />
        ))}
      </CardWordsContext.Provider>
    </div>
  );
}
