import { describe, expect, it } from 'vitest';
import { addDays, addMonths, dayCount, fromDayNumber, isIsoDay, startOfYear, toDayNumber } from './days';

describe('calendar days', () => {
  it('recognises only real days written YYYY-MM-DD', () => {
    expect(isIsoDay('2026-02-28')).toBe(true);
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2026-13-01')).toBe(false);
    expect(isIsoDay('2026-1-01')).toBe(false);
    expect(isIsoDay('yesterday')).toBe(false);
  });

  it('converts to and from day numbers', () => {
    expect(toDayNumber('1970-01-01')).toBe(0);
    expect(toDayNumber('1970-01-05')).toBe(4);
    expect(fromDayNumber(toDayNumber('2026-11-20'))).toBe('2026-11-20');
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-11-20', -29)).toBe('2026-10-22');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
  });

  it('counts both ends of a range', () => {
    expect(dayCount('2026-11-20', '2026-11-20')).toBe(1);
    expect(dayCount('2026-01-01', '2026-12-31')).toBe(365);
  });

  it('adds months, clamping to the end of a shorter month', () => {
    expect(addMonths('2026-11-20', -6)).toBe('2026-05-20');
    expect(addMonths('2026-08-31', -6)).toBe('2026-02-28');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2026-01-15', -12)).toBe('2025-01-15');
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
  });

  it('finds the start of the year', () => {
    expect(startOfYear('2026-11-20')).toBe('2026-01-01');
  });
});
