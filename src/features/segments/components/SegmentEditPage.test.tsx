import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Segment } from '../../../../contract';
import { writeDraft } from '../../../lib/drafts';
import { failure, fakeApi, json, membersHandler, on, requestsTo } from '../../../test/fake-api';
import { renderInApp } from '../../../test/render';
import { testUsers } from '../../../test/session';
import { draftKey, type SegmentDraft } from '../model/draft';
import { toFormValues } from '../model/form-values';
import { clause } from '../model/test-helpers';
import { SegmentEditPage } from './SegmentEditPage';
import { workerHandlers } from './test-workers';

const stored: Segment = {
  id: 's1',
  name: 'Sales team',
  scope: 'rule_based',
  match: 'all',
  clauses: [clause('department', 'equals', 'Sales')],
  includedWorkerIds: [],
  excludedWorkerIds: [],
  createdAt: '2026-01-01T10:00:00Z',
  updatedAt: '2026-01-02T10:00:00Z',
  updatedByUserId: 'usr_katherine',
  updatedByName: 'Katherine Johnson',
};

/**
 * A segment service of one segment: GET answers with its current version and ETag; PUT replaces it
 * when If-Match names the current version (a new ETag, 204), else refuses with 412.
 */
function segmentService(initial: Segment) {
  let segment = initial;
  let version = 1;
  const etag = () => `"v${version}"`;
  return {
    /** Someone else saves a newer version. */
    changeElsewhere(changes: Partial<Segment>) {
      segment = { ...segment, ...changes };
      version += 1;
    },
    handlers: [
      on('GET', '/api/segments/s1', () => {
        const response = json(200, { result: segment, errors: [] });
        response.headers.set('ETag', etag());
        return response;
      }),
      on('PUT', '/api/segments/s1', ({ init }) => {
        if (new Headers(init?.headers).get('If-Match') !== etag())
          return failure(412, 'precondition_failed', 'The segment changed.');
        // The editor always sends both worker lists, never null.
        const write = JSON.parse(String(init?.body)) as Pick<
          Segment,
          'name' | 'scope' | 'match' | 'clauses' | 'includedWorkerIds' | 'excludedWorkerIds'
        >;
        segment = { ...segment, ...write, updatedByName: 'Ada Lovelace' };
        version += 1;
        return new Response(null, { status: 204, headers: { ETag: etag() } });
      }),
    ],
  };
}

let service: ReturnType<typeof segmentService>;
let fetchMock: ReturnType<typeof fakeApi>;

function renderPage() {
  const view = renderInApp([{ path: '/segments/:segmentId', element: <SegmentEditPage /> }], { at: '/segments/s1' });
  return { ...view, user: userEvent.setup() };
}

const value = () => screen.findByRole('combobox', { name: 'Clause 1 value' });
const ifMatchOfPuts = () =>
  requestsTo(fetchMock, 'PUT', /\/segments\/s1$/).map(([, init]) => new Headers(init?.headers).get('If-Match'));

beforeEach(() => {
  service = segmentService(stored);
  fetchMock = fakeApi(...service.handlers, ...workerHandlers, membersHandler);
  // jsdom does not scroll; the form scrolls what it focuses into view.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

// Typing through user-event is slow in jsdom on a busy machine: allow it the time.
describe('SegmentEditPage', { timeout: 20_000 }, () => {
  it('saves with the loaded version as If-Match, and the next save with the version that save made', async () => {
    const { user } = renderPage();
    await user.clear(await value());
    await user.type(await value(), 'Legal');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(ifMatchOfPuts()).toEqual(['"v1"']));
    expect(await screen.findByText(/^Saved at/)).toBeInTheDocument();

    await user.clear(await value());
    await user.type(await value(), 'Finance');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(ifMatchOfPuts()).toEqual(['"v1"', '"v2"']));
    expect(await screen.findByText(/^Saved at/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows what changed when the save is refused because someone saved a newer version (412)', async () => {
    const { user } = renderPage();
    await user.clear(await value());
    await user.type(await value(), 'Legal');
    service.changeElsewhere({ name: 'Sales and marketing' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'This segment changed since you opened it' });
    expect(await within(dialog).findByText('Sales and marketing')).toBeInTheDocument();
  });

  it('restores unsaved edits kept in this tab for the person who made them, not for someone else', async () => {
    const base = toFormValues(stored);
    const draft = (userId: string): SegmentDraft => ({
      userId,
      etag: '"v1"',
      base,
      values: { ...base, clauses: [{ ...base.clauses[0]!, values: [{ kind: 'literal', value: 'Drafted' }] }] },
      conflicts: [],
      setAside: null,
    });

    writeDraft(draftKey('s1'), draft('usr_someone_else'));
    const other = renderPage();
    expect(await value()).toHaveValue('Sales');
    expect(screen.queryByText('Your unsaved edits were restored')).not.toBeInTheDocument();
    other.unmount();

    writeDraft(draftKey('s1'), draft(testUsers.owner.id));
    renderPage();
    expect(await value()).toHaveValue('Drafted');
    expect(screen.getByText('Your unsaved edits were restored')).toBeInTheDocument();
  });
});
