import { describe, expect, it } from 'vitest';
import { keptLast, nextPageLimit, pageSuccessors } from './read-ahead';

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

describe('keptLast', () => {
  it('keeps the entries set last, up to its size, the oldest forgotten first', () => {
    const starts = keptLast<number>(2);
    starts.set('after 5000', 5000);
    starts.set('after 20000', 20_000);
    expect(starts.get('after 5000')).toBe(5000);
    expect(starts.get('after 1')).toBeUndefined();
    starts.set('after 40000', 40_000);
    expect(starts.size).toBe(2);
    expect(starts.get('after 5000')).toBeUndefined();
    expect(starts.get('after 40000')).toBe(40_000);
  });
});

describe('nextPageLimit', () => {
  it('expects a reader of columns to ask for the page that ends at the next multiple of 20,000', () => {
    expect(nextPageLimit(5000, true, 0)).toBe(15_000);
    expect(nextPageLimit(15_000, false, 5000)).toBe(20_000);
    expect(nextPageLimit(20_000, false, 20_000)).toBe(20_000);
    expect(nextPageLimit(20_000, true, 0)).toBe(20_000);
  });

  it('expects any other reader to ask for as many as it did, and so where the start is not known', () => {
    expect(nextPageLimit(7000, false, 7000)).toBe(7000);
    expect(nextPageLimit(15_000, false, undefined)).toBe(15_000);
  });
});
