import { describe, expect, it } from 'vitest';
import { segmentReadKeys } from '../../../lib/segment-rules/segment-reads';
import { segmentKeys } from './keys';

describe('segment reads shared with other areas', () => {
  it('use the editor’s keys, so that every area shares one cache', () => {
    expect(segmentReadKeys.detail('s1')).toEqual(segmentKeys.detail('s1'));
    expect(segmentReadKeys.all('')).toEqual([...segmentKeys.lists(), 'all', '']);
  });
});
