import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { rolePermissions, type Session } from '../../contract';
import { AuthorName } from '../features/policies/components/AuthorName';
import { useMemberNames } from '../features/scripts/api/list-members';
import { membersKey } from '../lib/members';
import { createQueryClient } from '../lib/query-client';
import { SessionContext } from '../lib/session';

afterEach(() => vi.unstubAllGlobals());

function ScriptAuthor({ userId }: { userId: string }) {
  return <p>Script by {useMemberNames().get(userId) ?? userId}</p>;
}

it('the policies and the scripts pages read the members once, under one key with one stale time', async () => {
  const fetchMock = vi.fn<typeof fetch>(async () =>
    Response.json({
      results: [{ userId: 'usr_ada', name: 'Ada Lovelace', email: 'ada@acme.test', role: 'owner' }],
      errors: [],
      pagination: { nextCursor: null, limit: 200, hasMore: false, total: 1 },
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider value={{ permissions: [...rolePermissions.owner] } as Session}>
        <AuthorName userId="usr_ada" />
        <ScriptAuthor userId="usr_ada" />
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  expect(await screen.findByText('Script by Ada Lovelace')).toBeInTheDocument();
  expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [query, ...others] = queryClient.getQueryCache().getAll();
  expect(others).toEqual([]);
  expect(query!.queryKey).toEqual(membersKey);
  expect(query!.observers.map((observer) => observer.options.staleTime)).toEqual([600_000, 600_000]);
});
