import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../test/render';
import { sessionFor } from '../test/session';
import { PermissionGate } from './PermissionGate';
import { routes } from './router';

/** A member whose role grants nothing: every area is refused. */
const session = sessionFor('finance_viewer', []);

// eslint-disable-next-line testing-library/no-node-access -- a route object's children, not the DOM's
const pages = (routes.find((route) => route.path === '/')?.children ?? []) as RouteObject[];

function renderAt(path: string) {
  const gate = <PermissionGate permissions={session.permissions} />;
  // A HydrateFallback, shown while a lazy page loads on the first visit, as the app's own root has.
  return renderInApp([{ path: '/', element: gate, HydrateFallback: () => null, children: pages }], {
    at: path,
    session,
  });
}

afterEach(() => vi.restoreAllMocks());

describe('every page of the console, refused by its route', () => {
  it.each([
    ['/segments', 'Segments', 'You lack permission to see segments'],
    ['/segments/new', 'New segment', 'You lack permission to see the segment editor'],
    ['/segments/5e9f3c1a-8b2d-4f6e-a1c7-0d3b9e2f4a11', 'Segment', 'You lack permission to see segments'],
    ['/org-chart', 'Org chart', 'You lack permission to see the org chart'],
    ['/licenses', 'License costs', 'You lack permission to see license costs'],
    ['/secrets', 'Secrets', 'You lack permission to see secrets'],
    ['/policies', 'Policies', 'You lack permission to see policies'],
    ['/policies/pol_a/revisions/2', 'Policy', 'You lack permission to see policies'],
    ['/scripts', 'Scripts', 'You lack permission to see scripts'],
    ['/scripts/new', 'New script', 'You lack permission to create scripts'],
    ['/scripts/scr_1', 'Script', 'You lack permission to see scripts'],
    ['/settings/api-keys', 'API keys', 'You lack permission to see API keys'],
  ])('%s keeps its title, says why, and asks nothing of the service', async (path, title, refusal) => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: refusal })).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
