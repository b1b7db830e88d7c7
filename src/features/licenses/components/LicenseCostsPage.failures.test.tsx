import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../../test/console';
import { on, page } from '../../../test/fake-api';

// Moved here from e2e/licenses.spec.ts, where the service's answer was faked too: what is checked
// is the console's answer to it, which needs no browser.

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('license costs when the service answers badly', { timeout: 60_000 }, () => {
  it('a malformed response is explained in place, not a blank page', async () => {
    renderConsole(
      'finance_viewer',
      '/licenses',
      on('GET', '/api/licenses/costs', () => page([{ day: 'yesterday', annualCost: 'a lot' }], { limit: 5000 })),
    );
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(/unexpected response/i);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
