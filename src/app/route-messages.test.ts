import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { orgChartNamespaces } from '../features/org-chart';

/** The messages asked for, each answered only when the test says. */
const asked = vi.hoisted(() => [] as { namespaces: readonly string[]; arrive: () => void }[]);
vi.mock('../lib/i18n', async (original) => ({
  ...(await original<typeof import('../lib/i18n')>()),
  loadNamespaces: (_locale: string, namespaces: readonly string[]) =>
    new Promise<void>((arrive) => asked.push({ namespaces, arrive })),
}));

const { routes } = await import('./router');

function routeAt(path: string, within: readonly RouteObject[] = routes): RouteObject | undefined {
  for (const route of within) {
    if (route.path === path) return route;
    const found = route.children && routeAt(path, route.children);
    if (found) return found;
  }
  return undefined;
}

describe('a lazy page with messages of its own', () => {
  it('the org chart: its code resolves once its messages have come, asked for beside it', async () => {
    asked.length = 0;
    let resolved = false;
    const loading = (routeAt('org-chart')!.lazy as () => Promise<unknown>)().then(() => (resolved = true));
    expect(asked.map((ask) => ask.namespaces)).toEqual([orgChartNamespaces]);
    await new Promise((wait) => setTimeout(wait, 50));
    expect(resolved).toBe(false);
    asked[0]!.arrive();
    await loading;
    expect(resolved).toBe(true);
  });

  it.each([
    ['segments', ['segmentList']],
    ['segments/new', ['segments', 'segmentRules', 'segmentList']],
    ['segments/:segmentId', ['segments', 'segmentRules', 'segmentList']],
    ['licenses', ['licenses']],
    ['secrets', ['secrets']],
    ['policies', ['policies']],
    ['policies/:policyId', ['policies']],
    ['policies/:policyId/revisions/:revisionNumber', ['policies']],
    ['scripts', ['scripts']],
    ['scripts/new', ['scripts']],
    ['scripts/:scriptId', ['scripts']],
    ['activity', ['activity']],
    ['settings/api-keys', ['api-keys']],
    ['settings/service-check', ['service-check']],
  ])('%s asks for its messages with its code', async (path, namespaces) => {
    asked.length = 0;
    const route = routeAt(path);
    expect(route?.lazy).toBeTypeOf('function');
    const loading = (route!.lazy as () => Promise<unknown>)();
    expect(asked.map((ask) => ask.namespaces)).toEqual([namespaces]);
    asked[0]!.arrive();
    // The page's code is waited for: it must not still be loading once the test file is done.
    await loading;
  });
});
