import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Segment } from '../../../../contract';
import { toCompiledClause } from '../model/form-values';
import { mergeSegment } from '../model/merge';
import { clause, formWith, keyed } from '../model/test-helpers';
import { ConflictDialog } from './ConflictDialog';

const base = formWith({
  name: 'Sales team',
  clauses: [keyed('a', clause('department', 'equals', 'Sales')), keyed('b', clause('jobTitle', 'contains', 'Head'))],
  includedWorkerIds: ['wrk_0001'],
});
const latestSegment = (clauses: ReturnType<typeof clause>[], overrides: Partial<Segment> = {}): Segment => ({
  id: 's1',
  name: 'Sales team',
  scope: 'rule_based',
  match: 'all',
  clauses,
  includedWorkerIds: ['wrk_0001', 'wrk_0002'],
  excludedWorkerIds: [],
  createdAt: '2026-01-01T10:00:00Z',
  updatedAt: new Date(Date.now() - 120_000).toISOString(),
  updatedByUserId: 'usr_katherine',
  updatedByName: 'Katherine Johnson',
  ...overrides,
});

function renderDialog(mine: typeof base, latest: Segment) {
  const handlers = { onReapply: vi.fn(), onLoadLatest: vi.fn(), onRetry: vi.fn(), onClose: vi.fn() };
  const merge = mergeSegment(base, mine, latest);
  render(
    <ConflictDialog state={{ status: 'ready', latest: { segment: latest, etag: '"v2"' }, merge }} {...handlers} />,
  );
  return { ...handlers, user: userEvent.setup() };
}

describe('ConflictDialog', { timeout: 20_000 }, () => {
  it('shows each difference with their version beside the user’s edits', async () => {
    const mine = { ...base, clauses: [base.clauses[0]!, keyed('b', clause('jobTitle', 'contains', 'Director'))] };
    const { user, onReapply } = renderDialog(
      mine,
      latestSegment([clause('department', 'equals', 'Marketing'), toCompiledClause(base.clauses[1]!)]),
    );
    const dialog = screen.getByRole('dialog', { name: 'This segment changed since you opened it' });
    expect(dialog).toHaveTextContent('Katherine Johnson saved a newer version (2 minutes ago).');
    const rows = within(dialog).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(
      'Clause 1Their change keptTheir versiondepartment equals MarketingYour editsdepartment equals Sales',
    );
    expect(rows[1]).toHaveTextContent(
      'Clause 2Your change re-appliedTheir versionjobTitle contains HeadYour editsjobTitle contains Director',
    );
    expect(rows[2]).toHaveTextContent('Included workers');
    expect(rows[2]).toHaveTextContent('added wrk_0002');
    expect(dialog).toHaveTextContent('None of your edits collide with theirs');
    await user.click(within(dialog).getByRole('button', { name: 'Re-apply my edits' }));
    expect(onReapply).toHaveBeenCalledTimes(1);
  });

  it('names collisions and offers to load their version while keeping the edits aside', async () => {
    const mine = { ...base, clauses: [keyed('a', clause('department', 'equals', 'Support')), base.clauses[1]!] };
    const { user, onLoadLatest } = renderDialog(
      mine,
      latestSegment([clause('department', 'equals', 'Marketing'), toCompiledClause(base.clauses[1]!)]),
    );
    expect(
      screen.getByText('One of your edits collides with theirs. Re-applying marks it in the form for you to decide.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Collision: you decide');
    await user.click(screen.getByRole('button', { name: 'Load their version, keep my edits aside' }));
    expect(onLoadLatest).toHaveBeenCalledTimes(1);
  });

  it('offers only the latest version when the user had changed nothing', async () => {
    const { user, onLoadLatest, onClose } = renderDialog(base, latestSegment([clause('department', 'equals', 'Ops')]));
    expect(screen.getByRole('dialog')).toHaveTextContent('You had not changed anything yet.');
    expect(screen.queryByRole('button', { name: /Re-apply/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load the latest version' }));
    expect(onLoadLatest).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('says so when the latest version cannot be loaded, with a retry', async () => {
    const handlers = { onReapply: vi.fn(), onLoadLatest: vi.fn(), onRetry: vi.fn(), onClose: vi.fn() };
    render(<ConflictDialog state={{ status: 'failed', error: new Error('offline') }} {...handlers} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The latest version could not be loaded');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(handlers.onRetry).toHaveBeenCalledTimes(1);
  });
});
