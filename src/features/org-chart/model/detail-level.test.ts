import { describe, expect, it } from 'vitest';
import { DETAIL_ZOOM, detailLevel, FAR_NAME_MAX_PX, farNameSize, NAME_PX, nameSizeOnScreen } from './detail-level';
import { OPENING_VIEW } from './opening-view';

/** Zooms from far out to close up, in small steps, as a wheel or a pinch goes. */
function* zoomsFromFarToNear(step = 1.004) {
  for (let zoom = DETAIL_ZOOM.tiny; zoom <= 1.6; zoom *= step) yield zoom;
}

describe('nameSizeOnScreen', () => {
  it('never shrinks by more than 9% as the zoom grows, however it is zoomed', () => {
    let largest = 0;
    for (const zoom of zoomsFromFarToNear()) {
      const size = nameSizeOnScreen(zoom);
      expect(size, `at zoom ${zoom.toFixed(3)}`).toBeGreaterThanOrEqual(largest / 1.09);
      largest = Math.max(largest, size);
    }
  });

  it('keeps its size across the switch from names only to full cards', () => {
    const below = nameSizeOnScreen(DETAIL_ZOOM.near * 0.999);
    const at = nameSizeOnScreen(DETAIL_ZOOM.near);
    expect(detailLevel(DETAIL_ZOOM.near * 0.999)).toBe('far');
    expect(detailLevel(DETAIL_ZOOM.near)).toBe('near');
    expect(Math.abs(at - below) / at).toBeLessThan(0.01);
    // A name on a full card at the switch is readable, and so are the details under it (13 px).
    expect(at).toBeGreaterThanOrEqual(10);
    expect(13 * DETAIL_ZOOM.near).toBeGreaterThanOrEqual(9.5);
  });

  it('is readable at the least zoom the opening view uses', () => {
    expect(nameSizeOnScreen(OPENING_VIEW.readableZoom)).toBeGreaterThanOrEqual(9);
  });

  it('grows with the zoom on full cards, and is gone on the blocks', () => {
    expect(nameSizeOnScreen(1)).toBe(NAME_PX);
    expect(nameSizeOnScreen(1.5)).toBeCloseTo(1.5 * NAME_PX, 9);
    expect(nameSizeOnScreen(DETAIL_ZOOM.tiny * 0.99)).toBe(0);
  });
});

describe('farNameSize', () => {
  it('fits the card: never above the largest size, never below a full card’s', () => {
    for (const zoom of zoomsFromFarToNear()) {
      if (detailLevel(zoom) !== 'far') continue;
      expect(farNameSize(zoom)).toBeLessThanOrEqual(FAR_NAME_MAX_PX);
      expect(farNameSize(zoom)).toBeGreaterThanOrEqual(NAME_PX);
    }
    expect(farNameSize(DETAIL_ZOOM.tiny)).toBe(FAR_NAME_MAX_PX);
  });

  it('changes in a few steps, not with every frame of a zoom', () => {
    const sizes = new Set<number>();
    for (const zoom of zoomsFromFarToNear(1.0005)) if (detailLevel(zoom) === 'far') sizes.add(farNameSize(zoom));
    expect(sizes.size).toBeLessThanOrEqual(12);
  });

  it('draws at the largest size for a zoom it cannot use', () => {
    expect(farNameSize(0)).toBe(FAR_NAME_MAX_PX);
    expect(farNameSize(Number.NaN)).toBe(FAR_NAME_MAX_PX);
  });
});

describe('detailLevel', () => {
  it('draws blocks far out, names further in, full cards close up', () => {
    expect(detailLevel(0.1)).toBe('tiny');
    expect(detailLevel(DETAIL_ZOOM.tiny)).toBe('far');
    expect(detailLevel(0.45)).toBe('far');
    expect(detailLevel(0.85)).toBe('near');
  });
});
