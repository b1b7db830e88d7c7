import { describe, expect, it } from 'vitest';
import { translate } from '../../../lib/i18n';
import { buildReportingTree } from './build-reporting-tree';
import { countAffectedWorkers, describeProblemFor, groupProblems, problemsOf } from './data-quality';
import { testWorker } from './test-trees';

const tree = buildReportingTree([
  testWorker('ceo', null, { name: 'Morgan' }),
  testWorker('second', null, { name: 'Sam' }),
  testWorker('lost', 'wrk_9001', { name: 'Lou', manager: 'Ghost' }),
  testWorker('self', 'self', { name: 'Narcissus' }),
  testWorker('a', 'b', { name: 'Ann' }),
  testWorker('b', 'a', { name: 'Bob' }),
  testWorker('ceo', 'ceo', { name: 'Copy' }),
  testWorker('blank', 'ceo', { name: 'Blank', jobTitle: null }),
]);
const idx = (key: string) => tree.indexByKey.get(key)!;
const sentences = (key: string) =>
  problemsOf(tree, idx(key)).map((problem) => describeProblemFor(tree, problem, idx(key), translate));

describe('data quality', () => {
  it('groups problems by kind, counting each worker once', () => {
    expect(groupProblems(tree).map(({ kind, problems, workerCount }) => [kind, problems.length, workerCount])).toEqual([
      ['no_manager', 1, 2],
      ['unknown_manager', 1, 1],
      ['self_manager', 1, 1],
      ['cycle', 1, 2],
      ['duplicate_id', 1, 2],
      ['missing_fields', 1, 1],
    ]);
    expect(countAffectedWorkers(tree)).toBe(8);
  });

  it('explains each problem from the worker’s side', () => {
    expect(sentences('lost')).toEqual([
      'Their manager id wrk_9001 names nobody in the data. The record names Ghost as their manager.',
    ]);
    expect(sentences('self')).toEqual(['Their manager id is their own id.']);
    expect(sentences('a')).toEqual(['Part of a reporting cycle: Ann → Bob → Ann.']);
    expect(sentences('ceo#2')).toEqual(['Repeats the id ceo of Morgan, so it is shown under "Repeated id".']);
    expect(sentences('ceo')).toEqual([
      'One of 2 people without a manager; shown at the top as the one who heads the most people.',
      '1 other record uses the id ceo; this first one is placed in the chart.',
    ]);
    expect(sentences('second')).toEqual([
      'Has no manager, while Morgan heads the organisation; shown under "No manager".',
    ]);
    expect(sentences('blank')).toEqual(['No job title.']);
  });

  it('finds nothing for a clean worker', () => {
    const clean = buildReportingTree([testWorker('ceo', null), testWorker('vp', 'ceo')]);
    expect(problemsOf(clean, 1)).toEqual([]);
    expect(groupProblems(clean)).toEqual([]);
  });
});
