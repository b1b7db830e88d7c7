import { CARD, type Placement, type TreeLayout } from './layout';

/** Where the graph sits on screen: screen = graph × zoom + offset (React Flow's viewport). */
export interface Viewport {
  x: number;
  y: number;
  zoom: number;
}

export interface OpeningViewOptions {
  /**
   * The least zoom at which names can be read: zoomed out, cards show only the name, at 30 px
   * there (see `farNameSize`), so 0.3 keeps it at 9 px on screen.
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
 *
 * In the last two, the edges of the screen fall between cards where a readable zoom allows: a card
 * of a lower level that an edge would cut is taken in whole, with what overlaps it (see
 * `coveredStretches`), so that no name shows cut short.
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

  const widest = room.width / readableZoom;
  // Only cards that can be on screen at a readable zoom can be cut by its edges.
  const stretches = coveredStretches(placements, bounds.minY + room.height / readableZoom);
  /** From `left` to `right` (graph units) on screen, edges between cards where that stays readable. */
  const fitted = (left: number, right: number): Viewport => {
    // At the largest zoom the screen may show more than asked: its edges are what must fall between cards.
    const shown = Math.max(right - left, room.width / maxZoom);
    const centre = (left + right) / 2;
    const whole = widenToWholeCards(stretches, centre - shown / 2, centre + shown / 2);
    const seen = whole.right - whole.left <= widest ? whole : { left: centre - shown / 2, right: centre + shown / 2 };
    const zoom = Math.max(readableZoom, Math.min(maxZoom, room.width / (seen.right - seen.left)));
    return { x: centredOn(seen.left, seen.right, zoom), y: top(zoom), zoom };
  };

  if (room.width / (topRight - topLeft) >= readableZoom) return fitted(topLeft, topRight);

  lefts.sort((a, b) => a - b);
  const columns = lefts.filter((x, k) => k === 0 || x !== lefts[k - 1]);
  const rootLeft = placements[0]!.x;
  const anchor = columns.indexOf(rootLeft);
  const rootCentre = rootLeft + CARD.width / 2;
  // A run of columns fits when it is readable with the cards its edges would cut taken in whole;
  // where none does, when it is readable as it is (some card of a lower level is then cut).
  const bestRun = (widthOf: (first: number, last: number) => number) => {
    let best: { first: number; last: number; count: number; offCentre: number } | null = null;
    // The further right a run starts, the further right it can end: `last` only moves on.
    let last = anchor;
    for (let first = 0; first <= anchor; first++) {
      if (widthOf(first, anchor) > widest) continue;
      while (last + 1 < columns.length && widthOf(first, last + 1) <= widest) last++;
      const count = last - first + 1;
      const offCentre = Math.abs((columns[first]! + columns[last]! + CARD.width) / 2 - rootCentre);
      if (!best || count > best.count || (count === best.count && offCentre < best.offCentre)) {
        best = { first, last, count, offCentre };
      }
    }
    return best;
  };
  const wholeRun = (first: number, last: number) =>
    widenToWholeCards(stretches, columns[first]!, columns[last]! + CARD.width);
  const whole = bestRun((first, last) => {
    const { left, right } = wholeRun(first, last);
    return right - left;
  });
  if (whole) {
    const { left, right } = wholeRun(whole.first, whole.last);
    return fitted(left, right);
  }
  const cut = bestRun((first, last) => columns[last]! + CARD.width - columns[first]!) ?? {
    first: anchor,
    last: anchor,
  };
  return fitted(columns[cut.first]!, columns[cut.last]! + CARD.width);
}

/**
 * The stretches of the graph's width that cards cover (those whose top is above `lowest`), in
 * order and apart: an edge of the screen inside one cuts a card.
 */
export function coveredStretches(placements: readonly Placement[], lowest: number): Float64Array {
  const lefts = new Float64Array(placements.length);
  let count = 0;
  for (const { x, y } of placements) if (y <= lowest) lefts[count++] = x;
  const sorted = lefts.subarray(0, count).sort();
  const stretches: number[] = [];
  for (const x of sorted) {
    const end = x + CARD.width;
    if (stretches.length > 0 && x <= stretches.at(-1)!)
      stretches[stretches.length - 1] = Math.max(stretches.at(-1)!, end);
    else stretches.push(x, end);
  }
  return Float64Array.from(stretches);
}

/** The window from `left` to `right`, each edge that falls inside a stretch moved out to its end. */
export function widenToWholeCards(
  stretches: Float64Array,
  left: number,
  right: number,
): { left: number; right: number } {
  const within = (at: number) => {
    // The last stretch that starts before `at`.
    let low = 0;
    let high = stretches.length / 2 - 1;
    let found = -1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if (stretches[2 * mid]! < at) {
        found = mid;
        low = mid + 1;
      } else high = mid - 1;
    }
    return found !== -1 && stretches[2 * found + 1]! > at ? found : -1;
  };
  const leftIn = within(left);
  const rightIn = within(right);
  return {
    left: leftIn === -1 ? left : stretches[2 * leftIn]!,
    right: rightIn === -1 ? right : stretches[2 * rightIn + 1]!,
  };
}
