import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { endpoints, type Endpoint } from './endpoints';
import { openApiDocument } from './openapi';
import { segmentSummarySchema } from './assumed';

const snapshot = () =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'openapi.json'), 'utf8')) as Record<string, unknown>;
const generated = () => JSON.parse(JSON.stringify(openApiDocument())) as Record<string, unknown>;

describe('the OpenAPI document', () => {
  it('is the committed contract/openapi.json (run `npm run openapi` after changing contract/)', () => {
    expect(generated()).toEqual(snapshot());
  });

  it('notices a contract change the committed document does not have', () => {
    const before = generated();
    const shape = segmentSummarySchema.shape as Record<string, z.ZodMiniType>;
    shape.memberCount = z.number();
    try {
      expect(generated()).not.toEqual(before);
    } finally {
      delete shape.memberCount;
    }
    expect(generated()).toEqual(before);
  });

  it('has every endpoint, the assumed ones marked with x-assumed and a sentence', () => {
    const paths = generated().paths as Record<string, Record<string, Record<string, unknown>>>;
    const all = Object.values(endpoints) as Endpoint[];
    for (const endpoint of all) {
      const operation = paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${endpoint.path}`).toBeDefined();
      expect(operation!['x-assumed']).toBe(endpoint.assumed ? true : undefined);
      expect(String(operation!.description).startsWith('Assumed:')).toBe(endpoint.assumed);
    }
    expect(all.filter((endpoint) => !endpoint.assumed)).toHaveLength(6);
  });

  it('states the If-Match rules of PUT /segments/{id}', () => {
    const put = (generated().paths as Record<string, Record<string, Record<string, unknown>>>)['/segments/{id}']!.put!;
    expect(Object.keys(put.responses as object)).toEqual(expect.arrayContaining(['204', '400', '412', '428']));
    expect(put.parameters).toContainEqual(expect.objectContaining({ name: 'If-Match', in: 'header', required: true }));
  });
});
