import { defineMessages, translate, type MessageDescriptor } from '../../../lib/i18n';
import type { Write } from './words';
import { addDays, addMonths, dayCount, isIsoDay, maxDay, minDay, startOfYear, type IsoDay } from './days';

/** An inclusive range of days. */
export interface DayRange {
  from: IsoDay;
  to: IsoDay;
}

export const rangePresets = ['30d', '90d', '6m', '1y', 'ytd', 'all'] as const;
export type RangePreset = (typeof rangePresets)[number];

const messages = defineMessages({
  short30d: { id: 'licenses.range.short30d', defaultMessage: '30 days', description: 'A range preset button' },
  short90d: { id: 'licenses.range.short90d', defaultMessage: '90 days', description: 'A range preset button' },
  short6m: { id: 'licenses.range.short6m', defaultMessage: '6 months', description: 'A range preset button' },
  short1y: { id: 'licenses.range.short1y', defaultMessage: '1 year', description: 'A range preset button' },
  shortYtd: { id: 'licenses.range.shortYtd', defaultMessage: 'Year to date', description: 'A range preset button' },
  shortAll: { id: 'licenses.range.shortAll', defaultMessage: 'All', description: 'A range preset button: all days' },
  notDays: {
    id: 'licenses.range.notDays',
    defaultMessage: 'The range in the address is not two valid days (YYYY-MM-DD); showing the last year instead.',
  },
  backwards: {
    id: 'licenses.range.backwards',
    defaultMessage: 'The range in the address starts after it ends; showing the last year instead.',
  },
  unknownPreset: {
    id: 'licenses.range.unknownPreset',
    defaultMessage: '“{preset}” is not a range this page knows; showing the last year instead.',
  },
});

/** The preset buttons' words. */
export const presetLabels: Record<RangePreset, MessageDescriptor> = {
  '30d': messages.short30d,
  '90d': messages.short90d,
  '6m': messages.short6m,
  '1y': messages.short1y,
  ytd: messages.shortYtd,
  all: messages.shortAll,
};

/** A preset as a key of an ICU `select` (its sentences are whole in each language). */
export const presetKeys: Record<RangePreset, string> = {
  '30d': 'last30days',
  '90d': 'last90days',
  '6m': 'last6months',
  '1y': 'lastYear',
  ytd: 'yearToDate',
  all: 'all',
};

export const DEFAULT_PRESET: RangePreset = '1y';

/** What the user chose: a preset (relative to the latest day of data) or two fixed days. */
export type RangeChoice = { kind: 'preset'; preset: RangePreset } | { kind: 'custom'; from: IsoDay; to: IsoDay };

export const defaultChoice: RangeChoice = { kind: 'preset', preset: DEFAULT_PRESET };

function isPreset(value: string): value is RangePreset {
  return (rangePresets as readonly string[]).includes(value);
}

/**
 * Reads the range from the address: `?range=<preset>` or `?from=YYYY-MM-DD&to=YYYY-MM-DD`.
 * Anything else falls back to the default, with a sentence saying why.
 */
export function parseRangeParams(
  params: URLSearchParams,
  t: Write = translate,
): { choice: RangeChoice; problem: string | null } {
  const from = params.get('from');
  const to = params.get('to');
  if (from !== null || to !== null) {
    if (from === null || to === null || !isIsoDay(from) || !isIsoDay(to)) {
      return {
        choice: defaultChoice,
        problem: t(messages.notDays),
      };
    }
    if (from > to) {
      return { choice: defaultChoice, problem: t(messages.backwards) };
    }
    return { choice: { kind: 'custom', from, to }, problem: null };
  }
  const preset = params.get('range');
  if (preset === null) return { choice: defaultChoice, problem: null };
  if (!isPreset(preset)) {
    return { choice: defaultChoice, problem: t(messages.unknownPreset, { preset }) };
  }
  return { choice: { kind: 'preset', preset }, problem: null };
}

/** The address parameters for `choice`, keeping every unrelated parameter of `current`. */
export function rangeToParams(choice: RangeChoice, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('range');
  next.delete('from');
  next.delete('to');
  if (choice.kind === 'preset') {
    next.set('range', choice.preset);
  } else {
    next.set('from', choice.from);
    next.set('to', choice.to);
  }
  return next;
}

/** A custom range between two days given in either order. */
export function customRange(a: IsoDay, b: IsoDay): RangeChoice {
  return { kind: 'custom', from: minDay(a, b), to: maxDay(a, b) };
}

export interface ResolvedRange {
  /** The days shown: the choice, cut to the days the history covers. */
  range: DayRange;
  /** Whether the choice reached outside the history and was cut. */
  clipped: boolean;
}

function presetStart(preset: RangePreset, latest: IsoDay, earliest: IsoDay): IsoDay {
  switch (preset) {
    case '30d':
      return addDays(latest, -29);
    case '90d':
      return addDays(latest, -89);
    case '6m':
      return addDays(addMonths(latest, -6), 1);
    case '1y':
      return addDays(addMonths(latest, -12), 1);
    case 'ytd':
      return startOfYear(latest);
    case 'all':
      return earliest;
  }
}

/**
 * The days a choice covers, given the first and last day of the history. Presets end on the
 * latest day of data (not today: the data may lag), e.g. "30 days" is that day and the 29
 * before it, "6 months" starts the day after the same date six months earlier. Returns null when
 * a custom range does not overlap the history at all.
 */
export function resolveRange(choice: RangeChoice, history: DayRange): ResolvedRange | null {
  const wanted: DayRange =
    choice.kind === 'custom'
      ? { from: choice.from, to: choice.to }
      : { from: presetStart(choice.preset, history.to, history.from), to: history.to };
  const from = maxDay(wanted.from, history.from);
  const to = minDay(wanted.to, history.to);
  if (from > to) return null;
  return { range: { from, to }, clipped: from !== wanted.from || to !== wanted.to };
}

/** The period of the same length that ends the day before `range` starts. */
export function previousPeriod(range: DayRange): DayRange {
  const length = dayCount(range.from, range.to);
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}
