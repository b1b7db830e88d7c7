import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SegmentSummary } from '../../../../contract';
import { failure, fakeApi, on, page, requestsTo, single } from '../../../test/fake-api';
import { renderInApp } from '../../../test/render';
import { clause } from '../model/test-helpers';
import { SegmentListPage } from './SegmentListPage';
import { workerHandlers } from './test-workers';

// The fake API's workers: Morgan Reyes (Executive), Avery Chen (Sales). Sixty segments, "Segment 01"
// to "Segment 60", changed one day apart (01 first); every third selects both workers, every other
// one of the rest Avery Chen alone, the others nobody.
const rules = {
  2: { scope: 'rule_based', match: 'all', clauses: [clause('department', 'not_equals', 'Nowhere')] },
  1: { scope: 'rule_based', match: 'all', clauses: [clause('department', 'equals', 'Sales')] },
  0: { scope: 'rule_based', match: 'all', clauses: [clause('department', 'equals', 'Nowhere')] },
} as const;
const membersOf = (n: number) => (n % 3 === 0 ? 2 : n % 2 === 0 ? 1 : 0);
const segments = Array.from({ length: 60 }, (_, index) => {
  const n = index + 1;
  const name = `Segment ${String(n).padStart(2, '0')}`;
  const updatedAt = new Date(Date.UTC(2026, 0, n)).toISOString();
  const rule = rules[membersOf(n)];
  const summary: SegmentSummary = {
    id: `seg-${n}`,
    name,
    scope: 'rule_based',
    match: 'all',
    clauseCount: 1,
    updatedAt,
    updatedByName: null,
  };
  const detail = {
    ...summary,
    ...rule,
    includedWorkerIds: [],
    excludedWorkerIds: [],
    createdAt: updatedAt,
    updatedByUserId: 'u1',
  };
  return { summary, detail };
});

/** `GET /api/segments?q=&cursor=&limit=`: by name, the cursor an offset. */
const listHandler = on('GET', '/api/segments', ({ url }) => {
  const q = (url.searchParams.get('q') ?? '').toLowerCase();
  const matching = segments.map((s) => s.summary).filter((s) => s.name.toLowerCase().includes(q));
  const offset = Number(url.searchParams.get('cursor') ?? 0);
  const limit = Number(url.searchParams.get('limit') ?? 50);
  const end = offset + limit;
  return page(matching.slice(offset, end), {
    total: matching.length,
    limit,
    nextCursor: end < matching.length ? String(end) : null,
  });
});
const detailHandler = on('GET', /^\/api\/segments\/([^/]+)$/, ({ params: [id] }) => {
  const found = segments.find((s) => s.summary.id === id);
  return found ? single(found.detail) : failure(400, 'segment_not_found');
});

