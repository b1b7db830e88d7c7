import { describe, expect, it } from 'vitest';
import { NONE, TreeColumns } from './tree-columns';

/** Node 0 at the top, 1 and 2 under it, 3 under 1. */
function smallTree() {
  const columns = new TreeColumns();
  columns.ensure(4);
  columns.appendChild(0, 1);
  columns.appendChild(0, 2);
  columns.appendChild(1, 3);
  return columns;
}

describe('TreeColumns', () => {
  it('grows with room to spare, new places unlinked', () => {
    const columns = new TreeColumns();
    columns.ensure(3);
    expect(columns.parent.length).toBeGreaterThanOrEqual(3);
    expect([...columns.parent.subarray(0, 3)]).toEqual([NONE, NONE, NONE]);
    expect([...columns.headcount.subarray(0, 3)]).toEqual([0, 0, 0]);
    columns.parent[0] = 7;
    columns.ensure(columns.parent.length + 1);
    expect(columns.parent[0]).toBe(7);
  });

  it('links children in the order received and lists nodes parents first', () => {
    const columns = smallTree();
    expect(columns.firstChild[0]).toBe(1);
    expect(columns.nextSibling[1]).toBe(2);
    expect(columns.nextSibling[2]).toBe(NONE);
    expect([...columns.topDown([0], 4)]).toEqual([0, 1, 2, 3]);
  });

  it('links everyone anew from their parents and counts headcounts', () => {
    const columns = smallTree();
    columns.parent[2] = 3;
    columns.relink(4);
    expect([...columns.topDown([0], 4)]).toEqual([0, 1, 3, 2]);
    expect([...columns.headcount.subarray(0, 4)]).toEqual([3, 2, 0, 1]);
  });

  it('lets go of its columns', () => {
    const columns = smallTree();
    columns.release();
    expect(columns.parent.length).toBe(0);
    expect(columns.placement.length).toBe(0);
  });
});
