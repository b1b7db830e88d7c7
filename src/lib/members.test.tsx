import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rolePermissions, type Permission, type Session } from '../../contract';
import { useMemberNames } from './members';
import { createQueryClient } from './query-client';
import { SessionContext } from './session';

const members = [
  { userId: 'usr_ada', name: 'Ada Lovelace', email: 'ada@acme.test', role: 'owner' },
  { userId: 'usr_grace', name: 'Grace Hopper', email: 'grace@acme.test', role: 'admin' },
];

function stubMembersApi(status = 200) {
  const fetchMock = vi.fn<typeof fetch>(async () =>
    status === 200
      ? Response.json({
          results: members,
          errors: [],
          pagination: { nextCursor: null, limit: 200, hasMore: false, total: 2 },
        })
      : Response.json({ result: null, errors: [{ errorCode: 'forbidden', errorMessage: 'No.' }] }, { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderTwoReaders(permissions: readonly Permission[] = rolePermissions.owner) {
  const queryClient = createQueryClient();
  const session = { permissions: [...permissions] } as Session;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </QueryClientProvider>
  );
  return renderHook(() => [useMemberNames(), useMemberNames()] as const, { wrapper });
}

afterEach(() => vi.unstubAllGlobals());

describe('useMemberNames', () => {
  it('reads the members once for every reader and names each user id', async () => {
    const fetchMock = stubMembersApi();
    const hook = renderTwoReaders();
    await waitFor(() => expect(hook.result.current[0].names.get('usr_ada')).toBe('Ada Lovelace'));
    expect(hook.result.current[1].names.get('usr_grace')).toBe('Grace Hopper');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks nothing of a caller who may not list members', async () => {
    const fetchMock = stubMembersApi();
    const hook = renderTwoReaders(rolePermissions.finance_viewer.filter((p) => p !== 'members:read'));
    expect(hook.result.current[0]).toEqual({ names: new Map(), isLoading: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps a refusal to itself: no names, no error thrown', async () => {
    stubMembersApi(403);
    const hook = renderTwoReaders();
    await waitFor(() => expect(hook.result.current[0].isLoading).toBe(false));
    expect(hook.result.current[0].names.size).toBe(0);
  });
});
