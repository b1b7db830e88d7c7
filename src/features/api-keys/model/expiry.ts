/** How long a new key lives: a preset, a chosen date, or no expiry at all. */
export const expiryChoices = [
  { value: '30d', label: '30 days', days: 30 },
  { value: '90d', label: '90 days', days: 90 },
  { value: '1y', label: '1 year', days: 365 },
  { value: 'date', label: 'On a date…', days: null },
  { value: 'never', label: 'Never', days: null },
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
export function expiryDateProblem(day: string, now: Date): string | null {
  if (!day) return 'Choose the day the key stops working.';
  const end = endOfLocalDay(day);
  if (!end) return 'Enter a real date.';
  if (day < earliestExpiryDate(now)) return 'Choose a day after today.';
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
