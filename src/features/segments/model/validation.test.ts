import { describe, expect, it } from 'vitest';
import type { SegmentFormValues } from './form-values';
import { MAX_CLAUSES, nameLength, segmentFormSchema } from './validation';
import { attr, clause, formWith, keyed, text } from './test-helpers';

const valid = formWith({ clauses: [keyed('k1', clause('department', 'equals', 'Sales'))] });
/** The first message at each path, as the form shows it. */
function messagesAt(values: SegmentFormValues): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of segmentFormSchema.safeParse(values).error?.issues ?? []) {
    messages[issue.path.join('.')] ??= issue.message;
  }
  return messages;
}

describe("segment validation (the contract's rules on the editor's values)", () => {
  it('accepts a valid segment', () => {
    expect(messagesAt(valid)).toEqual({});
    expect(segmentFormSchema.safeParse(valid).success).toBe(true);
  });

  it('counts the name in characters after trimming, 4 to 200', () => {
    expect(messagesAt({ ...valid, name: '   ' }).name).toBe('Enter a name.');
    expect(messagesAt({ ...valid, name: ' abc ' }).name).toMatch(/at least 4 characters \(it has 3\)/);
    expect(messagesAt({ ...valid, name: 'abcd' }).name).toBeUndefined();
    expect(messagesAt({ ...valid, name: 'x'.repeat(200) }).name).toBeUndefined();
    expect(messagesAt({ ...valid, name: 'x'.repeat(201) }).name).toMatch(/at most 200 characters \(it has 201\)/);
    expect(nameLength('😀😀😀😀')).toBe(4);
  });

  it('needs a clause for a rule-based segment, not for a manual one', () => {
    expect(messagesAt({ ...valid, clauses: [] }).clauses).toMatch(/at least one clause/);
    expect(messagesAt({ ...valid, scope: 'manual', clauses: [] })).toEqual({});
  });

  it(`allows at most ${MAX_CLAUSES} clauses`, () => {
    const clauses = Array.from({ length: MAX_CLAUSES + 1 }, (_, i) =>
      keyed(`k${i}`, clause('department', 'equals', 'Sales')),
    );
    expect(messagesAt({ ...valid, clauses }).clauses).toMatch(/at most 500 clauses/);
  });

  it('needs a left side, and a dotted path for attributes and target fields', () => {
    const left = (kind: 'literal' | 'worker_attribute' | 'target_field', value: string) =>
      messagesAt({ ...valid, clauses: [{ key: 'k', left: { kind, value }, operator: 'equals', values: [text('x')] }] })[
        'clauses.0.left.value'
      ];
    expect(left('worker_attribute', '')).toBe('Choose or type a worker attribute.');
    expect(left('target_field', ' ')).toBe('Type a target field.');
    expect(left('literal', '')).toBe('Enter the text to compare.');
    expect(left('worker_attribute', 'manager.name')).toBeUndefined();
    expect(left('target_field', 'account.email_2')).toBeUndefined();
    expect(left('worker_attribute', 'job title')).toMatch(/field path/);
    expect(left('worker_attribute', 'manager.')).toMatch(/field path/);
    expect(left('target_field', '1st')).toMatch(/field path/);
    expect(left('literal', 'any text at all!')).toBeUndefined();
  });

  it('takes exactly one value for comparison operators, one or more for in and not_in', () => {
    const values = (operator: 'equals' | 'in' | 'not_in' | 'greater_than', ...items: string[]) =>
      messagesAt({ ...valid, clauses: [keyed('k', clause('department', operator, ...items))] })['clauses.0.values'];
    expect(values('equals')).toBe('“equals” needs a value.');
    expect(values('equals', 'a', 'b')).toMatch(/exactly one value/);
    expect(values('greater_than', '3')).toBeUndefined();
    expect(values('in')).toBe('“is one of” needs at least one value.');
    expect(values('not_in', 'a', 'b', 'c')).toBeUndefined();
  });

  it('names the empty or malformed value it finds', () => {
    const issues = messagesAt({
      ...valid,
      clauses: [
        { key: 'k', left: attr('department'), operator: 'in', values: [text('Sales'), text('  '), attr('bad path')] },
      ],
    });
    expect(issues['clauses.0.values.1.value']).toBe('Enter a value.');
    expect(issues['clauses.0.values.2.value']).toMatch(/field path/);
    expect(issues['clauses.0.values.0.value']).toBeUndefined();
  });

  it('refuses a worker listed twice or both included and excluded', () => {
    expect(messagesAt({ ...valid, includedWorkerIds: ['a', 'b', 'a'] }).includedWorkerIds).toBe(
      'Listed more than once: a.',
    );
    expect(messagesAt({ ...valid, includedWorkerIds: ['a', 'b'], excludedWorkerIds: ['b'] }).excludedWorkerIds).toMatch(
      /Also in the included workers: b/,
    );
  });

  it('reports every wrong field at once through the schema', () => {
    const result = segmentFormSchema.safeParse({
      ...valid,
      name: 'ab',
      clauses: [keyed('k', clause('department', 'equals'))],
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join('.'))).toEqual(['name', 'clauses.0.values']);
  });
});
