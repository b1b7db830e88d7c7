import { describe, expect, it } from 'vitest';
import { acmeIds, globexIds } from '../seed/demo';
import { createTestServer } from './harness';

const server = createTestServer();
const { segments, policies } = acmeIds;
const hedy = await server.signIn('usr_hedy');
const frances = await server.signIn('usr_frances');

describe('GET /segments/{id}/policies (assumed)', () => {
  it('lists the policies whose source applies the segment, as policy summaries', async () => {
    const { response, json: body } = await server.api(`/segments/${segments.allEngineers}/policies`, { cookie: hedy });
    expect(response.status).toBe(200);
    expect(body).toMatchObject({
      results: [{ id: policies.engineeringAccess, name: 'Engineering access', latestRevision: 4 }],
      pagination: { hasMore: false },
    });
  });

  it('is empty for a segment no policy applies', async () => {
    const { json: body } = await server.api(`/segments/${segments.boardObservers}/policies`, { cookie: hedy });
    expect(body).toMatchObject({ results: [], errors: [] });
  });

  it('refuses an unknown segment, and another workspace’s, with segment_not_found', async () => {
    for (const id of ['not-a-uuid', globexIds.segment, '00000000-0000-4000-8000-000000000000']) {
      const { response, json: body } = await server.api(`/segments/${id}/policies`, { cookie: hedy });
      expect(response.status).toBe(400);
      expect(body).toMatchObject({ errors: [{ errorCode: 'segment_not_found' }] });
    }
  });

  it('needs policies:read', async () => {
    const { response } = await server.api(`/segments/${segments.allEngineers}/policies`, { cookie: frances });
    expect(response.status).toBe(403);
  });
});
