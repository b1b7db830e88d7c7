import { describe, expect, it } from 'vitest';
import { detectChanges } from './changes';
import { createFormatters } from './currency';
import { forecastForRange } from './forecast-view';
import { buildCostHistory } from './history';
import {
  beyondReach,
  changeFromLatest,
  describeChange,
  methodNote,
  outlookSentence,
  partInWords,
  projectionLong,
  projectionShort,
} from './insight-text';
import { days } from './points.fixture';

const formatters = createFormatters('EUR', 'en-US');

describe('the forecast in words', () => {
  const history = buildCostHistory(
    days('2026-01-01', 120, (i) => ({ licenses: 1000 + 10 * i, annualCost: (1000 + 10 * i) * 1000 })),
  )!;
  const result = forecastForRange(history, { from: '2026-01-01', to: '2026-04-30' }, { kind: 'preset', preset: 'all' });
  if (result.status !== 'ready') throw new Error('expected a forecast');
  const { forecast } = result;
  const yearEnd = result.targets.find((target) => target.key === 'year')!.point;

  it('writes the headline short, with its band', () => {
    // 2,190 licenses on Apr 30, ten more a day: 4,640 on Dec 31, at €1,000 each.
    expect(projectionShort(yearEnd, formatters)).toBe('€4.64M (€4.64M–€4.64M)');
    expect(projectionLong({ ...yearEnd, low: 4_500_000, high: 4_700_000 }, formatters)).toBe(
      '€4,640,000.00, 80 % likely between €4,500,000.00 and €4,700,000.00',
    );
    expect(changeFromLatest(yearEnd, forecast, formatters)).toBe(
      '+€2,450,000.00 (+111.9%) from Apr 30, 2026, the last day of data',
    );
  });

  it('counts the change from the last day of data, saying when its licenses were not all priced', () => {
    const unpriced = {
      ...forecast,
      lastDay: '2026-05-03',
      latest: { annualCost: 2_000_000, unpricedDays: 3 },
    };
    expect(changeFromLatest(yearEnd, unpriced, formatters)).toBe(
      '+€2,640,000.00 (+132.0%) from May 3, 2026, the last day of data (the last 3 days had unpriced licenses, so its cost is a lower bound; the projection starts from Apr 30, 2026, the last priced day)',
    );
  });

  it('says what is not projected past the forecast’s reach, and why', () => {
    expect(beyondReach({ key: 'range', day: '2030-12-31', reachedDay: '2028-04-29' }, formatters)).toBe(
      'Range end (Dec 31, 2030) is not projected: the forecast reaches at most 730 days past the last day of data, to Apr 29, 2028. Further out, none of its past forecasts could be checked, so its band would be a guess; the chart and the CSV stop there too.',
    );
  });

  it('says how it is made and from how many days', () => {
    expect(methodNote(forecast, formatters)).toBe(
      'How it is made, from 120 days (Jan 1, 2026 – Apr 30, 2026): the license count’s trend (+304.4 a month), followed from the start, the price per license held at €1,000.00; the band is where 80 % of this method’s own forecasts on this history landed, widened where they were too few to be sure.',
    );
  });

  it('says when the distance from the trend fades as it did from the same days of the month', () => {
    const learned = (halfDays: number | null) =>
      ({
        ...forecast,
        method: { kind: 'trend', fadeDays: 30, yearly: false, licensesPerDay: 1, persistence: { halfDays } },
      }) as const;
    expect(methodNote(learned(16), formatters)).toContain(
      'the license count’s trend (+30.4 a month), reached from the latest count at the pace it was from the same days of the month before (half the distance in 16 days), the price',
    );
    expect(methodNote(learned(null), formatters)).toContain(
      'the license count’s trend (+30.4 a month), kept near the latest count’s distance from it, as it was from the same days of the month before, the price',
    );
  });

  it('says when the latest count is carried forward after a level shift', () => {
    const shifted = { ...forecast, method: { kind: 'last-value', levelShift: '2026-04-20' } } as const;
    expect(methodNote(shifted, formatters)).toContain(
      ': the latest license count carried forward (the count moved to a new level on Apr 20, 2026, too recently for a trend), the price per license held at €1,000.00;',
    );
  });

  it('says when the price is renewed yearly', () => {
    const renewed = { ...forecast, renewal: { lastDay: '2026-01-01', change: 0.05, years: 2 } };
    expect(methodNote(renewed, formatters)).toContain(
      'the price per license at €1,000.00, changing by +5.0% on each anniversary of its last renewal (Jan 1, 2026), as it did the last 2 years;',
    );
  });
});

describe('a change in words', () => {
  const history = buildCostHistory(
    days('2026-01-01', 20, (i) =>
      i >= 10
        ? { licenses: 112, annualCost: 117_600, unassignedAnnualCost: 10_500, unpriced: 0 }
        : { licenses: 100, annualCost: 100_000, unassignedAnnualCost: 10_000, unpriced: 0 },
    ),
  )!;
  const [change] = detectChanges(history);

  it('names each part with its count and price', () => {
    // 12 more licenses, the price from €1,000 to €1,050 (117,600 / 112); 10 unassigned seats before and after.
    expect(partInWords('licenses', change!, formatters)).toBe('+€12,000.00 from 12 more licenses in use at €1,000.00');
    expect(partInWords('price', change!, formatters)).toBe(
      '+€5,600.00 from the price per license going from €1,000.00 to €1,050.00',
    );
    expect(partInWords('unassigned', change!, formatters)).toBeNull();
    expect(describeChange(change!, formatters)).toBe(
      'Jan 11, 2026. Annual cost up €17,600.00 (+17.6%): +€12,000.00 from 12 more licenses in use at €1,000.00; +€5,600.00 from the price per license going from €1,000.00 to €1,050.00.',
    );
  });
});

describe('the threshold in words', () => {
  it('says when it is crossed, or that it is not', () => {
    expect(
      outlookSentence(
        { kind: 'crossing', day: '2027-08-14', earliest: '2027-07-02', latest: '2027-09-30' },
        formatters,
      ),
    ).toBe(
      'At this rate the threshold is crossed around Aug 14, 2027 (80 % band: between Jul 2, 2027 and Sep 30, 2027).',
    );
    expect(outlookSentence({ kind: 'not-within', through: '2026-12-31', earliest: null }, formatters)).toBe(
      'At this rate the threshold is not crossed within the forecast horizon (to Dec 31, 2026).',
    );
    expect(outlookSentence({ kind: 'above', fallsBelow: null, through: '2026-12-31' }, formatters)).toBe(
      'The annual cost is already above the threshold, and stays above it through Dec 31, 2026 at this rate.',
    );
  });
});
