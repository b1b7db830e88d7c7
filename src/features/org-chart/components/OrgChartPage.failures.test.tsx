import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../../test/console';
import { failure, json, on } from '../../../test/fake-api';

// Moved here from e2e/org-chart.spec.ts, where the service's answers were faked too: what is
// checked is the console's answer to them, which needs no browser.

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the org chart when the service answers badly', { timeout: 60_000 }, () => {
  it('a malformed response is explained in place, with a way to try again', async () => {
    renderConsole(
      'owner',
      '/org-chart',
      on('GET', '/api/workers/org-chart', () => json(200, { results: 'nope' })),
    );
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('Unexpected response');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start over' })).toBeVisible();
  });

  it('a 403 shows a permission message and keeps the session', async () => {
    const { router } = renderConsole(
      'finance_viewer',
      '/org-chart',
      on('GET', '/api/workers/org-chart', () => failure(403, 'forbidden', 'No access to workers.')),
    );
    expect(
      await screen.findByRole('heading', { name: 'You lack permission to see the org chart' }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Account: Frances Allen' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/org-chart');
  });
});
