import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  auditEventSchema,
  paths,
  rolePermissions,
  type AuditEvent,
  type Permission,
  type Session,
} from '../../contract';
import { formatUtc } from '../lib/format';
import { http } from '../lib/http';
import { createQueryClient } from '../lib/query-client';
import { SessionContext } from '../lib/session';
import { AuditTrail, AuditTrailEvents, type AuditTrailWords } from './AuditTrail';

afterEach(() => {
  vi.unstubAllGlobals();
});

const at = new Date(Date.now() - 2 * 3600_000).toISOString();

const event = (id: string, overrides: Partial<AuditEvent> = {}): AuditEvent => ({
  id,
  action: 'thing.touch',
  targetType: 'script',
  targetId: 'scr/1',
  actor: { type: 'user', userId: 'usr_ada', name: null },
  clientAddress: null,
  at,
  etag: null,
  ...overrides,
});

const members = [
  { userId: 'usr_ada', name: 'Ada Lovelace', email: 'ada@acme.test', role: 'owner' },
  { userId: 'usr_grace', name: 'Grace Hopper', email: 'grace@acme.test', role: 'admin' },
];

const page = (results: readonly unknown[], nextCursor: string | null = null) =>
  Response.json({
    results,
    errors: [],
    pagination: { nextCursor, limit: 200, hasMore: nextCursor !== null, total: results.length },
  });

const failure = (status: number, errorCode: string) =>
  Response.json({ result: null, errors: [{ errorCode, errorMessage: 'server words', target: null }] }, { status });

/** The service: its members, and the activity log answering as `respond` says. Returns the reads of the log. */
function answering(respond: () => Response | Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const { pathname } = new URL(String(input), 'http://acme.localhost');
    if (pathname === '/api/members') return page(members);
    if (pathname === '/api/audit-events') return respond();
    return failure(400, 'not_found');
  });
  vi.stubGlobal('fetch', fetchMock);
  return () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/audit-events'));
}

/** As the console renders it: the app's query client, a signed-in caller and a router. */
function renderInConsole(ui: ReactElement, permissions: readonly Permission[] = rolePermissions.owner) {
  const session = { permissions: [...permissions] } as Session;
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionContext.Provider value={session}>
        <RouterProvider router={router} />
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
}

const words: AuditTrailWords = {
  subject: 'the touch history',
  absent: 'touch history',
  list: 'Touches, newest first',
  activity: 'See every event on this script in Activity',
};

/** A feature's part: its one read of the activity log, and how it phrases one event. */
function TouchEvents({
  empty,
  summary,
  showsAddress,
}: {
  empty?: string;
  summary?: (events: readonly AuditEvent[]) => string;
  showsAddress?: boolean;
}) {
  const history = useQuery({
    queryKey: ['touches'],
    queryFn: ({ signal }) =>
      http.getPage(paths.auditEvents, auditEventSchema, {
        limit: 5,
        query: { targetType: 'script', targetId: 'scr/1' },
        signal,
      }),
    retry: false,
    throwOnError: false,
  });
  return (
    <AuditTrailEvents
      history={history}
      target={{ type: 'script', id: 'scr/1' }}
      size={5}
      words={{ ...words, empty }}
      summary={summary}
      showsAddress={showsAddress}
      describe={(item, actor) => ({
        phrase: (
          <>
            <strong>{actor}</strong> touched it
          </>
        ),
        after: item.etag ? `· version ${item.etag}` : null,
      })}
    />
  );
}

function Touches(
  props: Parameters<typeof TouchEvents>[0] & { placement?: 'inline' | 'section'; label?: string | null },
) {
  const { placement, label = 'Touches of the script', ...events } = props;
  return (
    <AuditTrail title="Touches" label={label ?? undefined} placement={placement}>
      <TouchEvents {...events} />
    </AuditTrail>
  );
}

async function open(name = 'Touches of the script') {
  await userEvent.setup().click(screen.getByRole('button', { name }));
}

