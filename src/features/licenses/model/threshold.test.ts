import { describe, expect, it } from 'vitest';
import { addDays, toDayNumber } from './days';
import type { Forecast } from './forecast';
import { parseThresholdInput, readThreshold, saveThreshold, thresholdOutlook, thresholdStorageKey } from './threshold';

/** A forecast from 2026-08-01 rising by 1,000 a day from 101,000, its band ±10 % of it. */
function rising(count = 30): Forecast {
  return {
    status: 'ready',
    method: { kind: 'trend', fadeDays: 0, yearly: false, licensesPerDay: 1 },
    fit: { from: '2026-01-01', to: '2026-07-31', days: 212 },
    origin: { day: '2026-07-31', annualCost: 100_000, licenses: 100, pricePerLicense: 1000 },
    renewal: null,
    lastDay: '2026-07-31',
    latest: { annualCost: 100_000, unpricedDays: 0 },
    points: Array.from({ length: count }, (_, index) => {
      const value = 101_000 + 1000 * index;
      const day = addDays('2026-08-01', index);
      return { day, dayNumber: toDayNumber(day), value, low: value * 0.9, high: value * 1.1 };
    }),
    notes: [],
    typicalMiss: 0.01,
  };
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe('thresholdOutlook', () => {
  it('names the day the forecast reaches the threshold, and the band’s days', () => {
    // 110,000 is reached on the tenth day (Aug 10); the band's top (×1.1) reaches it on Aug 1,
    // its bottom (×0.9, 110,000 / 0.9 = 122,222) on Aug 23 (123,000 × 0.9 = 110,700).
    expect(thresholdOutlook(100_000, rising(), 110_000)).toEqual({
      kind: 'crossing',
      day: '2026-08-10',
      earliest: '2026-08-01',
      latest: '2026-08-23',
    });
  });

  it('says when it is not within the forecast', () => {
    expect(thresholdOutlook(100_000, rising(), 200_000)).toEqual({
      kind: 'not-within',
      through: '2026-08-30',
      earliest: null,
    });
    expect(thresholdOutlook(100_000, rising(), 131_000)).toMatchObject({ kind: 'not-within', earliest: '2026-08-20' });
  });

  it('says when the cost is already above it', () => {
    expect(thresholdOutlook(150_000, rising(), 120_000)).toEqual({
      kind: 'above',
      fallsBelow: '2026-08-01',
      through: '2026-08-30',
    });
    expect(thresholdOutlook(100_000, rising(), 100_000)).toMatchObject({ kind: 'above', fallsBelow: null });
  });
});

describe('the stored threshold', () => {
  it('is kept per workspace and user', () => {
    const storage = memoryStorage();
    const ada = thresholdStorageKey('acme', 'usr_ada');
    expect(ada).not.toBe(thresholdStorageKey('acme', 'usr_grace'));
    expect(ada).not.toBe(thresholdStorageKey('globex', 'usr_ada'));
    expect(saveThreshold(ada, 1_250_000, storage)).toBe(true);
    expect(readThreshold(ada, storage)).toBe(1_250_000);
    expect(readThreshold(thresholdStorageKey('acme', 'usr_grace'), storage)).toBeNull();
    saveThreshold(ada, null, storage);
    expect(storage.items.size).toBe(0);
  });

  it('ignores what it cannot read, and survives a storage that refuses', () => {
    const storage = memoryStorage();
    storage.setItem('k', 'lots');
    expect(readThreshold('k', storage)).toBeNull();
    const refusing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => undefined,
    };
    expect(readThreshold('k', refusing)).toBeNull();
    expect(saveThreshold('k', 5, refusing)).toBe(false);
  });
});

describe('parseThresholdInput', () => {
  it.each([
    ['1200000', 1_200_000],
    ['1,200,000', 1_200_000],
    ['1.200.000', 1_200_000],
    ['1 200 000', 1_200_000],
    ['€1,250,000.50', 1_250_000.5],
    ['1.250.000,50 €', 1_250_000.5],
    ['1.2M', 1_200_000],
    ['850k', 850_000],
    ['1,5', 1.5],
    ['1,250', 1250],
  ])('reads %s as %d', (text, value) => {
    expect(parseThresholdInput(text)).toEqual({ value });
  });

  it.each([
    ['', 'Enter an annual cost, for example 1,200,000 or 1.2M.'],
    ['a lot', 'Enter an annual cost, for example 1,200,000 or 1.2M.'],
    ['12x4', 'Enter the amount as a number, for example 1,200,000 or 1.2M.'],
    ['0', 'The threshold must be more than 0.'],
    ['-5', 'The threshold must be more than 0.'],
  ])('refuses %j', (text, error) => {
    expect(parseThresholdInput(text)).toEqual({ error });
  });
});
