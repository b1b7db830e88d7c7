import { describe, expect, it } from 'vitest';
import {
  customRange,
  defaultChoice,
  parseRangeParams,
  previousPeriod,
  rangeToParams,
  resolveRange,
  type RangeChoice,
} from './range';

const history = { from: '2024-11-21', to: '2026-11-20' };
const preset = (p: Extract<RangeChoice, { kind: 'preset' }>['preset']): RangeChoice => ({ kind: 'preset', preset: p });

describe('resolveRange', () => {
  it('ends every preset on the latest day of data', () => {
    expect(resolveRange(preset('30d'), history)?.range).toEqual({ from: '2026-10-22', to: '2026-11-20' });
    expect(resolveRange(preset('90d'), history)?.range).toEqual({ from: '2026-08-23', to: '2026-11-20' });
    expect(resolveRange(preset('6m'), history)?.range).toEqual({ from: '2026-05-21', to: '2026-11-20' });
    expect(resolveRange(preset('1y'), history)?.range).toEqual({ from: '2025-11-21', to: '2026-11-20' });
    expect(resolveRange(preset('ytd'), history)?.range).toEqual({ from: '2026-01-01', to: '2026-11-20' });
    expect(resolveRange(preset('all'), history)?.range).toEqual(history);
  });

  it('covers exactly 30 and 90 days', () => {
    const thirty = resolveRange(preset('30d'), history)!.range;
    expect((Date.parse(thirty.to) - Date.parse(thirty.from)) / 86_400_000 + 1).toBe(30);
  });

  it('cuts a preset longer than the history to where the history starts, and says so', () => {
    const short = { from: '2026-10-01', to: '2026-11-20' };
    expect(resolveRange(preset('1y'), short)).toEqual({ range: short, clipped: true });
    expect(resolveRange(preset('30d'), short)).toEqual({
      range: { from: '2026-10-22', to: '2026-11-20' },
      clipped: false,
    });
    expect(resolveRange(preset('all'), short)?.clipped).toBe(false);
  });

  it('keeps a custom range inside the history and cuts what reaches outside', () => {
    expect(resolveRange({ kind: 'custom', from: '2025-01-01', to: '2025-03-31' }, history)).toEqual({
      range: { from: '2025-01-01', to: '2025-03-31' },
      clipped: false,
    });
    expect(resolveRange({ kind: 'custom', from: '2020-01-01', to: '2025-01-31' }, history)).toEqual({
      range: { from: '2024-11-21', to: '2025-01-31' },
      clipped: true,
    });
    expect(resolveRange({ kind: 'custom', from: '2026-11-01', to: '2027-06-30' }, history)).toEqual({
      range: { from: '2026-11-01', to: '2026-11-20' },
      clipped: true,
    });
  });

  it('finds nothing for a custom range wholly outside the history', () => {
    expect(resolveRange({ kind: 'custom', from: '2027-01-01', to: '2027-02-01' }, history)).toBeNull();
  });

  it('works for a history of a single day', () => {
    const one = { from: '2026-11-20', to: '2026-11-20' };
    expect(resolveRange(preset('90d'), one)).toEqual({ range: one, clipped: true });
  });
});

describe('previousPeriod', () => {
  it('is the same number of days, ending the day before', () => {
    expect(previousPeriod({ from: '2026-10-22', to: '2026-11-20' })).toEqual({ from: '2026-09-22', to: '2026-10-21' });
    expect(previousPeriod({ from: '2026-01-01', to: '2026-11-20' })).toEqual({ from: '2025-02-11', to: '2025-12-31' });
    expect(previousPeriod({ from: '2026-11-20', to: '2026-11-20' })).toEqual({ from: '2026-11-19', to: '2026-11-19' });
  });
});

describe('range in the address', () => {
  it('reads a preset', () => {
    expect(parseRangeParams(new URLSearchParams('range=90d'))).toEqual({ choice: preset('90d'), problem: null });
  });

  it('reads a custom range', () => {
    expect(parseRangeParams(new URLSearchParams('from=2025-01-01&to=2025-03-31'))).toEqual({
      choice: { kind: 'custom', from: '2025-01-01', to: '2025-03-31' },
      problem: null,
    });
  });

  it('defaults to the last year without a range', () => {
    expect(parseRangeParams(new URLSearchParams(''))).toEqual({ choice: defaultChoice, problem: null });
    expect(defaultChoice).toEqual(preset('1y'));
  });

  it('falls back to the default, saying why, for a range it cannot use', () => {
    for (const search of [
      'range=2w',
      'from=2025-01-01',
      'from=2025-02-30&to=2025-03-01',
      'from=2025-03-01&to=2025-01-01',
      'from=soon&to=later',
    ]) {
      const { choice, problem } = parseRangeParams(new URLSearchParams(search));
      expect(choice, search).toEqual(defaultChoice);
      expect(problem, search).toMatch(/showing the last year instead/);
    }
  });

  it('writes a choice, replacing the old range and keeping other parameters', () => {
    const current = new URLSearchParams('view=table&from=2025-01-01&to=2025-02-01');
    expect(rangeToParams(preset('30d'), current).toString()).toBe('view=table&range=30d');
    expect(
      rangeToParams(
        { kind: 'custom', from: '2025-05-01', to: '2025-06-01' },
        new URLSearchParams('range=all'),
      ).toString(),
    ).toBe('from=2025-05-01&to=2025-06-01');
  });

  it('round-trips every choice', () => {
    const choices: RangeChoice[] = [
      preset('30d'),
      preset('ytd'),
      preset('all'),
      { kind: 'custom', from: '2025-05-01', to: '2025-05-01' },
    ];
    for (const choice of choices) {
      expect(parseRangeParams(rangeToParams(choice, new URLSearchParams())).choice).toEqual(choice);
    }
  });

  it('orders the two ends of a brushed range', () => {
    expect(customRange('2026-03-01', '2026-01-15')).toEqual({ kind: 'custom', from: '2026-01-15', to: '2026-03-01' });
  });
});
