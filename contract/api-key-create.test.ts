import { describe, expect, it } from 'vitest';
import { apiKeyCreateSchema, apiKeyCreateSchemaAt } from './assumed';

const now = new Date('2026-03-10T12:00:00Z');
const valid = { name: '  Payroll export ', scopes: ['workers:read'], expiresAt: '2026-04-01T00:00:00Z' };

/** Each issue's message by the field it is about. */
function issues(body: unknown) {
  const result = apiKeyCreateSchemaAt(now).safeParse(body);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the API key create body', () => {
  it('accepts a named key with scopes, trimming the name', () => {
    expect(apiKeyCreateSchemaAt(now).parse(valid)).toEqual({ ...valid, name: 'Payroll export' });
    expect(issues({ ...valid, expiresAt: null })).toEqual({});
  });

  it('names the field of each rule it breaks', () => {
    expect(issues({ name: ' ', scopes: [], expiresAt: null })).toEqual({
      name: 'Give the key a name, e.g. what uses it.',
      scopes: 'Choose at least one scope.',
    });
    expect(issues({ ...valid, name: 'x'.repeat(101) })).toEqual({ name: 'Use at most 100 characters.' });
    expect(Object.keys(issues({ ...valid, scopes: ['workers:read', 'root'] }))).toEqual(['scopes.1']);
    expect(issues({ ...valid, expiresAt: 'tomorrow' })).toEqual({
      expiresAt: 'expiresAt must be an ISO 8601 date-time with its offset, or null.',
    });
  });

  it('wants an expiry after the moment it is checked at', () => {
    expect(issues({ ...valid, expiresAt: '2026-03-10T11:59:59Z' })).toEqual({
      expiresAt: 'expiresAt must be in the future.',
    });
    expect(apiKeyCreateSchema.safeParse({ ...valid, expiresAt: '2020-01-01T00:00:00Z' }).success).toBe(true);
  });
});
