import { describe, expect, it } from 'vitest';
import { buildCostCsv, csvField, csvFileName, csvNumber } from './csv';
import { buildCostHistory } from './history';
import { point } from './points.fixture';

describe('csvField', () => {
  it('quotes fields with commas, quotes or line breaks, doubling the quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvField('old\rmac')).toBe('"old\rmac"');
    expect(csvField('')).toBe('');
  });
});

describe('csvNumber', () => {
  it('writes numbers the same in every locale: a point, no grouping, no exponent', () => {
    expect(csvNumber(1234567.89)).toBe('1234567.89');
    expect(csvNumber(-42)).toBe('-42');
    expect(csvNumber(0)).toBe('0');
    expect(csvNumber(1e21)).toBe('1000000000000000000000');
    expect(csvNumber(1.5e-7)).toBe('0.00000015');
    expect(csvNumber(Number.NaN)).toBe('');
  });
});

describe('buildCostCsv', () => {
  const history = buildCostHistory([
    point('2026-01-01', { annualCost: 120000.5, unassignedAnnualCost: 30000.25, licenses: 110, unpriced: 0 }),
    point('2026-01-02', { annualCost: 121000, unassignedAnnualCost: 30000, licenses: 111, unpriced: 1 }),
    point('2026-01-04', { annualCost: 119000, unassignedAnnualCost: 29000, licenses: 109, unpriced: 2 }),
  ])!;

  it('has a header and one row per day of the range, missing days included, CRLF line ends', () => {
    const csv = buildCostCsv(history, { from: '2026-01-01', to: '2026-01-04' }, 'EUR');
    expect(csv.split('\r\n')).toEqual([
      'day,annual_cost,unassigned_annual_cost,licenses,unpriced,currency,note',
      '2026-01-01,120000.5,30000.25,110,0,EUR,',
      '2026-01-02,121000,30000,111,1,EUR,"lower bound: 1 unpriced license, not counted in the costs"',
      '2026-01-03,,,,,EUR,no data for this day',
      '2026-01-04,119000,29000,109,2,EUR,"lower bound: 2 unpriced licenses, not counted in the costs"',
      '',
    ]);
  });

  it('adds the forecast’s days after the range, marked as forecast, with their 80 % band', () => {
    const forecast = [
      { day: '2026-01-05', dayNumber: 0, value: 119500.123, low: 118000, high: 121000.456 },
      { day: '2026-01-06', dayNumber: 0, value: 120000, low: 117500, high: 122500 },
    ];
    const csv = buildCostCsv(history, { from: '2026-01-03', to: '2026-01-04' }, 'EUR', forecast);
    expect(csv.split('\r\n')).toEqual([
      'day,annual_cost,unassigned_annual_cost,licenses,unpriced,currency,note,forecast_low_80,forecast_high_80',
      '2026-01-03,,,,,EUR,no data for this day,,',
      '2026-01-04,119000,29000,109,2,EUR,"lower bound: 2 unpriced licenses, not counted in the costs",,',
      '2026-01-05,119500.12,,,,EUR,forecast,118000,121000.46',
      '2026-01-06,120000,,,,EUR,forecast,117500,122500',
      '',
    ]);
  });

  it('covers only the chosen range', () => {
    const csv = buildCostCsv(history, { from: '2026-01-02', to: '2026-01-02' }, 'USD');
    expect(csv.trim().split('\r\n')).toHaveLength(2);
  });

  it('does not depend on the locale', () => {
    const original = Number.prototype.toLocaleString;
    Number.prototype.toLocaleString = function () {
      return 'wrong';
    };
    try {
      expect(buildCostCsv(history, { from: '2026-01-01', to: '2026-01-01' }, 'USD')).toContain('120000.5,30000.25');
    } finally {
      Number.prototype.toLocaleString = original;
    }
  });
});

describe('csvFileName', () => {
  it('names the workspace and the range', () => {
    expect(csvFileName('acme', { from: '2025-11-21', to: '2026-11-20' })).toBe(
      'license-costs-acme-2025-11-21-to-2026-11-20.csv',
    );
  });
});
