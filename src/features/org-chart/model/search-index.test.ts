import { describe, expect, it } from 'vitest';
import { buildReportingTree } from './build-reporting-tree';
import { foldText } from '../../../lib/fold-text';
import { createSearchIndex } from './search-index';
import { testWorker } from './test-trees';

const tree = buildReportingTree([
  testWorker('w1', null, { name: 'Morgan Reyes', jobTitle: 'Chief Executive Officer', department: 'Executive' }),
  testWorker('w2', 'w1', { name: 'Ada Lovelace', jobTitle: 'VP Engineering', department: 'Engineering' }),
  testWorker('w3', 'w2', { name: 'Grace Adams', jobTitle: 'Engineer', department: 'Engineering' }),
  testWorker('w4', 'w2', { name: 'Hadassah Brown', jobTitle: 'Sales lead', department: 'Sales' }),
  testWorker('w5', 'w1', { name: 'José Núñez', jobTitle: 'Adoption manager', department: 'Customer success' }),
  testWorker('w6', 'nobody', { name: null, jobTitle: null, department: 'Finance' }),
]);
const index = createSearchIndex(tree);
const names = (query: string, limit?: number) =>
  index.search(query, limit).hits.map((hit) => tree.node(hit).name ?? tree.node(hit).key);

describe('createSearchIndex', () => {
  it('ranks a name start first, then a word of the name, then inside a name, then title or department', () => {
    expect(names('ad')).toEqual(['Ada Lovelace', 'Grace Adams', 'Hadassah Brown', 'José Núñez']);
  });

  it('searches job titles and departments', () => {
    expect(names('engineer')).toEqual(['Ada Lovelace', 'Grace Adams']);
    expect(names('finance')).toEqual(['w6']);
  });

  it('needs every word of the query, in any field', () => {
    expect(names('grace engineering')).toEqual(['Grace Adams']);
    expect(names('grace sales')).toEqual([]);
  });

  it('ignores case and accents', () => {
    expect(names('JOSE nunez')).toEqual(['José Núñez']);
    expect(foldText('Ñandú')).toBe('nandu');
  });

  it('finds a worker by exact id', () => {
    expect(names('W5')).toEqual(['José Núñez']);
  });

  it('never returns the data-problem groups', () => {
    expect(names('manager')).toEqual(['José Núñez']);
  });

  it('ranks a worker by the best place the first word is found in their name', () => {
    const both = buildReportingTree([
      testWorker('w1', null, { name: 'Shadow Kade' }),
      testWorker('w2', 'w1', { name: 'Hadassah Adams' }),
    ]);
    const hits = createSearchIndex(both)
      .search('ad')
      .hits.map((hit) => both.node(hit).name);
    expect(hits).toEqual(['Hadassah Adams', 'Shadow Kade']);
  });

  it('puts a name that starts with the whole query before one that starts with its first word only', () => {
    const two = buildReportingTree([
      testWorker('w1', null, { name: 'Ada Smith', jobTitle: 'Lawyer', department: 'Legal' }),
      testWorker('w2', 'w1', { name: 'Ada Lovelace', jobTitle: 'Engineer', department: 'Engineering' }),
    ]);
    const hits = createSearchIndex(two)
      .search('ada l')
      .hits.map((hit) => two.node(hit).name);
    expect(hits).toEqual(['Ada Lovelace', 'Ada Smith']);
  });

  it('never finds a word across two names, nor across a line break in one', () => {
    const lines = buildReportingTree([
      testWorker('w1', null, { name: 'Ann', jobTitle: null, department: null }),
      testWorker('w2', 'w1', { name: 'Bell\nSmith', jobTitle: null, department: null }),
    ]);
    const search = createSearchIndex(lines);
    expect(search.search('nb').total).toBe(0);
    expect(search.search('llsm').total).toBe(0);
    expect(search.search('smith').hits).toEqual([1]);
    expect(search.search('bell smith').hits).toEqual([1]);
  });

  it('cuts the list at the limit and says how many matched in all', () => {
    expect(index.search('a', 2)).toEqual({ hits: expect.any(Array), total: 6 });
    expect(names('a', 2)).toHaveLength(2);
    expect(index.search('   ')).toEqual({ hits: [], total: 0 });
  });
});
