import { describe, expect, it } from 'vitest';
import type { OrgChartWorker } from '../../../../contract';
import { clause, formWith, keyed } from './test-helpers';
import { PreviewEngine } from './preview-engine';

const workers = ['Sales', 'Sales', 'Executive'].map(
  (department, index) => ({ id: `w${index}`, name: `W${index}`, department }) as OrgChartWorker,
);
const selecting = (department: string) =>
  formWith({ clauses: [keyed('a', clause('department', 'equals', department))] });

describe('PreviewEngine', () => {
  it('compares with the saved version it is given, also when a newer one is saved', () => {
    const engine = new PreviewEngine(workers);
    const first = engine.run(selecting('Sales'), selecting('Executive')).sinceSaved!;
    expect([...first.joined]).toEqual([0, 1]);
    expect([...first.left]).toEqual([2]);
    expect(first.savedCount).toBe(1);

    const afterSave = engine.run(selecting('Sales'), selecting('Sales')).sinceSaved!;
    expect([...afterSave.joined]).toEqual([]);
    expect([...afterSave.left]).toEqual([]);
    expect(afterSave.savedCount).toBe(2);
  });
});
