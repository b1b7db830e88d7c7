import type { NodeProps } from '@xyflow/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildReportingTree } from '../model/build-reporting-tree';
import { testWorker } from '../model/test-trees';
import { CardActionsContext, NamesOnlyContext } from './chart-context';
import { GroupCard, WorkerCard, type CardData, type GroupFlowNode, type WorkerFlowNode } from './GraphCards';

const tree = buildReportingTree([
  testWorker('w1', null, { name: 'Morgan Reyes', jobTitle: 'Chief Executive Officer', department: 'Executive' }),
  testWorker('w2', 'w1', { name: 'Ada Lovelace', jobTitle: 'VP Engineering' }),
  testWorker('w3', 'w3', { name: 'Self Made' }),
]);
const dataOf = (index: number): CardData => ({
  node: tree.node(index),
  expanded: false,
  focused: false,
  dimmed: false,
  departmentBelow: null,
  color: null,
});
const actions = { toggle() {} };

function renderCard(card: React.ReactElement, namesOnly: boolean) {
  return render(
    <CardActionsContext.Provider value={actions}>
      <NamesOnlyContext.Provider value={namesOnly}>{card}</NamesOnlyContext.Provider>
    </CardActionsContext.Provider>,
  );
}
const workerCard = (data: CardData) => <WorkerCard {...({ data } as NodeProps<WorkerFlowNode>)} />;
const groupCard = (data: CardData) => <GroupCard {...({ data } as NodeProps<GroupFlowNode>)} />;

describe('graph cards', () => {
  it('show a worker’s job title, department, counts and toggle when close enough to read', () => {
    renderCard(workerCard(dataOf(0)), false);
    expect(screen.getByText('Morgan Reyes')).toBeInTheDocument();
    expect(screen.getByText('Chief Executive Officer')).toBeInTheDocument();
    expect(screen.getByText('Executive')).toBeInTheDocument();
    expect(screen.getByText('1 direct · 1 total')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show the 1 report of Morgan Reyes' })).toBeInTheDocument();
  });

  it('draw only the name when zoomed far out, and nothing that could not be read', () => {
    renderCard(workerCard(dataOf(0)), true);
    expect(screen.getByText('Morgan Reyes')).toHaveAttribute('title', 'Morgan Reyes');
    for (const unreadable of ['Chief Executive Officer', 'Executive', '1 direct · 1 total'])
      expect(screen.queryByText(unreadable)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keep a group’s warning sign beside its name when zoomed far out', () => {
    const group = tree.roots.find((root) => tree.isGroup(root))!;
    const { container } = renderCard(groupCard(dataOf(group)), true);
    expect(container.textContent).toBe('!Manages themself');
    expect(screen.queryByText(/check the data-quality panel/)).toBeNull();
    renderCard(groupCard(dataOf(group)), false);
    expect(screen.getByText(/check the data-quality panel/)).toBeInTheDocument();
  });
});
