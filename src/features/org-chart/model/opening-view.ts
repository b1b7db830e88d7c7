import { CARD, type TreeLayout } from './layout';

/** Where the graph sits on screen: screen = graph × zoom + offset (React Flow's viewport). */
export interface Viewport {
  x: number;
  y: number;
  zoom: number;
}

export interface OpeningViewOptions {
  /**
   * The least zoom at which names can be read: zoomed out, cards show only the name, at 30 px
   * (see GraphCards.module.css), so 0.3 keeps it at 9 px on screen.
   */
  readableZoom: number;
  maxZoom: number;
  /** Screen pixels kept free: above the roots (clear of the attribution), at the sides, below. */
  margin: { top: number; side: number; bottom: number };
}

export const OPENING_VIEW: OpeningViewOptions = {
  readableZoom: 0.3,
  maxZoom: 1,
  margin: { top: 28, side: 16, bottom: 16 },
};

/**
 * The first view of the chart: the roots near the top, with the top levels (the roots and their
 * reports) across the width, never below a readable zoom.
 *
 * - The whole opening chart when it fits the width at a readable zoom: as large as fits both ways
 *   (but not below readable: lower levels may then run past the bottom), the top levels centred
 *   as far as the chart allows.
 * - Else the top levels, fitted to the width and centred.
 * - Else (a first level too wide to read at once, as on a phone) the first root with as many of
 *   the top levels beside it as fit at a readable zoom, fitted to the width: of the runs that fit,
 *   the one with the most columns, then the one most centred on the root. The rest is off screen,
 *   left and right, where the connectors lead.
 */
export function openingViewport(
  layout: TreeLayout,
  size: { width: number; height: number },
  options: OpeningViewOptions = OPENING_VIEW,
): Viewport {
  const { readableZoom, maxZoom, margin } = options;
  const { placements, parentSlot, bounds } = layout;
  if (placements.length === 0) return { x: size.width / 2, y: margin.top, zoom: maxZoom };
  const room = {
    width: Math.max(1, size.width - 2 * margin.side),
    height: Math.max(1, size.height - margin.top - margin.bottom),
  };
  const top = (zoom: number) => margin.top - bounds.minY * zoom;
  const centredOn = (left: number, right: number, zoom: number) => size.width / 2 - ((left + right) / 2) * zoom;

  // The columns of the top levels: the left edges of roots and their reports, without repeats.
  const lefts: number[] = [];
  let topLeft = Infinity;
  let topRight = -Infinity;
  for (let k = 0; k < placements.length; k++) {
    const parent = parentSlot[k]!;
    if (parent !== -1 && parentSlot[parent] !== -1) continue;
    const { x } = placements[k]!;
    lefts.push(x);
    if (x < topLeft) topLeft = x;
    if (x + CARD.width > topRight) topRight = x + CARD.width;
  }

  const wholeWidth = bounds.maxX - bounds.minX;
  const wholeHeight = bounds.maxY - bounds.minY;
  if (room.width / wholeWidth >= readableZoom) {
    const zoom = Math.max(readableZoom, Math.min(maxZoom, room.width / wholeWidth, room.height / wholeHeight));
    // The top levels in the middle, unless that pushes part of the chart off screen.
    const x = Math.min(
      size.width - margin.side - bounds.maxX * zoom,
      Math.max(margin.side - bounds.minX * zoom, centredOn(topLeft, topRight, zoom)),
    );
    return { x, y: top(zoom), zoom };
  }

  if (room.width / (topRight - topLeft) >= readableZoom) {
    const zoom = Math.min(maxZoom, room.width / (topRight - topLeft));
    return { x: centredOn(topLeft, topRight, zoom), y: top(zoom), zoom };
  }

  lefts.sort((a, b) => a - b);
  const columns = lefts.filter((x, k) => k === 0 || x !== lefts[k - 1]);
  const rootLeft = placements[0]!.x;
  const anchor = columns.indexOf(rootLeft);
  const rootCentre = rootLeft + CARD.width / 2;
  const widest = room.width / readableZoom;
  let best = { first: anchor, last: anchor };
  const score = (first: number, last: number) => ({
    count: last - first + 1,
    offCentre: Math.abs((columns[first]! + columns[last]! + CARD.width) / 2 - rootCentre),
  });
  let bestScore = score(anchor, anchor);
  let last = anchor;
  for (let first = 0; first <= anchor; first++) {
    if (columns[anchor]! + CARD.width - columns[first]! > widest) continue;
    last = Math.max(last, anchor);
    while (last + 1 < columns.length && columns[last + 1]! + CARD.width - columns[first]! <= widest) last++;
    const candidate = score(first, last);
    if (
      candidate.count > bestScore.count ||
      (candidate.count === bestScore.count && candidate.offCentre < bestScore.offCentre)
    ) {
      best = { first, last };
      bestScore = candidate;
    }
  }
  const left = columns[best.first]!;
  const right = columns[best.last]! + CARD.width;
  const zoom = Math.max(readableZoom, Math.min(maxZoom, room.width / (right - left)));
  return { x: centredOn(left, right, zoom), y: top(zoom), zoom };
}
