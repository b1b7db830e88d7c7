import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, on, requestsTo } from '../../../test/fake-api';
import { toSegmentWrite } from '../model/form-values';
import { clause, formWith, keyed } from '../model/test-helpers';
import { replaceSegment } from './replace-segment';

const body = toSegmentWrite(formWith({ clauses: [keyed('a', clause('department', 'equals', 'Sales'))] }));

/** `PUT /api/segments/s1`: 204, with the given ETag header (none when null). */
const saved = (etag: string | null) =>
  on('PUT', '/api/segments/s1', () => new Response(null, { status: 204, headers: etag ? { ETag: etag } : {} }));

afterEach(() => vi.unstubAllGlobals());

describe('replacing a segment', () => {
  it('sends the version the edits are based on as If-Match, and resolves to the new version’s ETag', async () => {
    const fetchMock = fakeApi(saved('"v2"'));
    await expect(replaceSegment('s1', body, '"v1"')).resolves.toEqual({ etag: '"v2"' });
    const [put] = requestsTo(fetchMock, 'PUT', /\/segments\/s1$/);
    expect(new Headers(put![1]!.headers).get('If-Match')).toBe('"v1"');
    expect(JSON.parse(String(put![1]!.body))).toEqual(body);
  });

  it('fails when the service saved but sent no ETag, as the next save could not be checked', async () => {
    fakeApi(saved(null));
    await expect(replaceSegment('s1', body, '"v1"')).rejects.toMatchObject({ errorCode: 'malformed_response' });
  });
});
