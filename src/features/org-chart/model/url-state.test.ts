import { describe, expect, it } from 'vitest';
import { buildReportingTree } from './build-reporting-tree';
import { defaultExpanded, expandAllBelow, visibleInOrder, withPathExpanded } from './expansion';
import { balancedOrg, testWorker } from './test-trees';
import {
  decodeExpanded,
  decodeKeyList,
  encodeExpanded,
  encodeKeyList,
  focusLinkSearches,
  readViewParams,
  viewSearch,
  writeViewParams,
  type ChartViewState,
} from './url-state';

describe('key lists', () => {
  it('front-codes sorted keys', () => {
    const encoded = encodeKeyList([
      { key: 'wrk_0100', deep: false },
      { key: 'wrk_0001', deep: true },
      { key: 'wrk_0042', deep: false },
    ]);
    expect(encoded).toBe('*0wrk_0001.642.5100');
    expect(decodeKeyList(encoded)).toEqual([
      { key: 'wrk_0001', deep: true },
      { key: 'wrk_0042', deep: false },
      { key: 'wrk_0100', deep: false },
    ]);
  });

  it('round-trips keys with separators, markers, escapes and long shared prefixes', () => {
    const long = 'x'.repeat(50);
    const entries = [
      { key: 'a.b', deep: false },
      { key: 'a~d', deep: true },
      { key: '*star', deep: false },
      { key: `${long}1`, deep: false },
      { key: `${long}2`, deep: true },
      { key: 'dup#2', deep: false },
      { key: '', deep: false },
    ];
    const decoded = decodeKeyList(encodeKeyList(entries));
    expect(decoded).toHaveLength(entries.length);
    expect(decoded).toEqual(expect.arrayContaining(entries));
  });

  it('reads an empty list and skips garbage', () => {
    expect(decodeKeyList('')).toEqual([]);
    expect(decodeKeyList('0a.zzz.!x')).toEqual([{ key: 'a', deep: false }]);
  });
});

describe('expanded set in the URL', () => {
  const tree = buildReportingTree(balancedOrg(3, 3));
  const idx = (key: string) => tree.indexByKey.get(key)!;

  it('round-trips a hand-picked expanded set', () => {
    const expanded = new Set([idx('w0'), idx('w2'), idx('w8')]);
    const encoded = encodeExpanded(tree, expanded);
    expect(decodeExpanded(tree, encoded)).toEqual(expanded);
  });

  it('writes a fully expanded subtree as one entry', () => {
    const { expanded } = expandAllBelow(tree, new Set([idx('w0')]), idx('w1'), 1000);
    const encoded = encodeExpanded(tree, expanded);
    expect(decodeKeyList(encoded)).toEqual([
      { key: 'w0', deep: false },
      { key: 'w1', deep: true },
    ]);
    expect(visibleInOrder(tree, decodeExpanded(tree, encoded))).toEqual(visibleInOrder(tree, expanded));
    const everything = expandAllBelow(tree, new Set(), idx('w0'), 1000).expanded;
    expect(encodeExpanded(tree, everything)).toBe('*0w0');
  });

  it('leaves out expanded nodes that are hidden and leaves with nothing to show', () => {
    const expanded = new Set([idx('w0'), idx('w20'), idx('w5')]);
    expect(decodeKeyList(encodeExpanded(tree, expanded))).toEqual([{ key: 'w0', deep: false }]);
  });

  it('skips keys that are not in the data', () => {
    expect(
      decodeExpanded(
        tree,
        encodeKeyList([
          { key: 'gone', deep: true },
          { key: 'w0', deep: false },
        ]),
      ),
    ).toEqual(new Set([idx('w0')]));
  });

  it('keeps repeated ids and groups apart', () => {
    const dirty = buildReportingTree([
      testWorker('a', null),
      testWorker('b', 'a'),
      testWorker('a', null),
      testWorker('c', 'x'),
    ]);
    const expanded = new Set([dirty.indexByKey.get('group:duplicate_id')!, dirty.indexByKey.get('a')!]);
    expect(decodeExpanded(dirty, encodeExpanded(dirty, expanded))).toEqual(expanded);
  });
});

describe('view parameters', () => {
  it('reads defaults from an empty query', () => {
    expect(readViewParams(new URLSearchParams())).toEqual({
      focus: null,
      open: null,
      view: 'graph',
      department: null,
      segment: null,
    });
  });

  it('writes and reads back every parameter, keeping unrelated ones', () => {
    const state = { focus: 'wrk_0042', open: '0wrk_0001', view: 'tree' as const, department: 'R&D', segment: 's-1' };
    const written = writeViewParams(new URLSearchParams('other=1'), state);
    expect(written.get('other')).toBe('1');
    expect(readViewParams(new URLSearchParams(written.toString()))).toEqual(state);
    const cleared = writeViewParams(written, {
      focus: null,
      open: null,
      view: 'graph',
      department: null,
      segment: null,
    });
    expect(cleared.toString()).toBe('other=1');
  });

  it('keeps an explicitly empty expanded set apart from the opening view', () => {
    expect(readViewParams(new URLSearchParams('open=')).open).toBe('');
  });
});

describe('links that focus a worker', () => {
  const tree = buildReportingTree([
    ...balancedOrg(3, 3),
    testWorker('a b&c=d', 'w1'),
    testWorker('a', null),
    testWorker('a', 'w2'),
  ]);
  const opening = defaultExpanded(tree, { maxDepth: 1 });
  const openingEncoded = encodeExpanded(tree, opening);
  const params = (search: string) => [...new URLSearchParams(search)].sort();

  it('give the query a focus on each worker gives, whichever teams it opens', () => {
    const views: ChartViewState[] = [
      { expanded: opening, focus: null, view: 'graph', department: null, segment: null },
      {
        expanded: withPathExpanded(tree, opening, tree.indexByKey.get('w20')!),
        focus: tree.indexByKey.get('w20')!,
        view: 'tree',
        department: 'R&D',
        segment: 's-1',
      },
    ];
    for (const state of views) {
      for (const search of ['', '?other=1&focus=w3&open=0w0']) {
        const link = focusLinkSearches(tree, search, openingEncoded, state);
        for (let index = 0; index < tree.size; index++) {
          const expected = viewSearch(tree, search, openingEncoded, {
            ...state,
            focus: index,
            expanded: withPathExpanded(tree, state.expanded, index),
          });
          expect(params(link(index))).toEqual(params(expected));
          expect(readViewParams(new URLSearchParams(link(index))).focus).toBe(tree.key(index));
        }
      }
    }
  });
});
