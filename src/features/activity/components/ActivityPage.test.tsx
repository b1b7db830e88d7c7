import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi, membersHandler, on, page, requestsTo } from '../../../test/fake-api';
import { renderInApp } from '../../../test/render';
import { activityKeys } from '../api/keys';
import type { AuditEvent } from '../../../../contract';
import { ActivityPage } from './ActivityPage';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

let nextId = 100;
function event(overrides: Partial<AuditEvent> = {}): AuditEvent {
  nextId -= 1;
  return {
    id: String(nextId),
    action: 'secret.reveal',
    targetType: 'secret',
    targetId: 'sec_payroll',
    actor: { type: 'user', userId: 'usr_ada', name: null },
    clientAddress: '203.0.113.7',
    at: new Date(Date.now() - 60_000).toISOString(),
    etag: null,
    ...overrides,
  };
}

function renderActivity(at = '/activity', ...handlers: Parameters<typeof fakeApi>) {
  const fetchMock = fakeApi(membersHandler, ...handlers);
  const view = renderInApp([{ path: '/activity', element: <ActivityPage /> }], { at });
  return { ...view, fetchMock };
}

const eventsAt = (respond: Parameters<typeof on>[2]) => on('GET', '/api/audit-events', respond);

describe('ActivityPage', () => {
  it('lists the events newest first: when, who, what, on which object, from where', async () => {
    renderActivity(
      '/activity',
      eventsAt(() =>
        page([
          event(),
          event({
            action: 'segment.replace',
            targetType: 'segment',
            targetId: 'seg_eng',
            actor: { type: 'user', userId: 'usr_grace', name: null },
            etag: '"v3"',
          }),
          event({ action: 'auth.failed', targetType: 'session', targetId: 'dev', actor: { type: 'anonymous' } }),
        ]),
      ),
    );
    const list = await screen.findByRole('list', { name: 'Events, newest first' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Ada Lovelace');
    expect(rows[0]).toHaveTextContent('Revealed a secret');
    expect(rows[0]).toHaveTextContent('sec_payroll');
    expect(rows[0]).toHaveTextContent('203.0.113.7');
    expect(rows[1]).toHaveTextContent('Saved a segment');
    expect(rows[1]).toHaveTextContent('"v3"');
    expect(within(rows[1]!).getByRole('link', { name: 'Open Segment seg_eng' })).toHaveAttribute(
      'href',
      '/segments/seg_eng',
    );
    expect(rows[2]).toHaveTextContent('Someone not signed in');
    expect(screen.getByText('3 events')).toBeInTheDocument();
  });

  it('narrows to a row’s person or object in one click, keeping the other filters', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderActivity(
      '/activity?action=secret.reveal',
      eventsAt(() => page([event()])),
    );
    await user.click(await screen.findByRole('link', { name: 'Only this person: events by Ada Lovelace' }));
    expect(router.state.location.search).toBe('?actor=usr_ada&action=secret.reveal');
    await waitFor(() => expect(requestsTo(fetchMock, 'GET', /audit-events\?.*actor=usr_ada/)).toHaveLength(1));
    const [asked] = requestsTo(fetchMock, 'GET', /audit-events\?.*actor=usr_ada/);
    expect(new URL(String(asked![0]), 'http://x').searchParams.get('action')).toBe('secret.reveal');
    await user.click(await screen.findByRole('link', { name: 'Only this object: events on Secret sec_payroll' }));
    expect(router.state.location.search).toBe(
      '?actor=usr_ada&action=secret.reveal&targetType=secret&targetId=sec_payroll',
    );
  });

  it('shows the filters as chips, each removable in one click', async () => {
    const user = userEvent.setup();
    const { router } = renderActivity(
      '/activity?actor=usr_grace&from=2026-11-01',
      eventsAt(() => page([])),
    );
    const chips = await screen.findByRole('list', { name: 'Filters' });
    expect(await within(chips).findByText('Person: Grace Hopper')).toBeInTheDocument();
    expect(within(chips).getByText('From: 2026-11-01')).toBeInTheDocument();
    expect(await screen.findByText('No events match these filters')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Remove the filter Person: Grace Hopper' }));
    expect(router.state.location.search).toBe('?from=2026-11-01');
  });

  it('sets filters from the form, into the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderActivity(
      '/activity',
      eventsAt(() => page([event()])),
    );
    await user.click(await screen.findByText('Change filters'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Rotated an API key');
    await user.type(screen.getByRole('textbox', { name: 'Object id' }), 'key_ci');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(router.state.location.search).toBe('?action=api_key.rotate&targetId=key_ci');
  });

  it.each([
    [404, 'not_found'],
    // The reference API, with the endpoint disabled (DISABLED_ENDPOINTS), as for any route it lacks.
    [400, 'not_found'],
    [501, 'error'],
  ] as const)(
    'says the service provides no activity log where it answers %i %s, not that something failed',
    async (status, code) => {
      renderActivity(
        '/activity',
        eventsAt(() => failure(status, code, 'No such route')),
      );
      expect(await screen.findByRole('heading', { name: 'This service provides no activity log' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );

  it('keeps the filters and says which one the service refused', async () => {
    renderActivity(
      '/activity?from=2026-12-01&to=2026-11-01&action=secret.reveal',
      eventsAt(() => failure(400, 'validation_error', 'from must not be after to.', 'from')),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The service refused the From filter: from must not be after to.');
    const chips = screen.getByRole('list', { name: 'Filters' });
    expect(within(chips).getAllByRole('listitem')).toHaveLength(4);
    expect(within(chips).getByText(/From: 2026-12-01/)).toHaveTextContent('(refused by the service)');
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
  });

  it('loads the next page when asked, passing the cursor back unchanged', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderActivity(
      '/activity',
      eventsAt(({ url }) =>
        url.searchParams.get('cursor') === 'c:2'
          ? page([event({ targetId: 'sec_second_page' })], { total: 2 })
          : page([event()], { total: 2, nextCursor: 'c:2' }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Load more events' }));
    expect(await screen.findByText('sec_second_page')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET', /cursor=c%3A2/)).toHaveLength(1);
    expect(screen.getByText('That is every event: 2 events.')).toBeInTheDocument();
  });

  it('brings in new events at the top while open, marked and announced', async () => {
    let events = [event({ targetId: 'sec_old' })];
    const { queryClient } = renderActivity(
      '/activity',
      eventsAt(() => page(events)),
    );
    await screen.findByText('sec_old');
    events = [event({ targetId: 'sec_new' }), ...events];
    await act(() => queryClient.refetchQueries({ queryKey: activityKeys.newest({}) }));
    expect(await screen.findByText('1 new event.')).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Events, newest first' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('sec_new');
    expect(rows[0]).toHaveTextContent('New');
    expect(rows[1]).toHaveTextContent('sec_old');
    expect(screen.getByText('1 new event.')).toBeInTheDocument();
  });

  it('exports every event of the filtered set as CSV, with progress', async () => {
    const user = userEvent.setup();
    const saved: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:x'),
        revokeObjectURL: () => undefined,
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { fetchMock } = renderActivity(
      '/activity?action=secret.reveal',
      eventsAt(({ url }) =>
        url.searchParams.get('cursor') === 'next'
          ? page([event({ targetId: 'sec_b' })], { total: 2 })
          : page([event({ targetId: 'sec_a' })], { total: 2, nextCursor: 'next' }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(/Exported 2 events to activity-\d{4}-\d{2}-\d{2}\.csv\./)).toBeInTheDocument();
    const text = await saved[0]!.text();
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(3);
    expect(text).toContain('sec_a');
    expect(text).toContain('sec_b');
    const exportReads = requestsTo(fetchMock, 'GET', /audit-events\?.*limit=200/);
    expect(exportReads).toHaveLength(2);
    expect(exportReads.every(([url]) => String(url).includes('action=secret.reveal'))).toBe(true);
  });
});
