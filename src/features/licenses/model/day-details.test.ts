import { describe, expect, it } from 'vitest';
import { createFormatters } from './currency';
import { describeDay } from './day-details';
import { toDayNumber } from './days';
import { buildCostHistory } from './history';
import { point } from './points.fixture';

const formatters = createFormatters('USD', 'en-US');
const history = buildCostHistory([
  point('2026-10-21', { annualCost: 100_000, unassignedAnnualCost: 10_000, licenses: 100 }),
  point('2026-11-19', { annualCost: 110_000, unassignedAnnualCost: 11_000, licenses: 101, unpriced: 0 }),
  point('2026-11-20', { annualCost: 120_000, unassignedAnnualCost: 30_000, licenses: 110, unpriced: 3 }),
])!;

describe('describeDay', () => {
  it('gives every field of the day, marking a lower bound', () => {
    const details = describeDay(history, toDayNumber('2026-11-20'), formatters, null);
    expect(details.title).toBe('Fri, Nov 20, 2026');
    expect(details.lowerBound).toBe(true);
    expect(details.lines).toEqual([
      { series: 'cost', label: 'Annual cost', value: '≥ $120,000.00', note: 'lower bound: 3 licenses without a price' },
      { series: 'unassigned', label: 'Unassigned', value: '≥ $30,000.00', note: '25.0% of the annual cost' },
      { series: 'licenses', label: 'Licenses', value: '110' },
      { series: 'unpriced', label: 'Unpriced', value: '3', note: 'not counted in the costs' },
    ]);
    expect(details.summary).toBe(
      'Fri, Nov 20, 2026: annual cost at least $120,000.00; unassigned at least $30,000.00, 25.0% of the cost; 110 licenses; 3 licenses unpriced, so the costs are lower bounds.',
    );
  });

  it('says when a day has no data', () => {
    const details = describeDay(history, toDayNumber('2026-11-01'), formatters, null);
    expect(details.missing).toBe(true);
    expect(details.lines).toEqual([]);
    expect(details.summary).toBe('Sun, Nov 1, 2026: no data for this day.');
  });

  it('compares with the aligned day of the previous period', () => {
    const details = describeDay(history, toDayNumber('2026-11-20'), formatters, { length: 30 });
    expect(details.lines.at(-1)).toEqual({
      series: 'previous',
      label: 'Previous period',
      value: '$100,000.00',
      note: 'on Oct 21, 2026; change since: +$20,000.00 (+20.0%)',
    });
    const none = describeDay(history, toDayNumber('2026-11-19'), formatters, { length: 30 });
    expect(none.lines.at(-1)).toEqual({
      series: 'previous',
      label: 'Previous period',
      value: 'No data',
      note: 'on Oct 20, 2026',
    });
  });
});

describe('describeDay on a projected day', () => {
  it('gives the forecast and its band, and says it is one', () => {
    const day = toDayNumber('2026-11-25');
    const forecast = {
      status: 'ready' as const,
      method: { kind: 'last-value' as const },
      fit: { from: '2026-10-21', to: '2026-11-20', days: 3 },
      origin: { day: '2026-11-19', annualCost: 110_000, licenses: 101, pricePerLicense: 1089.11 },
      renewal: null,
      lastDay: '2026-11-20',
      latest: { annualCost: 110_000, unpricedDays: 0 },
      points: [{ day: '2026-11-25', dayNumber: day, value: 125_000, low: 120_000, high: 131_000 }],
      notes: [],
      typicalMiss: null,
    };
    const details = describeDay(history, day, formatters, null, forecast);
    expect(details).toMatchObject({ projected: true, missing: false, lowerBound: false });
    expect(details.lines).toEqual([
      { series: 'forecast', label: 'Forecast', value: '$125,000.00' },
      {
        series: 'forecast',
        label: '80 % band',
        value: '$120,000.00 – $131,000.00',
        note: '8 chances in 10 of landing in it',
      },
    ]);
    expect(details.summary).toBe(
      'Wed, Nov 25, 2026: forecast: $125,000.00, 80 % likely between $120,000.00 and $131,000.00.',
    );
    expect(describeDay(history, day, formatters, null).missing).toBe(true);
  });
});