const items = async () =>
  within(await screen.findByRole('list', { name: 'Touches, newest first' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('AuditTrail', () => {
  it('opens and closes on its button, which says so and names its panel; the one read is made when opened', async () => {
    const user = userEvent.setup();
    const reads = answering(() => page([event('1')]));
    renderInConsole(<Touches />);
    const button = screen.getByRole('button', { name: 'Touches of the script' });
    expect(button).toHaveTextContent('Touches');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // eslint-disable-next-line testing-library/no-node-access -- aria-controls names the panel by its id
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel).not.toBeVisible();
    expect(reads()).toHaveLength(0);

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(within(panel!).getByRole('list', { name: 'Touches, newest first' })).toBeInTheDocument();
    expect(await items()).toEqual(['Ada Lovelace touched it 2 hours ago']);
    expect(reads()).toHaveLength(1);

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('is not offered to those who may not read the activity log, and reads nothing for them', () => {
    const reads = answering(() => page([event('1')]));
    renderInConsole(
      <Touches />,
      rolePermissions.admin.filter((permission) => permission !== 'audit:read'),
    );
    expect(screen.queryByRole('button', { name: /Touches/ })).toBeNull();
    expect(reads()).toHaveLength(0);
  });

  it('in a page’s own section, its heading is the button, and names the section', async () => {
    answering(() => page([event('1')]));
    renderInConsole(<Touches placement="section" label={null} />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Touches' });
    expect(within(heading).getByRole('button', { name: 'Touches' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: 'Touches' })).toContainElement(heading);
    await open('Touches');
    expect(await items()).toEqual(['Ada Lovelace touched it 2 hours ago']);
  });

  it('says it is loading while the read is under way', async () => {
    answering(() => new Promise<Response>(() => undefined));
    renderInConsole(<Touches />);
    await open();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the touch history…');
  });

  it('says the service keeps no activity log where it answers 404, not that something failed', async () => {
    answering(() => failure(404, 'not_found'));
    renderInConsole(<Touches />);
    await open();
    expect(
      await screen.findByText('This service keeps no activity log, so there is no touch history.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why the read failed, in the console’s words, and reads again on Try again', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    answering(() => (++attempts === 1 ? failure(500, 'internal_error') : page([event('1')])));
    renderInConsole(<Touches />);
    await open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The touch history could not be loaded: The service had a problem');
    expect(alert).not.toHaveTextContent('server words');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await items()).toEqual(['Ada Lovelace touched it 2 hours ago']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names who did it: the member, else the name recorded, else the id; an API key; or nobody signed in', async () => {
    answering(() =>
      page([
        event('6', { actor: { type: 'user', userId: 'usr_grace', name: 'Grace (as recorded)' } }),
        event('5', { actor: { type: 'user', userId: 'usr_gone', name: 'A Former Member' } }),
        event('4', { actor: { type: 'user', userId: 'usr_unknown', name: null } }),
        event('3', { actor: { type: 'api_key', apiKeyId: 'key_ci', name: 'CI deploys', userId: 'usr_ada' } }),
        event('2', { actor: { type: 'api_key', apiKeyId: 'key_old', name: null, userId: null } }),
        event('1', { actor: { type: 'anonymous' } }),
      ]),
    );
    renderInConsole(<Touches />);
    await open();
    expect(await items()).toEqual([
      'Grace Hopper touched it 2 hours ago',
      'A Former Member touched it 2 hours ago',
      'usr_unknown touched it 2 hours ago',
      'API key CI deploys touched it 2 hours ago',
      'API key key_old touched it 2 hours ago',
      'someone not signed in touched it 2 hours ago',
    ]);
  });

  it('gives each event its time (the exact instant in UTC on hover), where it came from, then the feature’s detail', async () => {
    answering(() =>
      page([event('2', { clientAddress: '198.51.100.4', etag: 'v2' }), event('1', { clientAddress: null })]),
    );
    renderInConsole(<Touches />);
    await open();
    expect(await items()).toEqual([
      'Ada Lovelace touched it 2 hours ago from 198.51.100.4 · version v2',
      'Ada Lovelace touched it 2 hours ago',
    ]);
    const [time] = screen.getAllByText('2 hours ago');
    expect(time!.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', at);
    expect(time).toHaveAttribute('title', formatUtc(at));
  });

  it('leaves the address out where the feature does not show it', async () => {
    answering(() => page([event('1', { clientAddress: '198.51.100.4' })]));
    renderInConsole(<Touches showsAddress={false} />);
    await open();
    expect(await items()).toEqual(['Ada Lovelace touched it 2 hours ago']);
  });

  it('says only the latest are listed when the log holds more, and links to every event on the object', async () => {
    answering(() => page([event('1')], 'next'));
    renderInConsole(<Touches />);
    await open();
    const link = await screen.findByRole('link', { name: 'See every event on this script in Activity' });
    expect(link).toHaveAttribute('href', '/activity?targetType=script&targetId=scr%2F1');
    expect(screen.getByText('The latest 5.')).toContainElement(link);
  });

  it('does not say “the latest” when the list holds every event', async () => {
    answering(() => page([event('1')]));
    renderInConsole(<Touches />);
    await open();
    expect(await screen.findByRole('link', { name: 'See every event on this script in Activity' })).toBeInTheDocument();
    expect(screen.queryByText(/The latest/)).toBeNull();
  });

  it('with no events, says the feature’s note in place of the list and the link', async () => {
    answering(() => page([]));
    renderInConsole(<Touches empty="Nobody touched it." />);
    await open();
    expect(await screen.findByText('Nobody touched it.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('puts the feature’s summary above the list; with no events and no note, the summary and the link only', async () => {
    const summary = (events: readonly AuditEvent[]) => `Touched ${events.length} times.`;
    answering(() => page([event('2'), event('1')]));
    const view = renderInConsole(<Touches summary={summary} />);
    await open();
    const list = await screen.findByRole('list', { name: 'Touches, newest first' });
    expect(screen.getByText('Touched 2 times.').compareDocumentPosition(list)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    view.unmount();

    answering(() => page([]));
    renderInConsole(<Touches summary={summary} />);
    await open();
    expect(await screen.findByText('Touched 0 times.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('link', { name: 'See every event on this script in Activity' })).toBeInTheDocument();
  });
});
