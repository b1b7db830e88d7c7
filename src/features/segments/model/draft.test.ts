import { describe, expect, it } from 'vitest';
import { readDraft, writeDraft } from '../../../lib/drafts';
import { draftKey, isSegmentDraft, type SegmentDraft } from './draft';
import { clause, formWith, keyed } from './test-helpers';

const draft: SegmentDraft = {
  userId: 'usr_hedy',
  etag: '"abc"',
  base: formWith(),
  values: formWith({ name: 'Edited', clauses: [keyed('a', clause('department', 'equals', 'Sales'))] }),
  conflicts: [
    {
      type: 'clause',
      key: 'a',
      reason: 'both_changed',
      mine: clause('department', 'equals', 'Sales'),
      theirs: clause('department', 'equals', 'Ops'),
    },
  ],
  setAside: null,
};

describe('segment drafts', () => {
  it('are keyed by segment, or "new" while creating', () => {
    expect(draftKey('5e9f')).toBe('segment:5e9f');
    expect(draftKey(null)).toBe('segment:new');
  });

  it('round-trip through sessionStorage with their ETag and conflicts', () => {
    writeDraft(draftKey('s1'), draft);
    expect(readDraft(draftKey('s1'), isSegmentDraft)?.value).toEqual(draft);
  });

  it('ignore stored data of another shape', () => {
    expect(isSegmentDraft({ ...draft, values: { name: 'x' } })).toBe(false);
    expect(isSegmentDraft({ ...draft, etag: 3 })).toBe(false);
    expect(isSegmentDraft({ ...draft, conflicts: [{ type: 'clause', key: 'a', reason: 'whatever' }] })).toBe(false);
  });
});
