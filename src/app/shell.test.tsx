import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PolicySummary } from '../../contract';
import { renderConsole } from '../test/console';
import { json, on, page } from '../test/fake-api';

// The whole console (its routes, shell and pages) over a fake API. These checks were end-to-end
// tests (e2e/shell.spec.ts, e2e/shell-polish.spec.ts) whose answers were faked or did not matter:
// what they check is the console's own behaviour, which needs no browser. A whole console takes a
// while to render on a busy machine: hence the long timeouts.

const policy: PolicySummary = {
  id: 'pol_eng',
  name: 'Engineering access',
  latestRevision: 4,
  updatedAt: '2026-10-21T10:00:00Z',
  updatedByUserId: 'usr_grace',
  updatedByName: 'Grace Hopper',
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the console', { timeout: 60_000 }, () => {
  it.each([
    ['finance_viewer', 'License costs', '/licenses'],
    ['hr_editor', 'Segments', '/segments'],
    ['admin', 'Segments', '/segments'],
  ] as const)('%s lands on %s', async (role, heading, path) => {
    const { router } = renderConsole(role, '/');
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 15_000 })).toBeVisible();
    expect(router.state.location.pathname).toBe(path);
  });

  it('a page the role lacks keeps its title and description', async () => {
    renderConsole('finance_viewer', '/segments');
    expect(await screen.findByText(/You lack permission to see segments/, {}, { timeout: 15_000 })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Segments' })).toBeVisible();
    expect(screen.getByText('Groups of workers that policies apply to.')).toBeVisible();
  });

  it('a failing service shows a clear message with a way to try again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    // React reports the errors its boundaries catch.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let failing = true;
    renderConsole(
      'owner',
      '/policies',
      on('GET', '/api/policies', () => {
        if (!failing) return page([policy]);
        const response = json(500, {
          result: null,
          errors: [{ errorCode: 'internal_error', errorMessage: 'Internal error' }],
        });
        response.headers.set('X-Request-Id', 'req-test-1');
        return response;
      }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    // The boot frame's title first, then the page's own: only the latter stays.
    await screen.findByRole('heading', { level: 1, name: 'Policies' }, { timeout: 15_000 });
    // The reads' retries and their backoff, run out.
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(await screen.findByRole('heading', { name: 'The service had a problem' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Policies' })).toBeVisible();
    expect(screen.getByText(/req-test-1/)).toBeVisible();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Engineering access' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'The service had a problem' })).not.toBeInTheDocument();
  });
});
