import { describe, expect, it } from 'vitest';
import { translate } from '../../../lib/i18n';
import { buildReportingTree } from './build-reporting-tree';
import { describeMissingFields, displayName, lifecycleBadge } from './labels';
import { readWorkerRecord } from '../../../lib/workforce/read-worker-record';
import { allNodes, testWorker } from './test-trees';

describe('labels', () => {
  it('names workers, unnamed workers by id, and groups by what they gather', () => {
    const tree = buildReportingTree([
      testWorker('ceo', null, { name: 'Morgan Reyes' }),
      testWorker('w2', 'ceo', { name: null }),
      readWorkerRecord({ managerId: 'ceo' }),
      testWorker('lost', 'nobody'),
    ]);
    expect(allNodes(tree).map((node) => displayName(node, translate))).toEqual([
      'Morgan Reyes',
      'Unnamed (w2)',
      'Unnamed, no id',
      'Name lost',
      'Manager not found',
      'Missing id',
    ]);
  });

  it('shows pre_start as "Starting soon" and makes unknown stages readable', () => {
    expect(lifecycleBadge('pre_start', translate)).toEqual({ label: 'Starting soon', tone: 'accent' });
    expect(lifecycleBadge('active', translate)?.label).toBe('Active');
    expect(lifecycleBadge('on_leave', translate)).toEqual({ label: 'On leave', tone: 'neutral' });
    expect(lifecycleBadge(null, translate)).toBeNull();
  });

  it('describes missing fields in a sentence', () => {
    expect(describeMissingFields(['name'], translate)).toBe('No name');
    expect(describeMissingFields(['jobTitle', 'department', 'lifecycleStage'], translate)).toBe(
      'No job title, department or lifecycle stage',
    );
  });
});
