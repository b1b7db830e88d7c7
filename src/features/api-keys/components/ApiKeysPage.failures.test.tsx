import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiKey } from '../../../../contract';
import { fakeApi, on, page, single } from '../../../test/fake-api';
import { renderInApp } from '../../../test/render';
import { ApiKeysPage } from './ApiKeysPage';

// Moved here from e2e/api-keys.spec.ts, where the service's failure was faked too: what is checked
// is the page's answer to it, which needs no browser.

const key: ApiKey = {
  id: 'key_flaky',
  name: 'Flaky rotate',
  prefix: 'service_sk_FlFl',
  scopes: ['workers:read'],
  createdAt: '2026-01-05T10:00:00Z',
  createdByUserId: 'usr_grace',
  createdByName: 'Grace Hopper',
  lastUsedAt: null,
  expiresAt: null,
  revokedAt: null,
  status: 'active',
};

afterEach(() => vi.unstubAllGlobals());

describe('ApiKeysPage when the service fails', { timeout: 20_000 }, () => {
  it('a failing service on rotate can be tried again', async () => {
    let failures = 1;
    const secret = 'service_sk_FlFlNewSecretPartThatIsLong00';
    fakeApi(
      on('GET', '/api/api-keys', () => page([key])),
      on('POST', '/api/api-keys/key_flaky/rotate', () => {
        if (failures-- > 0) return new Response('boom', { status: 500, headers: { 'Content-Type': 'text/plain' } });
        return single({ apiKey: { ...key, prefix: secret.slice(0, 15) }, secret });
      }),
    );
    const user = userEvent.setup();
    renderInApp(<ApiKeysPage />, { at: '/settings/api-keys', role: 'admin' });

    await user.click(await screen.findByRole('button', { name: 'Rotate Flaky rotate' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Rotate “Flaky rotate”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Rotate key' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('The service had a problem');
    await user.click(within(confirm).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Key rotated' })).toBeInTheDocument();
  });
});
