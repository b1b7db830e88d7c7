import { describe, expect, it } from 'vitest';
import { newEvents } from './live-events';

const events = (...ids: string[]) => ids.map((id) => ({ id }));

describe('newEvents', () => {
  it('takes the events above the newest one shown', () => {
    expect(newEvents(events('9', '8', '7', '6'), new Set(['7', '6', '5']))).toEqual({
      fresh: events('9', '8'),
      gap: false,
    });
  });

  it('finds nothing new when the newest page starts with what is shown', () => {
    expect(newEvents(events('7', '6'), new Set(['7', '6']))).toEqual({ fresh: [], gap: false });
  });

  it('says there is a gap when nothing of the newest page is shown', () => {
    expect(newEvents(events('99', '98'), new Set(['7']))).toEqual({ fresh: events('99', '98'), gap: true });
  });

  it('takes everything when nothing was shown yet', () => {
    expect(newEvents(events('2', '1'), new Set())).toEqual({ fresh: events('2', '1'), gap: false });
  });
});