let fetchMock: ReturnType<typeof fakeApi>;
beforeEach(() => {
  fetchMock = fakeApi(listHandler, detailHandler, ...workerHandlers);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const detailReads = () => requestsTo(fetchMock, 'GET', /\/api\/segments\/[^/?]+$/).length;
const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('link')
    .map((link) => link.textContent);
/** Waits until every row on screen is counted. */
async function counted() {
  await waitFor(() => expect(screen.queryAllByText('Counting')).toHaveLength(0), { timeout: 10_000 });
}
const names = (numbers: number[]) => numbers.map((n) => `Segment ${String(n).padStart(2, '0')}`);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
/** By members, most first, then by name. */
const byMembers = (numbers: number[]) => [...numbers].sort((a, b) => membersOf(b) - membersOf(a) || a - b);

describe('SegmentListPage', { timeout: 30_000 }, () => {
  it('sorts by members among the page on screen, reading only its segments', async () => {
    renderInApp(<SegmentListPage />, { at: '/segments' });
    const user = userEvent.setup();
    await waitFor(() => expect(rowNames()).toEqual(names(range(1, 25))));
    await counted();
    expect(detailReads()).toBe(25);

    await user.click(screen.getByRole('button', { name: /^Members/ }));
    await waitFor(() => expect(rowNames()).toEqual(names(byMembers(range(1, 25)))));
    await counted();
    // Nothing read again, and none of the other 35.
    expect(detailReads()).toBe(25);
    expect(screen.getByText('Showing 1–25 of 60, by name; this page sorted by members, most first')).toBeVisible();
    expect(
      screen.getByText(
        'Members are counted for the segments on screen only, so sorting by members orders this page; the pages follow the names.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('columnheader', { name: /^Members/ })).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rowNames()).toEqual(names(byMembers(range(26, 50)))), { timeout: 10_000 });
    expect(screen.getByText('Showing 26–50 of 60, by name; this page sorted by members, most first')).toBeVisible();
    expect(detailReads()).toBe(50);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(rowNames()).toEqual(names(byMembers(range(1, 25)))));
    expect(detailReads()).toBe(50);
  });

  it('sorts the whole list by members when it fits on one page', async () => {
    renderInApp(<SegmentListPage />, { at: '/segments?q=Segment 0&sort=members&dir=asc' });
    await waitFor(() => expect(rowNames()).toHaveLength(9));
    await counted();
    expect(rowNames()).toEqual(names([1, 5, 7, 2, 4, 8, 3, 6, 9]));
    expect(screen.getByText('All 9 segments matching “Segment 0”, sorted by members, fewest first')).toBeVisible();
    expect(screen.queryByText(/counted for the segments on screen only/)).not.toBeInTheDocument();
  });

  it('says a segment duplicates the one shown above it, whichever order the service lists them in', async () => {
    // The service lists by code points ("Team 10" before "Team 9"); the console sorts numbers as numbers.
    const team = (n: number) => ({
      ...segments[2]!.detail,
      id: `team-${n}`,
      name: `Team ${n}`,
    });
    const teams = [team(10), team(9)];
    fakeApi(
      on('GET', '/api/segments', () =>
        page(
          teams.map(({ id, name, scope, match, clauseCount, updatedAt, updatedByName }) => ({
            id,
            name,
            scope,
            match,
            clauseCount,
            updatedAt,
            updatedByName,
          })),
        ),
      ),
      on('GET', /^\/api\/segments\/([^/]+)$/, ({ params: [id] }) => single(teams.find((t) => t.id === id))),
      ...workerHandlers,
    );
    renderInApp(<SegmentListPage />, { at: '/segments?sort=members&dir=desc' });
    await waitFor(() => expect(rowNames()).toEqual(['Team 9', 'Team 10']));
    await counted();
    const row = (name: string) =>
      screen.getAllByRole('row').find((tr) => within(tr).queryByRole('link', { name }) !== null)!;
    expect(await within(row('Team 10')).findByText('Duplicate of Team 9')).toBeVisible();
    expect(within(row('Team 9')).queryByText(/Duplicate of/)).not.toBeInTheDocument();
  });

  it('sorts every segment by last change, a page at a time, counting only the page on screen', async () => {
    renderInApp(<SegmentListPage />, { at: '/segments?sort=changed&dir=desc' });
    const user = userEvent.setup();
    await waitFor(() => expect(rowNames()).toEqual(names(range(36, 60).reverse())));
    expect(screen.getByText('Showing 1–25 of 60, sorted by last change, newest first')).toBeVisible();
    await counted();
    expect(detailReads()).toBe(25);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rowNames()).toEqual(names(range(11, 35).reverse())));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rowNames()).toEqual(names(range(1, 10).reverse())));
    expect(screen.getByText('Showing 51–60 of 60, sorted by last change, newest first')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
    await counted();
    expect(detailReads()).toBe(60);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(rowNames()).toEqual(names(range(11, 35).reverse())));
    await counted();
    expect(detailReads()).toBe(60);
  });
});
