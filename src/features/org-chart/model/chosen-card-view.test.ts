import { describe, expect, it } from 'vitest';
import { chosenCardSpot, viewportWithCardAt } from './chosen-card-view';
import { CARD } from './layout';

describe('chosenCardSpot', () => {
  it('is the middle of the graph when the panel stands beside it', () => {
    expect(chosenCardSpot({ width: 1000 }, 'beside')).toEqual({ across: 0.5, down: 0.5 });
    expect(chosenCardSpot({ width: 340 }, 'beside')).toEqual({ across: 0.5, down: 0.5 });
  });

  it('is clear of a panel laid over the graph: on its left, or above it on a phone', () => {
    // The panel is at most 380 px wide, at the right: a card at the left third stays clear of it.
    const wide = chosenCardSpot({ width: 900 }, 'over');
    expect(900 * wide.across + (CARD.width * 0.85) / 2).toBeLessThan(900 - 380);
    // On a phone the panel takes the lower part (up to 62%): the card goes above it.
    const phone = chosenCardSpot({ width: 358 }, 'over');
    expect(phone.across).toBe(0.5);
    expect(phone.down).toBeLessThan(0.38);
  });
});

describe('viewportWithCardAt', () => {
  it("puts the card's middle on the spot, at the zoom asked", () => {
    const size = { width: 1100, height: 600 };
    for (const zoom of [0.2, 0.85, 1.6]) {
      const at = { x: 1234, y: -56 };
      const view = viewportWithCardAt(at, size, { across: 0.5, down: 0.5 }, zoom);
      expect(view.zoom).toBe(zoom);
      expect((at.x + CARD.width / 2) * zoom + view.x).toBeCloseTo(550, 9);
      expect((at.y + CARD.height / 2) * zoom + view.y).toBeCloseTo(300, 9);
    }
    const corner = viewportWithCardAt({ x: 0, y: 0 }, size, { across: 0.32, down: 0.3 }, 1);
    expect(corner).toEqual({ x: 352 - CARD.width / 2, y: 180 - CARD.height / 2, zoom: 1 });
  });
});
