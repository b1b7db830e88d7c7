import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi, membersHandler, on, page, requestsTo } from '../../../test/fake-api';
import { renderInApp } from '../../../test/render';
import { KeyHistory } from './KeyHistory';

afterEach(() => {
  vi.unstubAllGlobals();
});

const event = (id: string, action: string, userId = 'usr_ada') => ({
  id,
  action,
  targetType: 'api_key',
  targetId: 'key_ci',
  actor: { type: 'user', userId, name: null },
  clientAddress: '192.0.2.10',
  at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
  etag: null,
});

describe('KeyHistory', () => {
  it('shows the key’s rotations, who did them and from where, in one filtered read when opened', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeApi(
      membersHandler,
      on('GET', '/api/audit-events', () =>
        page([event('3', 'api_key.rotate', 'usr_grace'), event('2', 'api_key.rotate'), event('1', 'api_key.create')]),
      ),
    );
    renderInApp(<KeyHistory keyId="key_ci" keyName="CI deploys" />);
    await user.click(screen.getByRole('button', { name: 'Rotations of CI deploys' }));
    expect(await screen.findByText('Rotated 2 times.')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'History of CI deploys, newest first' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'Rotated by Grace Hopper 2 days ago from 192.0.2.10',
      'Rotated by Ada Lovelace 2 days ago from 192.0.2.10',
      'Created by Ada Lovelace 2 days ago from 192.0.2.10',
    ]);
    const [read] = requestsTo(fetchMock, 'GET', /audit-events/);
    const url = new URL(String(read![0]), 'http://x');
    expect([url.searchParams.get('targetType'), url.searchParams.get('targetId')]).toEqual(['api_key', 'key_ci']);
  });

  it('says once, or never, as the key was rotated', async () => {
    const user = userEvent.setup();
    fakeApi(
      membersHandler,
      on('GET', '/api/audit-events', () => page([event('2', 'api_key.rotate'), event('1', 'api_key.create')])),
    );
    const view = renderInApp(<KeyHistory keyId="key_ci" keyName="CI deploys" />);
    await user.click(screen.getByRole('button', { name: 'Rotations of CI deploys' }));
    expect(await screen.findByText('Rotated once.')).toBeInTheDocument();
    view.unmount();

    fakeApi(
      membersHandler,
      on('GET', '/api/audit-events', () => page([])),
    );
    renderInApp(<KeyHistory keyId="key_ci" keyName="CI deploys" />);
    await user.click(screen.getByRole('button', { name: 'Rotations of CI deploys' }));
    expect(await screen.findByText('Never rotated.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See every event on this key in Activity' })).toHaveAttribute(
      'href',
      '/activity?targetType=api_key&targetId=key_ci',
    );
  });

  it('says the service keeps no activity log where it answers 404', async () => {
    const user = userEvent.setup();
    fakeApi(
      membersHandler,
      on('GET', '/api/audit-events', () => failure(404, 'not_found')),
    );
    renderInApp(<KeyHistory keyId="key_ci" keyName="CI deploys" />);
    await user.click(screen.getByRole('button', { name: 'Rotations of CI deploys' }));
    expect(
      await screen.findByText('This service keeps no activity log, so there is no history of this key.'),
    ).toBeInTheDocument();
  });
});
