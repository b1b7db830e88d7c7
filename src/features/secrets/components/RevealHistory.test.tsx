import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi, membersHandler, on, page, requestsTo } from '../../../test/fake-api';
import { renderInApp } from '../../../test/render';
import { RevealHistory } from './RevealHistory';

afterEach(() => {
  vi.unstubAllGlobals();
});

const reveal = (id: string, overrides: object = {}) => ({
  id,
  action: 'secret.reveal',
  targetType: 'secret',
  targetId: 'sec_payroll',
  actor: { type: 'user', userId: 'usr_grace', name: null },
  clientAddress: '198.51.100.4',
  at: new Date(Date.now() - 3 * 3600_000).toISOString(),
  etag: null,
  ...overrides,
});

describe('RevealHistory', () => {
  it('lists who revealed the secret or was refused its value, when and from where, in one filtered read when opened', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeApi(
      membersHandler,
      on('GET', '/api/audit-events', () =>
        page([
          reveal('2'),
          reveal('1', { action: 'secret.reveal_refused', actor: { type: 'user', userId: 'usr_hedy', name: null } }),
          reveal('0', { action: 'secret.reveal_refused', actor: { type: 'anonymous' }, clientAddress: null }),
        ]),
      ),
    );
    renderInApp(<RevealHistory secretId="sec_payroll" secretName="PAYROLL_TOKEN" />);
    expect(requestsTo(fetchMock, 'GET', /audit-events/)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Reveal history' }));
    const list = await screen.findByRole('list', { name: 'Reveal history of PAYROLL_TOKEN, newest first' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^Grace Hopper revealed it 3 hours ago from 198\.51\.100\.4$/);
    expect(items[1]).toHaveTextContent(/^Hedy Lamarr was refused the value 3 hours ago from 198\.51\.100\.4$/);
    expect(items[2]).toHaveTextContent(/^Someone not signed in was refused the value 3 hours ago$/);
    const reads = requestsTo(fetchMock, 'GET', /audit-events/);
    expect(reads).toHaveLength(1);
    const url = new URL(String(reads[0]![0]), 'http://x');
    expect(url.searchParams.get('targetType')).toBe('secret');
    expect(url.searchParams.get('targetId')).toBe('sec_payroll');
    expect(screen.getByRole('link', { name: 'See every event on this secret in Activity' })).toHaveAttribute(
      'href',
      '/activity?targetType=secret&targetId=sec_payroll',
    );
  });

  it('says the service keeps no activity log where it answers 404', async () => {
    const user = userEvent.setup();
    fakeApi(
      membersHandler,
      on('GET', '/api/audit-events', () => failure(404, 'not_found')),
    );
    renderInApp(<RevealHistory secretId="sec_payroll" secretName="PAYROLL_TOKEN" />);
    await user.click(screen.getByRole('button', { name: 'Reveal history' }));
    expect(
      await screen.findByText('This service keeps no activity log, so there is no reveal history.'),
    ).toBeInTheDocument();
  });

  it('says when nobody has revealed it', async () => {
    const user = userEvent.setup();
    fakeApi(
      membersHandler,
      on('GET', '/api/audit-events', () => page([])),
    );
    renderInApp(<RevealHistory secretId="sec_payroll" secretName="PAYROLL_TOKEN" />);
    await user.click(screen.getByRole('button', { name: 'Reveal history' }));
    expect(await screen.findByText('Nobody has revealed this secret.')).toBeInTheDocument();
  });
});
