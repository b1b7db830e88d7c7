import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rolePermissions, type Permission, type Session } from '../../../contract';
import { createQueryClient } from '../query-client';
import { SessionContext } from '../session';
import { useSegmentRules } from './use-segment-rules';

const at = '2026-01-01T00:00:00Z';
const summary = (id: string) => ({
  id,
  name: `Segment ${id}`,
  scope: 'rule_based',
  match: 'all',
  clauseCount: 1,
  updatedAt: at,
  updatedByName: null,
});
const detail = (id: string) => ({
  ...summary(id),
  clauses: [
    {
      left: { kind: 'worker_attribute', value: 'department' },
      operator: 'equals',
      values: [{ kind: 'literal', value: id }],
    },
  ],
  includedWorkerIds: [],
  excludedWorkerIds: [],
  createdAt: at,
  updatedByUserId: 'usr_ada',
});

function stubSegmentsApi() {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://acme.localhost');
    if (url.pathname === '/api/segments')
      return Response.json({
        results: [summary('s1'), summary('s2')],
        errors: [],
        pagination: { nextCursor: null, limit: 200, hasMore: false, total: 2 },
      });
    const id = url.pathname.split('/').pop()!;
    return Response.json({ result: detail(id), errors: [] }, { headers: { ETag: `"${id}"` } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderReaders(permissions: readonly Permission[]) {
  const queryClient = createQueryClient();
  const session = { permissions: [...permissions] } as Session;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </QueryClientProvider>
  );
  return renderHook(() => [useSegmentRules(), useSegmentRules()] as const, { wrapper });
}

afterEach(() => vi.unstubAllGlobals());

describe('useSegmentRules', () => {
  it('reads the list once and each segment’s detail once, for every reader', async () => {
    const fetchMock = stubSegmentsApi();
    const view = renderReaders(rolePermissions.hr_editor);
    await waitFor(() => expect(view.result.current[0].rules).toHaveLength(2));
    expect(view.result.current[1].rules?.map((rule) => rule.name)).toEqual(['Segment s1', 'Segment s2']);
    expect(view.result.current[0]).toMatchObject({ allowed: true, read: 2, total: 2, failed: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('asks nothing of a caller without segments:read', async () => {
    const fetchMock = stubSegmentsApi();
    const view = renderReaders(rolePermissions.finance_viewer);
    expect(view.result.current[0]).toMatchObject({ allowed: false, rules: null });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
