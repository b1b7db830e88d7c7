import type { Viewport } from './opening-view';
import { CARD, type TreeLayout } from './layout';

/**
 * Of the cards laid out in both `before` and `after`, the one nearest the middle of the pane as the
 * view stands (`viewport`, pane of `size`): the card the user is looking at, which a new layout of a
 * grown tree keeps in place (see `keptInPlace`). Null when no card of the view is in both.
 */
export function cardNearestMiddle(
  before: TreeLayout,
  after: TreeLayout,
  viewport: Viewport,
  size: { width: number; height: number },
): number | null {
  const middleX = (size.width / 2 - viewport.x) / viewport.zoom;
  const middleY = (size.height / 2 - viewport.y) / viewport.zoom;
  let nearest: number | null = null;
  let nearestDistance = Infinity;
  for (const { index, x, y } of before.placements) {
    const dx = x + CARD.width / 2 - middleX;
    const dy = y + CARD.height / 2 - middleY;
    const distance = dx * dx + dy * dy;
    if (distance < nearestDistance && after.byIndex.get(index)) {
      nearest = index;
      nearestDistance = distance;
    }
  }
  return nearest;
}

/**
 * The viewport that keeps card `index` where it was on screen from layout `before` to `after`, at
 * the same zoom; the same viewport when it did not move (or is not in both).
 */
export function keptInPlace(viewport: Viewport, before: TreeLayout, after: TreeLayout, index: number): Viewport {
  const from = before.byIndex.get(index);
  const to = after.byIndex.get(index);
  if (!from || !to || (from.x === to.x && from.y === to.y)) return viewport;
  const { x, y, zoom } = viewport;
  return { x: x - (to.x - from.x) * zoom, y: y - (to.y - from.y) * zoom, zoom };
}
