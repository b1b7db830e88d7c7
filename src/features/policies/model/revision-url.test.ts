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
    const plain = { blame: false, ignoreWhitespace: false };
    expect(readRevisionView(new URLSearchParams(''))).toEqual({ compare: null, layout: 'unified', ...plain });
    expect(readRevisionView(new URLSearchParams('compare=3'))).toEqual({ compare: 3, layout: 'unified', ...plain });
    expect(readRevisionView(new URLSearchParams('compare=0&view=split'))).toEqual({
      compare: 0,
      layout: 'split',
      ...plain,
    });
    expect(readRevisionView(new URLSearchParams('compare=x&view=other'))).toEqual({
      compare: null,
      layout: 'unified',
      ...plain,
    });
  });

  it('reads the blame (only without a comparison) and the whitespace switch', () => {
    expect(readRevisionView(new URLSearchParams('blame=1&w=1'))).toMatchObject({ blame: true, ignoreWhitespace: true });
    expect(readRevisionView(new URLSearchParams('compare=2&blame=1'))).toMatchObject({ compare: 2, blame: false });
    expect(readRevisionView(new URLSearchParams('blame=yes&w=true'))).toMatchObject({
      blame: false,
      ignoreWhitespace: false,
    });
  });

  it('writes only what differs from the defaults', () => {
    const plain = { blame: false, ignoreWhitespace: false };
    expect(revisionSearch({ compare: null, layout: 'split', ...plain })).toBe('');
    expect(revisionSearch({ compare: 3, layout: 'unified', ...plain })).toBe('?compare=3');
    expect(revisionSearch({ compare: 0, layout: 'split', ...plain })).toBe('?compare=0&view=split');
    expect(revisionSearch({ compare: null, layout: 'unified', blame: true, ignoreWhitespace: false })).toBe('?blame=1');
    expect(revisionSearch({ compare: 4, layout: 'unified', blame: true, ignoreWhitespace: true })).toBe(
      '?compare=4&w=1',
    );
    expect(revisionSearch({ compare: null, layout: 'unified', blame: false, ignoreWhitespace: true })).toBe('?w=1');
  });

  it('round-trips', () => {
    for (const view of [
      { compare: 2, layout: 'split' as const, blame: false, ignoreWhitespace: true },
      { compare: null, layout: 'unified' as const, blame: true, ignoreWhitespace: true },
    ])
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
        view: { compare: 3, layout: 'split', blame: false, ignoreWhitespace: false },
        range: { start: 10, end: 14 },
      }),
    ).toBe('/policies/pol_1/revisions/4?compare=3&view=split#L10-L14');
    expect(
      revisionHref({
        policyId: 'a b/c',
        revision: 1,
        view: { compare: null, layout: 'unified', blame: false, ignoreWhitespace: false },
        range: null,
      }),
    ).toBe('/policies/a%20b%2Fc/revisions/1');
  });

  it('links a blamed line as the other views do', () => {
    expect(
      revisionHref({
        policyId: 'pol_1',
        revision: 7,
        view: { compare: null, layout: 'unified', blame: true, ignoreWhitespace: true },
        range: { start: 12, end: 12 },
      }),
    ).toBe('/policies/pol_1/revisions/7?blame=1&w=1#L12');
  });

  it('builds an absolute permalink that reads back to the same view', () => {
    const link = permalink('http://acme.localhost:4173', {
      policyId: 'pol_1',
      revision: 2,
      view: { compare: 1, layout: 'unified', blame: false, ignoreWhitespace: false },
      range: { start: 3, end: 3 },
    });
    expect(link).toBe('http://acme.localhost:4173/policies/pol_1/revisions/2?compare=1#L3');
    const url = new URL(link);
    expect(readRevisionView(url.searchParams)).toEqual({
      compare: 1,
      layout: 'unified',
      blame: false,
      ignoreWhitespace: false,
    });
    expect(parseLineRangeHash(url.hash)).toEqual({ start: 3, end: 3 });
  });

  it('compares the first revision with the empty text before it', () => {
    expect(previousRevision(4)).toBe(3);
    expect(previousRevision(1)).toBe(0);
  });
});
