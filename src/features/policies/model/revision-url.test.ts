import { describe, expect, it } from 'vitest';
import { parseLineRangeHash } from './line-range';
import {
  parseRevisionNumber,
  permalink,
  previousRevision,
  readRevisionView,
  revisionHref,
  revisionPath,
  revisionSearch,
} from './revision-url';

describe('parseRevisionNumber', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['0', null],
    ['-1', null],
    ['4.5', null],
    ['abc', null],
    ['', null],
    ['1e3', null],
    [undefined, null],
  ])('%j -> %j', (raw, number) => {
    expect(parseRevisionNumber(raw)).toBe(number);
  });
});

describe('readRevisionView / revisionSearch', () => {
  it('reads the comparison and the layout, ignoring what is not a revision number', () => {
    expect(readRevisionView(new URLSearchParams(''))).toEqual({ compare: null, layout: 'unified' });
    expect(readRevisionView(new URLSearchParams('compare=3'))).toEqual({ compare: 3, layout: 'unified' });
    expect(readRevisionView(new URLSearchParams('compare=0&view=split'))).toEqual({ compare: 0, layout: 'split' });
    expect(readRevisionView(new URLSearchParams('compare=x&view=other'))).toEqual({ compare: null, layout: 'unified' });
  });

  it('writes only what differs from the defaults', () => {
    expect(revisionSearch({ compare: null, layout: 'split' })).toBe('');
    expect(revisionSearch({ compare: 3, layout: 'unified' })).toBe('?compare=3');
    expect(revisionSearch({ compare: 0, layout: 'split' })).toBe('?compare=0&view=split');
  });

  it('round-trips', () => {
    const view = { compare: 2, layout: 'split' as const };
    expect(readRevisionView(new URLSearchParams(revisionSearch(view)))).toEqual(view);
  });
});

describe('revision addresses', () => {
  it('names the revision, the comparison and the highlighted lines', () => {
    expect(revisionPath('pol_1', 3)).toBe('/policies/pol_1/revisions/3');
    expect(
      revisionHref({
        policyId: 'pol_1',
        revision: 4,
        view: { compare: 3, layout: 'split' },
        range: { start: 10, end: 14 },
      }),
    ).toBe('/policies/pol_1/revisions/4?compare=3&view=split#L10-L14');
    expect(
      revisionHref({ policyId: 'a b/c', revision: 1, view: { compare: null, layout: 'unified' }, range: null }),
    ).toBe('/policies/a%20b%2Fc/revisions/1');
  });

  it('builds an absolute permalink that reads back to the same view', () => {
    const link = permalink('http://acme.localhost:4173', {
      policyId: 'pol_1',
      revision: 2,
      view: { compare: 1, layout: 'unified' },
      range: { start: 3, end: 3 },
    });
    expect(link).toBe('http://acme.localhost:4173/policies/pol_1/revisions/2?compare=1#L3');
    const url = new URL(link);
    expect(readRevisionView(url.searchParams)).toEqual({ compare: 1, layout: 'unified' });
    expect(parseLineRangeHash(url.hash)).toEqual({ start: 3, end: 3 });
  });

  it('compares the first revision with the empty text before it', () => {
    expect(previousRevision(4)).toBe(3);
    expect(previousRevision(1)).toBe(0);
  });
});
