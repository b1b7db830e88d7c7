import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildReportingTree } from '../model/build-reporting-tree';
import { testWorker } from '../model/test-trees';
import { CardActionsContext, NamesOnlyContext } from './chart-context';
import { layoutVisibleTree } from '../model/layout';
import { createCardItemCache, type CardData } from './card-items';
import { CardLayer, GroupCard, WorkerCard } from './GraphCards';

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
  inSegment: null,
  segmentBelow: null,
  departmentBelow: null,
  color: null,
  arriving: false,
});
const actions = { toggle() {} };

function renderCard(card: React.ReactElement, namesOnly: boolean) {
  return render(
    <CardActionsContext.Provider value={actions}>
      <NamesOnlyContext.Provider value={namesOnly}>{card}</NamesOnlyContext.Provider>
    </CardActionsContext.Provider>,
  );
}
const workerCard = (data: CardData) => <WorkerCard data={data} />;
const groupCard = (data: CardData) => <GroupCard data={data} />;

describe('graph cards', () => {
  it('show a worker’s job title, department, counts and toggle when close enough to read', () => {
    renderCard(workerCard(dataOf(0)), false);
    expect(screen.getByText('Morgan Reyes')).toBeInTheDocument();
    expect(screen.getByText('Chief Executive Officer')).toBeInTheDocument();
    expect(screen.getByText('Executive')).toBeInTheDocument();
    expect(screen.getByText('1 direct · 1 total')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show the 1 report of Morgan Reyes' })).toBeInTheDocument();
  });

  it('say their counts are so far while more people are loading', () => {
    renderCard(workerCard({ ...dataOf(0), arriving: true }), false);
    expect(screen.getByText('1 direct · 1 so far')).toBeInTheDocument();
    renderCard(workerCard({ ...dataOf(1), arriving: true }), false);
    expect(screen.getByText('No reports so far')).toBeInTheDocument();
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

describe('the card layer', () => {
  const expanded = new Set([0]);
  const cards = createCardItemCache().cards(tree, layoutVisibleTree(tree, expanded), {
    expanded,
    focus: null,
    department: null,
    departmentBelow: null,
    colors: new Map(),
  });

  it('places each card where the layout puts it', () => {
    renderCard(<CardLayer cards={cards} onSelect={() => {}} onToggle={() => {}} />, false);
    const ada = cards.find((card) => card.key === 'w2')!;
    // Where a card is drawn is its wrapper's style, which no query of Testing Library reaches.
    // eslint-disable-next-line testing-library/no-node-access
    expect(screen.getByText('Ada Lovelace').closest('[data-card]')).toHaveStyle({
      transform: `translate(${ada.x}px, ${ada.y}px)`,
    });
  });

  it('opens the person clicked, and opens or closes a team on a double click', async () => {
    const onSelect = vi.fn();
    const onToggle = vi.fn();
    const user = userEvent.setup();
    renderCard(<CardLayer cards={cards} onSelect={onSelect} onToggle={onToggle} />, false);
    await user.click(screen.getByText('Ada Lovelace'));
    expect(onSelect).toHaveBeenLastCalledWith(1);
    await user.dblClick(screen.getByText('Morgan Reyes'));
    expect(onToggle).toHaveBeenCalledWith(0);
    onToggle.mockClear();
    // Nobody reports to Ada: nothing to open.
    await user.dblClick(screen.getByText('Ada Lovelace'));
    expect(onToggle).not.toHaveBeenCalled();
  });

  it('does not open the person whose toggle was pressed', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    render(
      <CardActionsContext.Provider value={{ toggle: vi.fn() }}>
        <CardLayer cards={cards} onSelect={onSelect} onToggle={() => {}} />
      </CardActionsContext.Provider>,
    );
    await user.click(screen.getByRole('button', { name: 'Hide the 1 report of Morgan Reyes' }));
    expect(onSelect).not.toHaveBeenCalled();
  });
});
