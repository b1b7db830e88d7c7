import { fromDayNumber, toDayNumber } from './days';

/**
 * Round tick values from 0 to at least `max`, about `count` of them, stepping by 1, 2, 2.5 or 5
 * times a power of ten (whole steps only for counts). The last tick is the top of the axis.
 */
export function valueTicks(max: number, count: number, options: { whole?: boolean } = {}): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / Math.max(1, count - 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10]
    .map((factor) => factor * power)
    .filter((candidate) => !options.whole || Number.isInteger(candidate))
    .find((candidate) => candidate >= rough)!;
  const ticks: number[] = [];
  for (let value = 0; value < max + step; value += step) {
    ticks.push(Number(value.toPrecision(12)));
    if (value >= max) break;
  }
  return ticks;
}

/**
 * Round ticks from just below `min` to at least `max` (an axis that starts near the data rather
 * than at 0); falls back to `valueTicks` when the data reaches down to 0 anyway.
 */
export function valueTicksNear(min: number, max: number, count: number): number[] {
  if (!(max > min) || min <= 0) return valueTicks(max, count);
  const rough = (max - min) / Math.max(1, count - 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough)!;
  const start = Math.floor(min / step) * step;
  const ticks: number[] = [];
  for (let value = start; value < max + step; value += step) {
    ticks.push(Number(value.toPrecision(12)));
    if (value >= max) break;
  }
  return ticks.length > 1 ? ticks : [start, start + step];
}

export type DayTickUnit = 'day' | 'month' | 'year';

interface TickStep {
  unit: DayTickUnit;
  every: number;
}

const STEPS: TickStep[] = [
  { unit: 'day', every: 1 },
  { unit: 'day', every: 2 },
  { unit: 'day', every: 7 },
  { unit: 'day', every: 14 },
  { unit: 'month', every: 1 },
  { unit: 'month', every: 2 },
  { unit: 'month', every: 3 },
  { unit: 'month', every: 6 },
  { unit: 'year', every: 1 },
  { unit: 'year', every: 2 },
  { unit: 'year', every: 5 },
  { unit: 'year', every: 10 },
];

function approximateDays({ unit, every }: TickStep): number {
  return every * (unit === 'day' ? 1 : unit === 'month' ? 30.44 : 365.25);
}

/**
 * Calendar-aligned x ticks between two day numbers: days (weekly ones on Mondays), the first of
 * months, or the first of January, whichever gives at most `maxTicks`.
 */
export function dayTicks(from: number, to: number, maxTicks: number): { ticks: number[]; unit: DayTickUnit } {
  const span = Math.max(1, to - from);
  const step =
    STEPS.find((candidate) => Math.floor(span / approximateDays(candidate)) + 1 <= Math.max(1, maxTicks)) ??
    STEPS[STEPS.length - 1]!;
  const ticks: number[] = [];
  if (step.unit === 'day') {
    // Day 0 (1970-01-01) was a Thursday; weekly ticks fall on Mondays.
    const anchor = step.every >= 7 ? 4 : 0;
    let day = from + ((((anchor - from) % step.every) + step.every) % step.every);
    for (; day <= to; day += step.every) ticks.push(day);
    return { ticks, unit: 'day' };
  }
  const months = step.unit === 'month' ? step.every : step.every * 12;
  const start = fromDayNumber(from);
  let year = Number(start.slice(0, 4));
  let month = Number(start.slice(5, 7)) - 1;
  if (start.slice(8) !== '01') month += 1;
  let index = year * 12 + month;
  index = Math.ceil(index / months) * months;
  for (;;) {
    year = Math.floor(index / 12);
    month = index % 12;
    const day = toDayNumber(`${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-01`);
    if (day > to) break;
    if (day >= from) ticks.push(day);
    index += months;
  }
  return { ticks, unit: step.unit };
}
