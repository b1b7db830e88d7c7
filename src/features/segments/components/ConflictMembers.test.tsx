import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderInApp } from '../../../test/render';
import { workerHandlers } from './test-workers';
import { clause } from '../model/test-helpers';
import { ConflictMembers } from './ConflictMembers';

// The fake API's workers: Morgan Reyes (Executive), Avery Chen (Sales, Head of Sales).
const version = (department: string) => ({
  scope: 'rule_based' as const,
  match: 'all' as const,
  clauses: [clause('department', 'equals', department)],
  includedWorkerIds: [],
  excludedWorkerIds: [],
});

beforeEach(() => {
  fakeApi(...workerHandlers);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ConflictMembers', { timeout: 20_000 }, () => {
  it('counts both versions and names who is only in one', async () => {
    renderInApp(<ConflictMembers theirs={version('Executive')} mine={version('Sales')} />);
    const section = await screen.findByRole('region', { name: 'Members' });
    const counts = within(section).getAllByRole('definition');
    expect(counts[0]).toHaveTextContent('1 of 2 workers match');
    expect(counts[1]).toHaveTextContent('1 of 2 workers match');
    expect(within(section).getByText('Only in yours (1): Avery Chen')).toBeInTheDocument();
    expect(within(section).getByText('Only in theirs (1): Morgan Reyes')).toBeInTheDocument();
  });

  it('says when both versions select the same workers', async () => {
    renderInApp(<ConflictMembers theirs={version('Sales')} mine={version('Sales')} />);
    const section = await screen.findByRole('region', { name: 'Members' });
    expect(within(section).getByText('Both versions select the same workers.')).toBeInTheDocument();
    expect(within(section).queryByText(/Only in/)).not.toBeInTheDocument();
  });
});
