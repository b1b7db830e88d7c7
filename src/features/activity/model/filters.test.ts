import { describe, expect, it } from 'vitest';
import { activeFilters, eventsQuery, filtersSearch, isDay, readFilters, withFilter } from './filters';

describe('activity filters in the URL', () => {
  it('reads the filters a URL names, ignoring empty and unknown ones', () => {
    const filters = readFilters(new URLSearchParams('action=secret.reveal&actor=%20u_ada%20&targetId=&page=2'));
    expect(filters).toEqual({ action: 'secret.reveal', actor: 'u_ada' });
  });

  it('writes them back in one order, whatever order they were set in', () => {
    expect(filtersSearch({ to: '2026-11-30', actor: 'u_ada' })).toBe('?actor=u_ada&to=2026-11-30');
    expect(filtersSearch({})).toBe('');
    const round = readFilters(new URLSearchParams(filtersSearch({ targetId: 'a&b=c', targetType: 'segment' })));
    expect(round).toEqual({ targetType: 'segment', targetId: 'a&b=c' });
  });

  it('sets and takes off one filter; taking the object type off takes its id too', () => {
    const filters = withFilter({ actor: 'u_ada' }, 'action', 'secret.reveal');
    expect(filters).toEqual({ actor: 'u_ada', action: 'secret.reveal' });
    expect(withFilter(filters, 'actor', null)).toEqual({ action: 'secret.reveal' });
    expect(withFilter(filters, 'actor', '  ')).toEqual({ action: 'secret.reveal' });
    expect(withFilter({ targetType: 'segment', targetId: 's1' }, 'targetType', null)).toEqual({});
  });

  it('lists the filters set, in order, for the chips', () => {
    expect(activeFilters({ to: '2026-01-02', actor: 'u' })).toEqual([
      { key: 'actor', value: 'u' },
      { key: 'to', value: '2026-01-02' },
    ]);
  });
});

describe('eventsQuery', () => {
  it('bounds days by local midnights, the "to" day taken in whole', () => {
    const query = eventsQuery({ from: '2026-11-01', to: '2026-11-02', action: 'segment.replace' });
    expect(query.action).toBe('segment.replace');
    expect(new Date(query.from!).getTime()).toBe(new Date(2026, 10, 1).getTime());
    expect(new Date(query.to!).getTime()).toBe(new Date(2026, 10, 3).getTime());
  });

  it('sends anything else as written, for the service to judge', () => {
    expect(eventsQuery({ from: '2026-02-30', to: 'yesterday' })).toEqual({ from: '2026-02-30', to: 'yesterday' });
  });

  it('knows real days from look-alikes', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-1-01')).toBe(false);
  });
});
