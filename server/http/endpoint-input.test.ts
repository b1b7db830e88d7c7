import { Hono, type Context } from 'hono';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { Endpoint } from '../../contract';
import type { AppEnv } from './context';
import { checkedHandler, type CheckedInput, type Versioned } from './endpoint-input';
import { failure } from './envelope';
import { ApiError, badRequest } from './errors';

const note = z.object({ title: z.string().check(z.trim(), z.minLength(2, 'Too short.')), pages: z.number() });

const endpoint = {
  method: 'PUT',
  path: '/notes/{id}',
  summary: 'Replace a note',
  assumed: true,
  access: 'signed_in',
  body: note,
  invalidBody: { errorCode: 'invalid_segment' },
  response: { kind: 'empty', status: 204 },
  ifMatch: 'required',
  consoleUse: 'Tests.',
} as const satisfies Endpoint;

const notes = new Map([['n1', { id: 'n1', etag: 'v1' }]]);
const version: Versioned<{ id: string; etag: string }> = {
  name: 'note',
  current(c) {
    const found = notes.get(c.req.param('id') ?? '');
    if (!found) throw badRequest('not_found', 'No such note.');
    return found;
  },
  etagOf: (found) => found.etag,
  stale: () => new ApiError(412, 'precondition_failed', 'Changed.'),
};

/** One route behind `checkedHandler`, answering with what its handler received. */
function appFor<E extends Endpoint, R>(
  declared: E,
  versioned: Versioned<R> | undefined,
  now = () => new Date('2026-01-01T00:00:00Z'),
) {
  const app = new Hono<AppEnv>();
  const handle = (c: Context<AppEnv>, input: CheckedInput<E, R>) => c.json(input);
  app.on(declared.method, declared.path.replace('{id}', ':id'), checkedHandler(declared, handle, versioned, now));
  app.onError((error, c) => (error instanceof ApiError ? failure(c, error.status, error.errors) : c.text('boom', 500)));
  return app;
}

const send = async (app: Hono<AppEnv>, path: string, init: { method?: string; ifMatch?: string; body?: string }) => {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (init.ifMatch !== undefined) headers['If-Match'] = init.ifMatch;
  const response = await app.request(path, { method: init.method ?? 'PUT', headers, body: init.body });
  return { status: response.status, json: (await response.json()) as Record<string, never> };
};
const codeOf = (result: { json: { errors?: { errorCode: string }[] } }) => result.json.errors?.[0]?.errorCode;

describe('checkedHandler', () => {
  const app = appFor(endpoint, version);
  const good = JSON.stringify({ title: '  Hello  ', pages: 3 });

  it('hands the handler the parsed body and If-Match, the resource as found', async () => {
    const result = await send(app, '/notes/n1', { ifMatch: '"v1"', body: good });
    expect(result).toEqual({
      status: 200,
      json: {
        body: { title: 'Hello', pages: 3 },
        ifMatch: { kind: 'tags', tags: [{ weak: false, opaque: 'v1' }] },
        resource: { id: 'n1', etag: 'v1' },
      },
    });
  });

  it('checks the resource, then If-Match (428, 400, 412), then the body', async () => {
    const bad = JSON.stringify({ title: 1 });
    expect(codeOf(await send(app, '/notes/nope', { body: bad }))).toBe('not_found');
    expect(await send(app, '/notes/n1', { body: bad })).toMatchObject({
      status: 428,
      json: { errors: [{ errorCode: 'precondition_required', errorMessage: expect.stringMatching(/of the note /) }] },
    });
    expect(await send(app, '/notes/n1', { ifMatch: 'v1', body: bad })).toMatchObject({
      status: 400,
      json: { errors: [{ errorCode: 'invalid_if_match' }] },
    });
    expect(await send(app, '/notes/n1', { ifMatch: '"v0"', body: bad })).toMatchObject({
      status: 412,
      json: { errors: [{ errorCode: 'precondition_failed', errorMessage: 'Changed.' }] },
    });
    expect(await send(app, '/notes/n1', { ifMatch: '*', body: bad })).toMatchObject({
      status: 400,
      json: {
        errors: [
          { errorCode: 'invalid_segment', target: 'title' },
          { errorCode: 'invalid_segment', target: 'pages' },
        ],
      },
    });
  });

  it('reads an optional If-Match only when sent', async () => {
    const optional = appFor({ ...endpoint, ifMatch: 'optional' }, version);
    expect((await send(optional, '/notes/n1', { body: good })).json).toMatchObject({ ifMatch: null });
    expect((await send(optional, '/notes/n1', { ifMatch: '"v0"', body: good })).status).toBe(412);
  });

  it("applies the body's rules at the request's moment, and names top-level fields when asked", async () => {
    const later = z.object({ at: z.iso.datetime() });
    const dated = appFor(
      {
        ...endpoint,
        ifMatch: undefined,
        body: later,
        bodyAt: (now: Date) =>
          z.object({ at: z.iso.datetime().check(z.refine((at) => Date.parse(at) > now.getTime(), 'Too early.')) }),
        invalidBody: { target: 'field' },
      },
      undefined,
    );
    expect((await send(dated, '/notes/n1', { body: JSON.stringify({ at: '2027-01-01T00:00:00Z' }) })).status).toBe(200);
    expect(await send(dated, '/notes/n1', { body: JSON.stringify({ at: '2025-01-01T00:00:00Z' }) })).toMatchObject({
      status: 400,
      json: { errors: [{ errorCode: 'validation_error', target: 'at', errorMessage: 'Too early.' }] },
    });
  });

  it('refuses a body where the endpoint takes none, and reads none on a GET', async () => {
    const { body: _body, invalidBody: _invalid, ...bodiless } = endpoint;
    const post = appFor({ ...bodiless, method: 'POST', ifMatch: undefined }, undefined);
    expect(await send(post, '/notes/n1', { method: 'POST', body: '{"oops"' })).toMatchObject({
      status: 400,
      json: { errors: [{ errorCode: 'validation_error' }] },
    });
    expect((await send(post, '/notes/n1', { method: 'POST' })).status).toBe(200);
    const get = appFor({ ...bodiless, method: 'GET', ifMatch: undefined }, undefined);
    expect((await send(get, '/notes/n1', { method: 'GET' })).json).toEqual({});
  });

  it('will not serve an endpoint with If-Match without knowing the version', () => {
    expect(() => appFor(endpoint, undefined)).toThrow(/If-Match needs a version/);
  });
});
