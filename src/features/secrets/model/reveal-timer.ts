/** How long a revealed value stays on screen before it hides itself. */
export const REVEAL_SECONDS = 30;

export function revealDeadline(now: number): number {
  return now + REVEAL_SECONDS * 1000;
}

/** Whole seconds until `hidesAt`, rounded up (shows 30 right after the reveal, 1 in its last second, then 0). */
export function secondsLeft(hidesAt: number, now: number): number {
  return Math.max(0, Math.ceil((hidesAt - now) / 1000));
}

/** The share of the reveal time still left, from 1 down to 0, for the countdown bar. */
export function remainingFraction(hidesAt: number, now: number): number {
  return Math.min(1, Math.max(0, (hidesAt - now) / (REVEAL_SECONDS * 1000)));
}
