import { describe, expect, it } from 'vitest';
import { cardNearestMiddle, keptInPlace } from './anchor-view';
import { CARD, type Placement, type TreeLayout } from './layout';

/** A layout of cards at the given top-left corners, by node index. */
function layoutOf(corners: Record<number, [number, number]>): TreeLayout {
  const placements: Placement[] = Object.entries(corners).map(([index, [x, y]]) => ({
    index: Number(index),
    x,
    y,
    stacked: false,
  }));
  const byIndex = new Map(placements.map((placement) => [placement.index, placement]));
  return { placements, byIndex, parentAt: placements.map(() => -1) } as unknown as TreeLayout;
}

const pane = { width: 1000, height: 600 };

describe('cardNearestMiddle', () => {
  it('finds the card nearest the middle of the pane, as the view stands', () => {
    const before = layoutOf({ 0: [0, 0], 1: [-600, 200], 2: [600, 200] });
    // Graph (600, 200) at the middle: the card there, right of the root.
    const viewport = { x: 500 - (600 + CARD.width / 2), y: 300 - (200 + CARD.height / 2), zoom: 1 };
    expect(cardNearestMiddle(before, before, viewport, pane)).toBe(2);
    // Zoomed out around the root.
    expect(cardNearestMiddle(before, before, { x: 500 - CARD.width / 4, y: 300, zoom: 0.5 }, pane)).toBe(0);
  });

  it('only chooses a card that is still laid out after, and none without one', () => {
    const before = layoutOf({ 0: [0, 0], 1: [300, 0] });
    const viewport = { x: 500 - 420, y: 244, zoom: 1 };
    expect(cardNearestMiddle(before, layoutOf({ 0: [0, 0], 1: [300, 0] }), viewport, pane)).toBe(1);
    expect(cardNearestMiddle(before, layoutOf({ 0: [0, 0] }), viewport, pane)).toBe(0);
    expect(cardNearestMiddle(before, layoutOf({}), viewport, pane)).toBeNull();
    expect(cardNearestMiddle(layoutOf({}), before, viewport, pane)).toBeNull();
  });
});

describe('keptInPlace', () => {
  it('moves the view with the card, at the same zoom, so that it stays where it was on screen', () => {
    const before = layoutOf({ 0: [0, 0], 7: [400, 176] });
    const after = layoutOf({ 0: [120, 0], 7: [880, 176] });
    const viewport = { x: 10, y: 20, zoom: 0.5 };
    const kept = keptInPlace(viewport, before, after, 7);
    expect(kept).toEqual({ x: 10 - 480 * 0.5, y: 20, zoom: 0.5 });
    const onScreen = (corner: [number, number], view: typeof viewport) => [
      corner[0] * view.zoom + view.x,
      corner[1] * view.zoom + view.y,
    ];
    expect(onScreen([880, 176], kept)).toEqual(onScreen([400, 176], viewport));
  });

  it('leaves the view as it is when the card did not move or is gone', () => {
    const before = layoutOf({ 0: [0, 0], 1: [300, 0] });
    const viewport = { x: 1, y: 2, zoom: 1 };
    expect(keptInPlace(viewport, before, layoutOf({ 0: [0, 0], 1: [300, 0] }), 1)).toBe(viewport);
    expect(keptInPlace(viewport, before, layoutOf({ 0: [0, 0] }), 1)).toBe(viewport);
  });
});
