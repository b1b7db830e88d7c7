import { describe, expect, it } from 'vitest';
import { REVEAL_SECONDS, remainingFraction, revealDeadline, secondsLeft } from './reveal-timer';

describe('reveal timer', () => {
  const now = 1_000_000;
  const hidesAt = revealDeadline(now);

  it('gives a value 30 seconds on screen', () => {
    expect(REVEAL_SECONDS).toBe(30);
    expect(hidesAt - now).toBe(30_000);
  });

  it('counts whole seconds down, rounding up', () => {
    expect(secondsLeft(hidesAt, now)).toBe(30);
    expect(secondsLeft(hidesAt, now + 1)).toBe(30);
    expect(secondsLeft(hidesAt, now + 1_000)).toBe(29);
    expect(secondsLeft(hidesAt, now + 29_001)).toBe(1);
    expect(secondsLeft(hidesAt, now + 30_000)).toBe(0);
  });

  it('never counts below zero, even when the tab slept past the deadline', () => {
    expect(secondsLeft(hidesAt, now + 120_000)).toBe(0);
    expect(remainingFraction(hidesAt, now + 120_000)).toBe(0);
  });

  it('gives the share of time left for the bar', () => {
    expect(remainingFraction(hidesAt, now)).toBe(1);
    expect(remainingFraction(hidesAt, now + 15_000)).toBe(0.5);
    expect(remainingFraction(hidesAt, now - 5_000)).toBe(1);
  });
});
