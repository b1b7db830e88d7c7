import { describe, expect, it } from 'vitest';
import {
  earliestExpiryDate,
  endOfLocalDay,
  expiresSoon,
  expiryDateProblem,
  resolveExpiresAt,
  toDateInputValue,
} from './expiry';

// 2026-03-10 14:30 local time, whatever the machine's zone.
const now = new Date(2026, 2, 10, 14, 30);

describe('expiry', () => {
  it('adds the preset number of days to now', () => {
    expect(resolveExpiresAt('30d', '', now)).toBe(new Date(now.getTime() + 30 * 86_400_000).toISOString());
    expect(resolveExpiresAt('1y', '', now)).toBe(new Date(now.getTime() + 365 * 86_400_000).toISOString());
  });

  it('sends null for a key that never expires', () => {
    expect(resolveExpiresAt('never', '2026-04-01', now)).toBeNull();
  });

  it('ends a chosen date at the last moment of that day, in local time', () => {
    const iso = resolveExpiresAt('date', '2026-04-01', now)!;
    const end = new Date(iso);
    expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours(), end.getMinutes()]).toEqual([
      2026, 3, 1, 23, 59,
    ]);
  });

  it('accepts tomorrow as the earliest day and refuses today, the past and non-dates', () => {
    expect(earliestExpiryDate(now)).toBe('2026-03-11');
    expect(expiryDateProblem('2026-03-11', now)).toBeNull();
    expect(expiryDateProblem('2026-03-10', now)).toBe('Choose a day after today.');
    expect(expiryDateProblem('2025-12-31', now)).toBe('Choose a day after today.');
    expect(expiryDateProblem('', now)).toBe('Choose the day the key stops working.');
    expect(expiryDateProblem('2026-02-30', now)).toBe('Enter a real date.');
    expect(endOfLocalDay('next week')).toBeNull();
  });

  it('rolls tomorrow over month and year ends', () => {
    expect(earliestExpiryDate(new Date(2026, 11, 31, 23, 0))).toBe('2027-01-01');
    expect(toDateInputValue(new Date(2026, 0, 5))).toBe('2026-01-05');
  });

  it('flags keys that stop working within a week', () => {
    expect(expiresSoon(null, now)).toBe(false);
    expect(expiresSoon(new Date(now.getTime() + 3 * 86_400_000).toISOString(), now)).toBe(true);
    expect(expiresSoon(new Date(now.getTime() + 8 * 86_400_000).toISOString(), now)).toBe(false);
    expect(expiresSoon(new Date(now.getTime() - 1000).toISOString(), now)).toBe(false);
  });

  it('counts a key that stops working exactly a week from now as expiring soon', () => {
    expect(expiresSoon(new Date(now.getTime() + 7 * 86_400_000).toISOString(), now)).toBe(true);
    expect(expiresSoon(new Date(now.getTime() + 7 * 86_400_000 + 1).toISOString(), now)).toBe(false);
  });
});
