import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { AuthorName } from '../features/policies/components/AuthorName';
import { membersKey, useMemberNames } from '../lib/members';
import { fakeApi, on, page } from '../test/fake-api';
import { renderInApp } from '../test/render';

afterEach(() => vi.unstubAllGlobals());

function ScriptAuthor({ userId }: { userId: string }) {
  return <p>Script by {useMemberNames().names.get(userId) ?? userId}</p>;
}

it('the policies and the scripts pages read the members once, under one key with one stale time', async () => {
  const fetchMock = fakeApi(
    on('GET', '/api/members', () =>
      page([{ userId: 'usr_ada', name: 'Ada Lovelace', email: 'ada@acme.test', role: 'owner' }]),
    ),
  );
  const { queryClient } = renderInApp(
    <>
      <AuthorName userId="usr_ada" />
      <ScriptAuthor userId="usr_ada" />
    </>,
  );
  expect(await screen.findByText('Script by Ada Lovelace')).toBeInTheDocument();
  expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [query, ...others] = queryClient.getQueryCache().getAll();
  expect(others).toEqual([]);
  expect(query!.queryKey).toEqual(membersKey);
  expect(query!.observers.map((observer) => observer.options.staleTime)).toEqual([600_000, 600_000]);
});
