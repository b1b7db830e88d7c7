import { describe, expect, it } from 'vitest';
import { ruleFields } from '../../../lib/segment-rules/fields';
import { fieldOfPath, matchingAttributes, operatorsFor, workerAttributes } from './vocabulary';

describe('attribute vocabulary', () => {
  it('offers text operators for text fields, codes get equality only, other paths get every operator', () => {
    expect(operatorsFor('department', 'equals')).toEqual([
      'equals',
      'not_equals',
      'in',
      'not_in',
      'contains',
      'starts_with',
      'ends_with',
    ]);
    expect(operatorsFor('lifecycleStage', 'equals')).toEqual(['equals', 'not_equals', 'in', 'not_in']);
    expect(operatorsFor('lifecycleStage', 'contains')).toContain('contains');
    expect(operatorsFor('startDate', 'equals')).toContain('greater_than');
    expect(matchingAttributes('job').map((choice) => choice.path)).toEqual(['jobTitle']);
    expect(matchingAttributes('manager').map((choice) => choice.path)).toEqual(['manager', 'managerId']);
  });

  it('is one list: each field the preview evaluates, named once', () => {
    expect(workerAttributes.map((attribute) => attribute.path).sort()).toEqual([...ruleFields].sort());
    for (const attribute of workerAttributes) expect(fieldOfPath(attribute.path)).toBe(attribute.path);
    expect(fieldOfPath('worker.manager')).toBe('manager');
    expect(fieldOfPath('startDate')).toBeNull();
    const labels = workerAttributes.map((attribute) => attribute.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).toContain('Manager');
    expect(matchingAttributes('').map((choice) => choice.path)).toEqual(workerAttributes.map((choice) => choice.path));
  });
});
