import { describe, expect, it } from 'vitest';
import { pageSuccessors } from './read-ahead';

describe('pageSuccessors', () => {
  it('tells the page after a page, none after the last, nothing for a page never made', () => {
    const successors = pageSuccessors<readonly number[]>(10);
    successors.remember('page 1', [5000]);
    successors.remember('page 200', null);
    expect(successors.after('page 1')).toEqual([5000]);
    expect(successors.after('page 200')).toBeNull();
    expect(successors.after('page 2')).toBeUndefined();
  });

  it('forgets the pages remembered longest ago beyond its size', () => {
    const successors = pageSuccessors<number>(2);
    successors.remember('a', 1);
    successors.remember('b', 2);
    successors.remember('a', 3);
    successors.remember('c', 4);
    expect(successors.size).toBe(2);
    expect(successors.after('b')).toBeUndefined();
    expect(successors.after('a')).toBe(3);
    expect(successors.after('c')).toBe(4);
  });
});
