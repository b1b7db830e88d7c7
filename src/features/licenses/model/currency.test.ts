import { describe, expect, it } from 'vitest';
import {
  CURRENCY_STORAGE_KEY,
  createFormatters,
  DEFAULT_CURRENCY,
  isKnownCurrency,
  readCurrency,
  saveCurrency,
} from './currency';

describe('currency setting', () => {
  it('defaults to US dollars', () => {
    expect(DEFAULT_CURRENCY).toBe('USD');
    expect(readCurrency()).toBe('USD');
  });

  it('keeps the choice in localStorage and forgets the default', () => {
    saveCurrency('EUR');
    expect(localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe('EUR');
    expect(readCurrency()).toBe('EUR');
    saveCurrency('USD');
    expect(localStorage.getItem(CURRENCY_STORAGE_KEY)).toBeNull();
  });

  it('ignores a stored value that is not a currency', () => {
    localStorage.setItem(CURRENCY_STORAGE_KEY, '<script>');
    expect(readCurrency()).toBe('USD');
    expect(isKnownCurrency('usd')).toBe(false);
    expect(isKnownCurrency('JPY')).toBe(true);
  });

  it('survives blocked storage', () => {
    const blocked = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {},
    };
    expect(readCurrency(blocked)).toBe('USD');
    expect(() => saveCurrency('EUR', blocked)).not.toThrow();
  });
});

describe('createFormatters', () => {
  it('formats money for the locale and currency', () => {
    const us = createFormatters('USD', 'en-US');
    expect(us.money(1234567.891)).toBe('$1,234,567.89');
    expect(us.moneyCompact(1_250_000)).toBe('$1.3M');
    expect(us.moneyChange(-300)).toBe('-$300.00');
    expect(us.moneyChange(12)).toBe('+$12.00');
    expect(us.percent(0.1234)).toBe('12.3%');
    expect(us.percentChange(0.05)).toBe('+5.0%');
    const de = createFormatters('EUR', 'de-DE');
    expect(de.money(1234.5)).toBe('1.234,50\u00a0€');
    expect(createFormatters('JPY', 'en-US').money(1234.4)).toBe('¥1,234');
    expect(us.moneyShort(1_243_817)).toBe('$1.24M');
    expect(us.fractionDigits()).toBe(2);
    expect(createFormatters('JPY', 'en-US').fractionDigits()).toBe(0);
  });

  it('formats days in UTC, so the time zone never shifts them', () => {
    expect(createFormatters('USD', 'en-US').dayLong(new Date(Date.UTC(2026, 10, 20)))).toBe('Fri, Nov 20, 2026');
  });
});
