import { describe, expect, it } from 'vitest';
import type { OrgChartWorker } from '../../../../contract';
import { findPeople, foldPeople, personName, pinPerson } from './person-search';

const workers = [
  { id: 'w1', name: 'Dana Reyes', jobTitle: 'Analyst' },
  { id: 'w2', name: 'José Dana', jobTitle: 'Head of Sales' },
  { id: 'dana', name: null, jobTitle: null },
  { id: 'w4', name: 'Ravi', jobTitle: 'Data analyst' },
] as OrgChartWorker[];

describe('finding a person to check', () => {
  it('finds by name, id and job title; an exact id first, then names starting with the text', () => {
    expect(findPeople(workers, 'dana')).toEqual([2, 0, 1]);
    expect(findPeople(workers, 'jose')).toEqual([1]);
    expect(findPeople(workers, 'ANALYST')).toEqual([0, 3]);
    expect(findPeople(workers, 'w4')).toEqual([3]);
    expect(findPeople(workers, '  ')).toEqual([]);
    expect(findPeople(workers, 'a', 2)).toHaveLength(2);
  });

  it('gives the same answers once the workers are folded in advance, stopped or not', async () => {
    const many = Array.from({ length: 12_000 }, (_, n) => ({
      id: `p${n}`,
      name: n % 5 ? `Dana ${n}` : `José ${n}`,
      jobTitle: n % 3 ? 'Analyst' : null,
    })) as OrgChartWorker[];
    const queries = ['dana 1', 'jose', 'ANALYST', 'p11999', '99', 'nobody'];
    const before = queries.map((query) => findPeople(many, query));
    const stopped = new AbortController();
    stopped.abort();
    await foldPeople(many, stopped.signal);
    await foldPeople(many, new AbortController().signal);
    expect(queries.map((query) => findPeople(many, query))).toEqual(before);
  });

  it('names a worker, or their id without a name', () => {
    expect(personName(workers[0])).toBe('Dana Reyes');
    expect(personName(workers[2])).toBe('dana');
  });

  it('pins up to ten people, the latest first, once each', () => {
    expect(pinPerson([1, 2], 2)).toEqual([2, 1]);
    expect(pinPerson([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 10)).toEqual([10, 0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
