import { describe, expect, it } from 'vitest';
import { rolePermissions } from '../../../../contract';
import {
  createKeyFormSchemaAt,
  emptyCreateKeyForm,
  isCreateKeyDraft,
  restoreDraft,
  toCreateRequest,
  type CreateKeyFormValues,
} from './create-form';

const now = new Date(2026, 2, 10, 14, 30);
const schema = createKeyFormSchemaAt(() => now);
const valid: CreateKeyFormValues = {
  name: '  Payroll export ',
  scopes: ['workers:read'],
  expiry: '30d',
  expiryDate: '',
};

function messages(values: CreateKeyFormValues) {
  const result = schema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('create key form', () => {
  it('accepts a named key with a scope and an expiry', () => {
    expect(messages(valid)).toEqual({});
  });

  it('asks for a name, at least one scope, and at most 100 characters', () => {
    expect(messages({ ...valid, name: '   ', scopes: [] })).toEqual({
      name: 'Give the key a name, e.g. what uses it.',
      scopes: 'Choose at least one scope.',
    });
    expect(messages({ ...valid, name: 'x'.repeat(101) })).toEqual({ name: 'Use at most 100 characters.' });
  });

  it('needs a day after today when the expiry is a date', () => {
    expect(messages({ ...valid, expiry: 'date', expiryDate: '' })).toEqual({
      expiryDate: 'Choose the day the key stops working.',
    });
    expect(messages({ ...valid, expiry: 'date', expiryDate: '2026-03-10' })).toEqual({
      expiryDate: 'Choose a day after today.',
    });
    expect(messages({ ...valid, expiry: 'date', expiryDate: '2026-03-11' })).toEqual({});
  });

  it('builds the request: trimmed name, scopes, and an instant or null', () => {
    expect(toCreateRequest(valid, now)).toEqual({
      name: 'Payroll export',
      scopes: ['workers:read'],
      expiresAt: new Date(now.getTime() + 30 * 86_400_000).toISOString(),
    });
    expect(toCreateRequest({ ...valid, expiry: 'never' }, now).expiresAt).toBeNull();
  });

  it('recognises a stored draft, even an unfinished one, and nothing else', () => {
    expect(isCreateKeyDraft(emptyCreateKeyForm)).toBe(true);
    expect(isCreateKeyDraft({ ...emptyCreateKeyForm, name: 'half' })).toBe(true);
    expect(isCreateKeyDraft({ name: 'x', scopes: ['root'], expiry: '30d', expiryDate: '' })).toBe(false);
    expect(isCreateKeyDraft('name')).toBe(false);
  });

  it('restores a draft without scopes the member no longer holds', () => {
    const draft: CreateKeyFormValues = { ...valid, scopes: ['secrets:reveal', 'licenses:read'] };
    expect(restoreDraft(draft, rolePermissions.finance_viewer).scopes).toEqual(['licenses:read']);
  });
});
