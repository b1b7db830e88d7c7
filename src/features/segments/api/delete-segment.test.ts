import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, on, requestsTo } from '../../../test/fake-api';
import { deleteSegment } from './delete-segment';

afterEach(() => vi.unstubAllGlobals());

describe('deleting a segment', () => {
  it('sends the version the user saw as If-Match, so a newer version is not deleted unseen', async () => {
    const fetchMock = fakeApi(on('DELETE', '/api/segments/s1', () => new Response(null, { status: 204 })));
    await deleteSegment('s1', '"v3"');
    await deleteSegment('s1', null);
    const [withVersion, withoutVersion] = requestsTo(fetchMock, 'DELETE', /\/segments\/s1$/);
    expect(new Headers(withVersion![1]!.headers).get('If-Match')).toBe('"v3"');
    expect(new Headers(withoutVersion![1]!.headers).has('If-Match')).toBe(false);
  });
});
