import { defineMessages, translate } from '../../../lib/i18n';
import type { Write } from './words';

const messages = defineMessages({
  in30Days: { id: 'api-keys.expiry.in30Days', defaultMessage: 'In 30 days' },
  in90Days: { id: 'api-keys.expiry.in90Days', defaultMessage: 'In 90 days' },
  in1Year: { id: 'api-keys.expiry.in1Year', defaultMessage: 'In 1 year' },
  onDate: { id: 'api-keys.expiry.onDate', defaultMessage: 'On a date…' },
  never: {
    id: 'api-keys.expiry.never',
    defaultMessage: 'Never',
    description: 'An expiry choice: the key never expires',
  },
  dayMissing: { id: 'api-keys.expiry.dayMissing', defaultMessage: 'Choose the day the key stops working.' },
  notADate: { id: 'api-keys.expiry.notADate', defaultMessage: 'Enter a real date.' },
  notAfterToday: { id: 'api-keys.expiry.notAfterToday', defaultMessage: 'Choose a day after today.' },
});

/** How long a new key lives: a preset, a chosen date, or no expiry at all; `label` is the option's words. */
export const expiryChoices = [
  { value: '30d', label: messages.in30Days, days: 30 },
  { value: '90d', label: messages.in90Days, days: 90 },
  { value: '1y', label: messages.in1Year, days: 365 },
  { value: 'date', label: messages.onDate, days: null },
  { value: 'never', label: messages.never, days: null },
] as const;
export type ExpiryChoice = (typeof expiryChoices)[number]['value'];
export const expiryChoiceValues = expiryChoices.map((choice) => choice.value) as [ExpiryChoice, ...ExpiryChoice[]];
export const DEFAULT_EXPIRY: ExpiryChoice = '90d';

const DAY_MS = 24 * 60 * 60 * 1000;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** A local calendar day as `YYYY-MM-DD`, the format of a date input. */
export function toDateInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The first day a key may be set to expire on: tomorrow, in the user's time zone. */
export function earliestExpiryDate(now: Date): string {
  return toDateInputValue(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1));
}

/** The end (23:59:59.999 local time) of a `YYYY-MM-DD` day, or null if it is not a real date. */
export function endOfLocalDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const end = new Date(year, month - 1, date, 23, 59, 59, 999);
  if (end.getFullYear() !== year || end.getMonth() !== month - 1 || end.getDate() !== date) return null;
  return end;
}

/** Why a chosen expiry date cannot be used, or null when it can. */
export function expiryDateProblem(day: string, now: Date, t: Write = translate): string | null {
  if (!day) return t(messages.dayMissing);
  const end = endOfLocalDay(day);
  if (!end) return t(messages.notADate);
  if (day < earliestExpiryDate(now)) return t(messages.notAfterToday);
  return null;
}

/** The `expiresAt` to send: an ISO instant, or null for a key that never expires. */
export function resolveExpiresAt(choice: ExpiryChoice, day: string, now: Date): string | null {
  if (choice === 'never') return null;
  if (choice === 'date') {
    const end = endOfLocalDay(day);
    if (!end) throw new Error(`Not a date: ${day}`);
    return end.toISOString();
  }
  const preset = expiryChoices.find((entry) => entry.value === choice);
  return new Date(now.getTime() + (preset?.days ?? 0) * DAY_MS).toISOString();
}

/** Whether an active key stops working within the next week. */
export function expiresSoon(expiresAt: string | null, now: Date): boolean {
  if (expiresAt === null) return false;
  const left = new Date(expiresAt).getTime() - now.getTime();
  return left > 0 && left <= 7 * DAY_MS;
}
