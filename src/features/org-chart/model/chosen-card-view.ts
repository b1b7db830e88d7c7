import { CARD } from './layout';
import type { Viewport } from './opening-view';

/** Where the details panel is: a column beside the graph (which narrows), or laid over it. */
export type PanelPlace = 'beside' | 'over';

/** A point of the graph on screen, as shares of its width and height. */
export interface Spot {
  across: number;
  down: number;
}

/**
 * Where a chosen worker's card goes once their details are open: the middle of the part of the
 * graph the panel leaves in sight. Beside the graph, the panel has narrowed it already: its middle.
 * Laid over it: to the left of the panel (a card's width, at the left third), or on a phone, where
 * the panel takes the lower part of the screen, near the top.
 */
export function chosenCardSpot(size: { width: number }, panel: PanelPlace): Spot {
  if (panel === 'beside') return { across: 0.5, down: 0.5 };
  return size.width < 600 ? { across: 0.5, down: 0.2 } : { across: 0.32, down: 0.3 };
}

/** The viewport at `zoom` that puts the middle of the card at `at` (its top-left corner) on `spot`. */
export function viewportWithCardAt(
  at: { x: number; y: number },
  size: { width: number; height: number },
  spot: Spot,
  zoom: number,
): Viewport {
  return {
    x: size.width * spot.across - (at.x + CARD.width / 2) * zoom,
    y: size.height * spot.down - (at.y + CARD.height / 2) * zoom,
    zoom,
  };
}
