/**
 * Calendar days as the API gives them (`YYYY-MM-DD`, no time zone) and as day numbers (days
 * since 1970-01-01), which the chart uses as its x axis. All arithmetic is in UTC, so a day is
 * always 24 hours and a user's time zone never shifts a date.
 */
export type IsoDay = string;

const MS_PER_DAY = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day written `YYYY-MM-DD` (2026-02-30 is not). */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * Days since 1970-01-01 of a `YYYY-MM-DD` day, worked out from its digits (Howard Hinnant's
 * days-from-civil), not through a Date: a chart or a forecast over ten years reads it for every
 * day, and parsing was the largest part of their time.
 */
export function toDayNumber(day: IsoDay): number {
  const y0 = digitsAt(day, 0, 4);
  const m = digitsAt(day, 5, 2);
  const d = digitsAt(day, 8, 2);
  const y = m <= 2 ? y0 - 1 : y0;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

function digitsAt(text: string, start: number, length: number): number {
  let value = 0;
  for (let index = start; index < start + length; index += 1) value = value * 10 + (text.charCodeAt(index) - 48);
  return value;
}

export function fromDayNumber(dayNumber: number): IsoDay {
  return new Date(dayNumber * MS_PER_DAY).toISOString().slice(0, 10);
}

export function addDays(day: IsoDay, days: number): IsoDay {
  return fromDayNumber(toDayNumber(day) + days);
}

/** Days from `from` to `to`, counting both ends (a range of one day has length 1). */
export function dayCount(from: IsoDay, to: IsoDay): number {
  return toDayNumber(to) - toDayNumber(from) + 1;
}

/** The same day `months` months later (or earlier), clamped to the end of a shorter month. */
export function addMonths(day: IsoDay, months: number): IsoDay {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const monthIndex = y * 12 + (m - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  const lastDayOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return fromDayNumber(Math.round(Date.UTC(year, month, Math.min(d, lastDayOfMonth)) / MS_PER_DAY));
}

export function startOfYear(day: IsoDay): IsoDay {
  return `${day.slice(0, 4)}-01-01`;
}

export function minDay(a: IsoDay, b: IsoDay): IsoDay {
  return a <= b ? a : b;
}

export function maxDay(a: IsoDay, b: IsoDay): IsoDay {
  return a >= b ? a : b;
}

/** A Date at midnight UTC of `day`, for Intl formatting with `timeZone: 'UTC'`. */
export function dayToUtcDate(day: IsoDay | number): Date {
  const dayNumber = typeof day === 'number' ? day : toDayNumber(day);
  return new Date(dayNumber * MS_PER_DAY);
}
