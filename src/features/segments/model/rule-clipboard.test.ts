import { describe, expect, it } from 'vitest';
import { describePath, readPastedRule, ruleToJson } from './rule-clipboard';
import { clause, formWith, keyed } from './test-helpers';

const values = formWith({
  name: '  EMEA sales ',
  match: 'any',
  clauses: [keyed('a', clause('department', 'equals', 'Sales')), keyed('b', clause('jobTitle', 'in', 'AE', 'SE'))],
  includedWorkerIds: ['w1'],
});

describe('copying and pasting a rule', () => {
  it('copies the write shape, without clause keys, and reads it back the same', () => {
    const json = ruleToJson(values);
    expect(json).not.toContain('"key"');
    expect(JSON.parse(json)).toMatchObject({
      name: 'EMEA sales',
      scope: 'rule_based',
      match: 'any',
      excludedWorkerIds: [],
    });
    const pasted = readPastedRule(json, 'ignored');
    expect(pasted.ok).toBe(true);
    if (!pasted.ok) return;
    expect(pasted.values.name).toBe('EMEA sales');
    expect(pasted.values.clauses.map(({ key: _key, ...rest }) => rest)).toEqual(
      values.clauses.map(({ key: _key, ...rest }) => rest),
    );
  });

  it('takes the form’s name when the pasted rule has none', () => {
    const { name: _name, ...rest } = JSON.parse(ruleToJson(values)) as Record<string, unknown>;
    const pasted = readPastedRule(JSON.stringify(rest), 'My copy');
    expect(pasted.ok && pasted.values.name).toBe('My copy');
  });

  it('refuses text that is not JSON, or not an object', () => {
    expect(readPastedRule('department = Sales', 'x')).toEqual({
      ok: false,
      problems: [{ path: '', field: 'The text', message: expect.stringMatching(/not JSON/) }],
    });
    expect(readPastedRule('[1]', 'x')).toMatchObject({ ok: false, problems: [{ path: '' }] });
  });

  it('names each field that is wrong, as the contract’s schema says', () => {
    const rule = JSON.parse(ruleToJson(values)) as {
      clauses: { operator: string; values: unknown[] }[];
      scope: string;
    };
    rule.clauses[1]!.operator = 'like';
    rule.clauses[0]!.values = [];
    rule.scope = 'everyone';
    const pasted = readPastedRule(JSON.stringify(rule), 'x');
    expect(pasted.ok).toBe(false);
    if (pasted.ok) return;
    expect(pasted.problems.map((problem) => [problem.path, problem.field])).toEqual(
      expect.arrayContaining([
        ['scope', 'Scope'],
        ['clauses.1.operator', 'Clause 2, operator'],
        ['clauses.0.values', 'Clause 1, values'],
      ]),
    );
    expect(pasted.problems.find((problem) => problem.path === 'clauses.1.operator')?.message).toMatch(
      /operator must be one of/,
    );
  });

  it('says paths in words', () => {
    expect(describePath(['clauses', 0, 'values', 1, 'value'])).toBe('Clause 1, values, item 2, value');
    expect(describePath(['includedWorkerIds', 0])).toBe('Always include, item 1');
    expect(describePath([])).toBe('The rule');
  });
});
