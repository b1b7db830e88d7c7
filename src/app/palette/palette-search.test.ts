import { describe, expect, it } from 'vitest';
import {
  buildSearchIndex,
  groupResults,
  limitPerKind,
  matchRank,
  rememberRecent,
  searchIndex,
  type PaletteItem,
} from './palette-search';

const item = (kind: PaletteItem['kind'], label: string, detail?: string): PaletteItem => ({
  id: `${kind}:${label}`,
  kind,
  label,
  detail,
  to: `/${kind}`,
});

describe('matchRank', () => {
  it('prefers a name that starts with the query, then a word start, then inside, then the detail', () => {
    expect(matchRank('ada lovelace', '', ['ada'])).toBe(0);
    expect(matchRank('ada lovelace', '', ['love'])).toBe(1);
    expect(matchRank('ada lovelace', '', ['ove'])).toBe(2);
    expect(matchRank('ada lovelace', 'engineering', ['engin'])).toBe(3);
    expect(matchRank('ada lovelace', 'engineering', ['love', 'engin'])).toBe(1);
    expect(matchRank('ada lovelace', 'engineering', ['ove', 'engin'])).toBe(3);
  });

  it('needs every term somewhere', () => {
    expect(matchRank('ada lovelace', 'engineer · research', ['ada', 'research'])).toBe(3);
    expect(matchRank('ada lovelace', 'engineer · research', ['ada', 'hopper'])).toBe(-1);
  });
});

describe('searchIndex', () => {
  const index = buildSearchIndex([
    item('worker', 'Grace Hopper', 'Rear admiral · Navy'),
    item('worker', 'Ada Lovelace', 'Analyst · Engineering'),
    item('segment', 'Engineering leads'),
    item('worker', 'Adam Smith', 'Economist · Research'),
  ]);

  it('finds by name, case-insensitively, best matches first', () => {
    expect(searchIndex(index, 'ADA', 10).map((found) => found.label)).toEqual(['Ada Lovelace', 'Adam Smith']);
  });

  it('finds by title or department', () => {
    expect(searchIndex(index, 'engineering', 10).map((found) => found.label)).toEqual([
      'Engineering leads',
      'Ada Lovelace',
    ]);
    expect(searchIndex(index, 'navy', 10).map((found) => found.label)).toEqual(['Grace Hopper']);
  });

  it('finds a name that starts with the query even after the limit of weaker matches is reached', () => {
    const crowded = buildSearchIndex([
      item('worker', 'Grace Hopper', 'Adams team'),
      item('worker', 'Linus Pauling', 'Ada project'),
      item('worker', 'Ada Lovelace', 'Analyst'),
    ]);
    expect(searchIndex(crowded, 'ada', 2).map((found) => found.label)).toEqual(['Ada Lovelace', 'Grace Hopper']);
  });

  it('ranks as one item at a time would, whichever of label and detail holds each term', () => {
    const people = Array.from({ length: 60 }, (_, n) =>
      item(
        'worker',
        `${['Ada', 'Bo Ada', 'Cy'][n % 3]} ${n}`,
        n % 4 ? `${['Ada team', 'Sales'][n % 2]} · Dept ${n % 5}` : undefined,
      ),
    );
    const peopleIndex = buildSearchIndex(people);
    for (const query of ['ada', 'ada 1', 'sales', 'ada sales', 'team ada', 'dept 3', 'cy ada', 'nobody']) {
      const terms = query.split(' ');
      const expected = people
        .map((person, position) => ({
          position,
          rank: matchRank(person.label.toLowerCase(), (person.detail ?? '').toLowerCase(), terms),
        }))
        .filter((found) => found.rank !== -1)
        .sort((a, b) => a.rank - b.rank || a.position - b.position)
        .slice(0, 7)
        .map((found) => people[found.position]!.label);
      expect(searchIndex(peopleIndex, query, 7).map((found) => found.label)).toEqual(expected);
    }
  });

  it('keeps at most the limit', () => {
    expect(searchIndex(index, 'a', 2)).toHaveLength(2);
  });

  it('answers within the budget on 100,000 workers', () => {
    const many = buildSearchIndex(
      Array.from({ length: 100_000 }, (_, n) => item('worker', `Worker ${n}`, `Title ${n % 300} · Dept ${n % 40}`)),
    );
    expect(searchIndex(many, 'worker 99999', 8).map((found) => found.label)).toEqual(['Worker 99999']);
    expect(searchIndex(many, 'dept 7', 8)).toHaveLength(8);
  });
});

describe('groupResults', () => {
  const segment = item('segment', 'Engineering leads');
  const area = item('area', 'Segments');
  const worker = item('worker', 'Ada Lovelace');
  const other = item('segment', 'Engineering all');

  it('groups by kind in a fixed order', () => {
    const groups = groupResults([worker, segment, area], [], 'e');
    expect(groups.map((group) => group.label)).toEqual(['Go to', 'Segments', 'Workers']);
  });

  it('puts recent items first within their group when searching', () => {
    const groups = groupResults([segment, other], [other], 'engineering');
    expect(groups[0]!.items.map((found) => found.label)).toEqual(['Engineering all', 'Engineering leads']);
  });

  it('shows recent items as their own group when nothing is typed, without repeating them', () => {
    const groups = groupResults([area, segment], [segment], '');
    expect(groups.map((group) => [group.label, group.items.length])).toEqual([
      ['Recent', 1],
      ['Go to', 1],
    ]);
  });
});

describe('limitPerKind', () => {
  const segments = Array.from({ length: 8 }, (_, n) => item('segment', `Segment ${n}`));
  const areas = [item('area', 'Segments'), item('action', 'New segment')];

  it('offers only the areas and actions when nothing is typed', () => {
    expect(limitPerKind([...areas, ...segments], '')).toEqual(areas);
  });

  it('keeps at most six of each kind while searching', () => {
    const kept = limitPerKind([...areas, ...segments], 'seg');
    expect(kept.filter((found) => found.kind === 'segment')).toEqual(segments.slice(0, 6));
    expect(kept.filter((found) => found.kind !== 'segment')).toEqual(areas);
  });
});

describe('rememberRecent', () => {
  it('keeps the newest first, once, up to the maximum', () => {
    const a = item('segment', 'A');
    const b = item('segment', 'B');
    const c = item('segment', 'C');
    expect(rememberRecent([a, b], b).map((found) => found.label)).toEqual(['B', 'A']);
    expect(rememberRecent([a, b], c, 2).map((found) => found.label)).toEqual(['C', 'A']);
  });
});
