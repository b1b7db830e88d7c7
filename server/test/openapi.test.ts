import { describe, expect, it } from 'vitest';
import { endpoints, type Endpoint } from '../../contract';
import { openApiDocument } from '../../contract/openapi';
import { defaultAppConfig, readServerConfig } from '../config';
import { openDatabase } from '../db/open';
import type { Deps } from '../handlers/deps';
import { apiRoutes } from '../routes';
import { createStores } from '../store';
import { createTestServer } from './harness';

describe('GET /api/openapi.json', () => {
  it('serves the document generated from the contract, without authentication', async () => {
    const { api } = createTestServer();
    const { status, json } = await api('/openapi.json');
    expect(status).toBe(200);
    expect(json).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });
});

describe('the routes', () => {
  it('are the endpoints of contract/endpoints.ts, with their permissions', () => {
    const deps: Deps = { stores: createStores(openDatabase(':memory:')), config: defaultAppConfig() };
    const routes = apiRoutes(deps).map((route) => ({
      method: route.method,
      path: route.path,
      access: route.access,
      sessionOnly: route.sessionOnly ?? false,
    }));
    const expected = (Object.values(endpoints) as Endpoint[]).map((endpoint) => ({
      method: endpoint.method,
      path: endpoint.path.replace(/\{(\w+)\}/g, ':$1'),
      access: endpoint.access,
      sessionOnly: endpoint.sessionOnly ?? false,
    }));
    expect(routes).toEqual(expect.arrayContaining(expected));
    expect(routes).toHaveLength(expected.length);
  });
});

describe('DISABLED_ENDPOINTS (test only)', () => {
  it('answers a disabled endpoint as unknown and leaves the others', async () => {
    const { api, signIn } = createTestServer({ config: { disabledEndpoints: ['GET /members', 'GET /segments/{id}'] } });
    const cookie = await signIn('usr_grace');
    expect((await api('/members', { cookie })).json?.errors[0].errorCode).toBe('not_found');
    const segments = await api('/segments', { cookie });
    expect(segments.status).toBe(200);
    const id = segments.json?.results[0].id as string;
    expect((await api(`/segments/${id}`, { cookie })).status).toBe(400);
  });

  it('is read from the environment and refuses entries that name no endpoint', () => {
    const env = { DATABASE: ':memory:' };
    expect(
      readServerConfig({ ...env, DISABLED_ENDPOINTS: 'GET /members, GET  /workers' }).app.disabledEndpoints,
    ).toEqual(['GET /members', 'GET /workers']);
    expect(() => readServerConfig({ ...env, DISABLED_ENDPOINTS: 'members' })).toThrow(/DISABLED_ENDPOINTS/);
  });
});
