import { describe, expect, it } from 'vitest';
import { addWorkerIds, parseWorkerIds } from './worker-ids';

describe('pasted worker ids', () => {
  it('splits on commas, semicolons, spaces and new lines, dropping blanks and repeats', () => {
    expect(parseWorkerIds('wrk_0001, wrk_0002\nwrk_0003;wrk_0001\t  wrk_0004 ,,')).toEqual([
      'wrk_0001',
      'wrk_0002',
      'wrk_0003',
      'wrk_0004',
    ]);
    expect(parseWorkerIds('  \n ')).toEqual([]);
  });

  it('adds only ids not yet listed, keeping order', () => {
    expect(addWorkerIds(['a', 'b'], ['b', 'c', 'd'])).toEqual({
      list: ['a', 'b', 'c', 'd'],
      added: ['c', 'd'],
      skipped: ['b'],
    });
  });
});
