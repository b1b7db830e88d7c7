import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rolePermissions, type SecretSummary } from '../../../../contract';
import { json, fakeApi, on, page, single } from '../../../test/fake-api';
import { renderInApp } from '../../../test/render';
import { SecretsPage } from './SecretsPage';

// Moved here from e2e/secrets.spec.ts, where the service's answers were faked too: what is checked
// is the page's answer to them, which needs no browser.

const VALUE = 'hrs_0123456789abcdef0123456789abcdef01234567';

const hrToken: SecretSummary = {
  id: 'sec_hr',
  name: 'hr-system-token',
  description: 'Reads the HR system',
  createdAt: '2025-01-10T09:00:00Z',
  updatedAt: '2025-01-10T09:00:00Z',
  lastRevealedAt: null,
  lastRevealedByUserId: null,
  lastRevealedByName: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('SecretsPage when a reveal fails', { timeout: 20_000 }, () => {
  it('offers another try after a server fault or a malformed answer, and then reveals', async () => {
    let answer: 'fault' | 'malformed' | 'real' = 'fault';
    fakeApi(
      on('GET', '/api/secrets', () => page([hrToken])),
      on('POST', '/api/secrets/sec_hr/reveal', () => {
        if (answer === 'fault')
          return new Response('<h1>Bad gateway</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } });
        if (answer === 'malformed') return json(200, { result: { value: 42 }, errors: [] });
        return single({ value: VALUE });
      }),
    );
    const user = userEvent.setup();
    renderInApp(<SecretsPage />, { role: 'admin', permissions: rolePermissions.admin });

    await user.click(await screen.findByRole('button', { name: 'Reveal value of hr-system-token' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reveal “hr-system-token”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reveal value' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The service had a problem');

    answer = 'malformed';
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Unexpected response');

    answer = 'real';
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    const panel = await screen.findByRole('region', { name: 'Value of hr-system-token' });
    expect(panel).toHaveTextContent(/hrs_/);
  });
});
