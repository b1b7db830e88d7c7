import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../../test/console';
import { json, on } from '../../../test/fake-api';

// Moved here from e2e/scripts-browse.spec.ts, where the service's answer was faked too: what is
// checked is the console's answer to it, which needs no browser.

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the script list when the service answers badly', { timeout: 60_000 }, () => {
  it('a malformed list from the service is explained, not a white page', async () => {
    renderConsole(
      'owner',
      '/scripts',
      on('GET', '/api/scripts', () => json(200, { results: [{ id: 1 }], errors: [] })),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected response' }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});
