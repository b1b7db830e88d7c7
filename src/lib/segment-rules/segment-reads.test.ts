import { describe, expect, it } from 'vitest';
import { segmentReadKeys } from './segment-reads';

describe('shared segment reads', () => {
  it('key the list of every segment and each detail generic to specific', () => {
    expect(segmentReadKeys.all(' q ')).toEqual(['segments', 'list', 'all', 'q']);
    expect(segmentReadKeys.detail('s1')).toEqual(['segments', 'detail', 's1']);
  });
});
