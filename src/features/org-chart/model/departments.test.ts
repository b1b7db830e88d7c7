import { describe, expect, it } from 'vitest';
import { buildReportingTree } from './build-reporting-tree';
import { countDepartmentBelow, DEPARTMENT_COLORS, summarizeDepartments } from './departments';
import { testWorker } from './test-trees';

const tree = buildReportingTree([
  testWorker('ceo', null, { department: 'Executive' }),
  testWorker('cto', 'ceo', { department: 'Engineering' }),
  testWorker('dev1', 'cto', { department: 'Engineering' }),
  testWorker('dev2', 'cto', { department: 'Engineering' }),
  testWorker('cfo', 'ceo', { department: 'Finance' }),
  testWorker('acct', 'cfo', { department: 'Finance' }),
  testWorker('anon', 'cfo', { department: null }),
  testWorker('lost', 'nobody', { department: 'Engineering' }),
]);
const idx = (key: string) => tree.indexByKey.get(key)!;

describe('summarizeDepartments', () => {
  it('lists departments by headcount with distinct colours, skipping workers without one', () => {
    expect(summarizeDepartments(tree)).toEqual([
      { name: 'Engineering', headcount: 4, color: 0 },
      { name: 'Finance', headcount: 2, color: 1 },
      { name: 'Executive', headcount: 1, color: 2 },
    ]);
  });

  it('lists departments of the same headcount by name', () => {
    const tied = buildReportingTree([
      testWorker('ceo', null, { department: 'Sales' }),
      testWorker('cfo', 'ceo', { department: 'Finance' }),
      testWorker('cmo', 'ceo', { department: 'Marketing' }),
    ]);
    expect(summarizeDepartments(tied).map((department) => department.name)).toEqual(['Finance', 'Marketing', 'Sales']);
  });

  it('repeats colours by name beyond the palette, the same on every load', () => {
    const many = buildReportingTree(
      Array.from({ length: DEPARTMENT_COLORS + 5 }, (_, i) =>
        testWorker(`w${i}`, i === 0 ? null : 'w0', { department: `Dept ${i}` }),
      ),
    );
    const first = summarizeDepartments(many);
    expect(new Set(first.slice(0, DEPARTMENT_COLORS).map((d) => d.color)).size).toBe(DEPARTMENT_COLORS);
    expect(first.every((d) => d.color >= 0 && d.color < DEPARTMENT_COLORS)).toBe(true);
    expect(summarizeDepartments(many)).toEqual(first);
  });
});

describe('countDepartmentBelow', () => {
  it('counts the workers of a department below each node, not the node itself', () => {
    const below = countDepartmentBelow(tree, 'Engineering');
    expect(below[idx('ceo')]).toBe(3);
    expect(below[idx('cto')]).toBe(2);
    expect(below[idx('cfo')]).toBe(0);
    expect(below[idx('group:unknown_manager')]).toBe(1);
  });
});
