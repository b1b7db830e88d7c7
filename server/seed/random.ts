/** A small seeded PRNG (mulberry32), so every seed run produces the same data. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  const chance = (probability: number) => next() < probability;
  const chars = (alphabet: string, length: number) =>
    Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
  return { next, int, pick, chance, chars };
}

export type Random = ReturnType<typeof createRandom>;

/** The fixed "today" every seed is relative to. */
export const SEED_TODAY = '2026-11-20';

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** An ISO timestamp `days` before the seed's today, at the given UTC time. */
export function daysAgo(days: number, time = '09:30:00'): string {
  return `${addDays(SEED_TODAY, -days)}T${time}.000Z`;
}
