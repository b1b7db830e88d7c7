import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { failure, fakeApi, on, requestsTo, single } from '../../../test/fake-api';
import { revisionQuery } from './get-revision';
import { getRevisionsThrough } from './get-revisions-through';

afterEach(() => {
  vi.unstubAllGlobals();
});

const revision = (number: number) => ({
  number,
  source: `text of ${number}\n`,
  createdByUserId: 'usr_ada',
  createdAt: '2026-01-01T00:00:00Z',
});

describe('getRevisionsThrough', () => {
  it('reads revisions 1 to n, oldest first, reporting each arrival', async () => {
    const fetchMock = fakeApi(
      on('GET', /^\/api\/policies\/pol_1\/revisions\/(\d+)$/, ({ params }) => single(revision(Number(params[0])))),
    );
    const progress = vi.fn();
    const arrived: number[] = [];
    const revisions = await getRevisionsThrough(createQueryClient(), 'pol_1', 9, {
      onProgress: progress,
      onRevision: (revision) => arrived.push(revision.number),
    });
    expect(revisions.map((item) => item.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(arrived.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(progress).toHaveBeenLastCalledWith({ loaded: 9, total: 9 });
    expect(requestsTo(fetchMock, 'GET', /revisions\/\d+$/)).toHaveLength(9);
  });

  it('does not ask again for revisions already read (a revision never changes)', async () => {
    const fetchMock = fakeApi(
      on('GET', /^\/api\/policies\/pol_1\/revisions\/(\d+)$/, ({ params }) => single(revision(Number(params[0])))),
    );
    const queryClient = createQueryClient();
    await queryClient.fetchQuery(revisionQuery('pol_1', 2));
    await getRevisionsThrough(queryClient, 'pol_1', 3);
    expect(requestsTo(fetchMock, 'GET', /revisions\/2$/)).toHaveLength(1);
    expect(requestsTo(fetchMock, 'GET', /revisions\/\d+$/)).toHaveLength(3);
  });

  it('fails when a revision cannot be read', async () => {
    fakeApi(
      on('GET', /^\/api\/policies\/pol_1\/revisions\/(\d+)$/, ({ params }) =>
        params[0] === '2' ? failure(404, 'policy_revision_not_found') : single(revision(Number(params[0]))),
      ),
    );
    await expect(getRevisionsThrough(createQueryClient(), 'pol_1', 3)).rejects.toMatchObject({
      errorCode: 'policy_revision_not_found',
    });
  });
});
