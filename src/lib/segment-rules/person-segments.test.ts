import { describe, expect, it } from 'vitest';
import type { OrgChartWorker } from '../../../contract';
import { evaluateSegment, maskFingerprint, PreviewColumns } from './evaluate-segment';
import { overlapsOf, overlapsWorkerByWorker } from './overlaps';
import { segmentsOfOneWorker, segmentsOfWorker, type NamedRule } from './person-segments';

const workers = ['Sales', 'Sales Ops', 'Legal', null].map(
  (department, index) => ({ id: `w${index}`, name: `W${index}`, department }) as OrgChartWorker,
);
const columns = new PreviewColumns(workers);
const named = (id: string, department: string, extra: Partial<NamedRule> = {}): NamedRule => ({
  id,
  name: id.toUpperCase(),
  scope: 'rule_based',
  match: 'all',
  clauses: [
    {
      left: { kind: 'worker_attribute', value: 'department' },
      operator: 'starts_with',
      values: [{ kind: 'literal', value: department }],
    },
  ],
  ...extra,
});
const sales = named('sales', 'sales');
const salesAgain = named('sales-again', 'Sales');
const legal = named('legal', 'legal');
const partial = named('partial', 'sales', {
  clauses: [
    ...sales.clauses,
    {
      left: { kind: 'worker_attribute', value: 'startDate' },
      operator: 'equals',
      values: [{ kind: 'literal', value: 'x' }],
    },
  ],
});

describe('a person’s segments', () => {
  it('lists the segments the worker is in, by name, and the partial ones as “may be” with the reason', () => {
    const found = segmentsOfWorker(columns, [legal, salesAgain, sales, partial], 1);
    expect(found.member.map((s) => s.id)).toEqual(['sales', 'sales-again']);
    expect(found.maybe).toEqual([
      {
        id: 'partial',
        name: 'PARTIAL',
        certain: false,
        uncertainClause: { number: 2, reason: expect.stringMatching(/startDate/) },
      },
    ]);
  });

  it('equals the members of an evaluation of every segment', () => {
    const all = [legal, salesAgain, sales];
    workers.forEach((_, index) => {
      const expected = all.filter((segment) => evaluateSegment(columns, segment).members[index]).map((s) => s.id);
      expect(
        segmentsOfWorker(columns, all, index)
          .member.map((s) => s.id)
          .sort(),
      ).toEqual(expected.sort());
    });
  });

  it('a worker outside the dataset is in nothing', () => {
    expect(segmentsOfWorker(columns, [sales], 9)).toEqual({ member: [], maybe: [] });
  });
});

describe('overlaps', () => {
  it('gives the shared count of each overlapping segment and calls out duplicates first', () => {
    const report = overlapsOf(columns, sales, [sales, legal, salesAgain, named('all', '', { match: 'any' })]);
    expect(report.count).toBe(2);
    expect(report.overlaps).toEqual([
      { id: 'sales-again', name: 'SALES-AGAIN', shared: 2, count: 2, duplicate: true, exact: true },
      { id: 'all', name: 'ALL', shared: 2, count: 4, duplicate: false, exact: true },
    ]);
  });

  it('says when figures are bounds', () => {
    expect(overlapsOf(columns, sales, [partial]).overlaps[0]).toMatchObject({ duplicate: true, exact: false });
  });

  it('fingerprints equal member sets equally', () => {
    const a = evaluateSegment(columns, sales).members;
    expect(maskFingerprint(a)).toBe(maskFingerprint(evaluateSegment(columns, salesAgain).members));
    expect(maskFingerprint(a)).not.toBe(maskFingerprint(evaluateSegment(columns, legal).members));
  });
});

describe('overlaps by profile', () => {
  // Dirty data: repeated and blank ids, missing fields, odd spacing and case.
  const departments = ['Sales', ' sales', 'Legal', null, 'Ops', undefined];
  const stages = ['active', 'pre_start', null];
  const many = Array.from(
    { length: 400 },
    (_, index) =>
      ({
        id: index % 97 === 0 ? 'w1' : index % 101 === 0 ? '' : `w${index}`,
        name: `Person ${index % 13}`,
        department: departments[index % departments.length],
        jobTitle: index % 3 === 0 ? 'Head of things' : 'Analyst',
        lifecycleStage: stages[index % stages.length],
      }) as OrgChartWorker,
  );
  const manyColumns = new PreviewColumns(many);
  const clause = (field: string, operator: 'equals' | 'in' | 'contains' | 'not_equals', ...values: string[]) => ({
    left: { kind: 'worker_attribute' as const, value: field },
    operator,
    values: values.map((value) => ({ kind: 'literal' as const, value })),
  });
  const rules: NamedRule[] = [
    named('a', 'sales'),
    {
      ...named('b', 'x'),
      clauses: [clause('department', 'in', 'Sales', 'Legal'), clause('lifecycleStage', 'equals', 'active')],
    },
    {
      ...named('c', 'x'),
      match: 'any',
      clauses: [clause('jobTitle', 'contains', 'head'), clause('department', 'equals', 'ops')],
      includedWorkerIds: ['w1', 'w5', 'ghost'],
      excludedWorkerIds: ['w3', 'w1'],
    },
    { ...named('d', 'x'), scope: 'manual', clauses: [], includedWorkerIds: ['w2', 'w4', 'w6'] },
    { ...named('e', 'x'), clauses: [clause('department', 'not_equals', 'legal'), clause('startDate', 'equals', 'x')] },
    { ...named('f', 'x'), clauses: [clause('name', 'equals', 'person 3')], excludedWorkerIds: ['w3'] },
  ];

  it('gives the same figures as comparing worker by worker', () => {
    for (const rule of rules) {
      expect(overlapsOf(manyColumns, rule, rules)).toEqual(overlapsWorkerByWorker(manyColumns, rule, rules));
    }
  });

  it('decides a worker read alone as with everyone, repeated and blank ids included', () => {
    many.forEach((worker, index) => {
      const first = many.findIndex((other) => other.id === worker.id) === index;
      expect(segmentsOfOneWorker(worker, first, rules)).toEqual(segmentsOfWorker(manyColumns, rules, index));
    });
  });
});
