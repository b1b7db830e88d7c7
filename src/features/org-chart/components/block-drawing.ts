import type { ReportingTree } from '../model/build-reporting-tree';
import { DEPARTMENT_COLORS } from '../model/departments';
import { CARD, GAP, type TreeLayout } from '../model/layout';

/**
 * Drawing the chart as coloured blocks on a canvas: what the graph shows when zoomed out too far
 * to read any card (thousands of cards at once, at a cost of a few milliseconds a frame), and the
 * overview map.
 */

export interface Palette {
  departments: string[];
  plain: string;
  group: string;
  edge: string;
  focus: string;
}

/** The colours of the page's theme (the department tokens of the org chart's styles). */
export function readPalette(element: Element): Palette {
  const style = getComputedStyle(element);
  const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    departments: Array.from({ length: DEPARTMENT_COLORS }, (_, k) => token(`--dept-${k}`, '#888888')),
    plain: token('--border-strong', '#888888'),
    group: token('--warning', '#b7791f'),
    edge: token('--org-connector', token('--border-strong', '#888888')),
    focus: token('--accent', '#3451b2'),
  };
}

const PLAIN = -1;
const GROUP = -2;

/** How each placed card is filled: a department colour, plain, or a data-problem group; dimmed or not. */
export interface BlockStyles {
  fill: Int8Array;
  dimmed: Uint8Array;
}

export function blockStyles(
  tree: ReportingTree,
  layout: TreeLayout,
  colors: ReadonlyMap<string, number>,
  department: string | null,
): BlockStyles {
  const count = layout.placements.length;
  const fill = new Int8Array(count);
  const dimmed = new Uint8Array(count);
  layout.placements.forEach(({ index }, k) => {
    const group = tree.isGroup(index);
    const own = tree.departmentOf(index);
    fill[k] = group ? GROUP : own === null ? PLAIN : (colors.get(own) ?? PLAIN);
    dimmed[k] = department !== null && !group && own !== department ? 1 : 0;
  });
  return { fill, dimmed };
}

/** Where the drawing is looked at: graph coordinates map to the canvas as `x * zoom + offsetX`. */
export interface View {
  offsetX: number;
  offsetY: number;
  zoom: number;
  width: number;
  height: number;
}

interface DrawOptions {
  tree: ReportingTree;
  layout: TreeLayout;
  styles: BlockStyles;
  palette: Palette;
  view: View;
  focus: number | null;
  /** Smallest size of a block on the canvas, so that a far-out overview still shows every card. */
  minBlock?: number;
  connectors?: boolean;
}

function colorOf(palette: Palette, fill: number): string {
  if (fill === GROUP) return palette.group;
  if (fill === PLAIN) return palette.plain;
  return palette.departments[fill] ?? palette.plain;
}

/** Draws connectors (the same elbows as the graph's) and one block per card within the view; returns how many blocks. */
export function drawBlocks(context: CanvasRenderingContext2D, options: DrawOptions): number {
  const { layout, styles, palette, view, focus, minBlock = 0, connectors = true } = options;
  const { offsetX, offsetY, zoom, width, height } = view;
  const blockWidth = Math.max(CARD.width * zoom, minBlock);
  const blockHeight = Math.max(CARD.height * zoom, minBlock);
  const toX = (x: number) => x * zoom + offsetX;
  const toY = (y: number) => y * zoom + offsetY;
  const onScreen = (x: number, y: number, w: number, h: number) =>
    x + w >= 0 && y + h >= 0 && x <= width && y <= height;

  context.clearRect(0, 0, width, height);
  const { placements, parentSlot } = layout;
  if (connectors) {
    context.beginPath();
    for (let k = 0; k < placements.length; k++) {
      const slot = parentSlot[k]!;
      if (slot === -1) continue;
      const { x, y, stacked } = placements[k]!;
      const from = placements[slot]!;
      const startX = toX(from.x + CARD.width / 2);
      const startY = toY(from.y + CARD.height);
      const middleY = toY(from.y + CARD.height + GAP.y / 2);
      const endX = stacked ? toX(x) : toX(x + CARD.width / 2);
      const endY = stacked ? toY(y + CARD.height / 2) : toY(y);
      const laneX = stacked ? toX(x - GAP.x / 2) : endX;
      const left = Math.min(startX, laneX);
      if (!onScreen(left, startY, Math.max(startX, endX, laneX) - left, endY - startY)) continue;
      context.moveTo(startX, startY);
      context.lineTo(startX, middleY);
      context.lineTo(laneX, middleY);
      context.lineTo(laneX, endY);
      if (stacked) context.lineTo(endX, endY);
    }
    context.strokeStyle = palette.edge;
    context.lineWidth = 1;
    context.stroke();
  }

  // The cards on screen, found in one pass; then one pass over them per colour, so that the fill
  // style changes a dozen times, not once per card.
  const onScreenSlots: number[] = [];
  for (let k = 0; k < placements.length; k++) {
    const { x, y } = placements[k]!;
    if (onScreen(toX(x), toY(y), blockWidth, blockHeight)) onScreenSlots.push(k);
  }
  const fills = [GROUP, PLAIN, ...Array.from({ length: DEPARTMENT_COLORS }, (_, k) => k)];
  for (const dim of [0, 1]) {
    context.globalAlpha = dim ? 0.3 : 1;
    for (const fill of fills) {
      context.fillStyle = colorOf(palette, fill);
      for (const k of onScreenSlots) {
        if (styles.fill[k] !== fill || styles.dimmed[k] !== dim) continue;
        const { x, y } = placements[k]!;
        context.fillRect(toX(x), toY(y), blockWidth, blockHeight);
      }
    }
  }
  const drawn = onScreenSlots.length;
  context.globalAlpha = 1;

  const focused = focus === null ? undefined : layout.byIndex.get(focus);
  if (focused) {
    context.strokeStyle = palette.focus;
    context.lineWidth = 3;
    context.strokeRect(toX(focused.x) - 3, toY(focused.y) - 3, blockWidth + 6, blockHeight + 6);
  }
  return drawn;
}

/** The card under a point of the graph, if any. */
export function placementAt(layout: TreeLayout, x: number, y: number): number | null {
  for (const placement of layout.placements) {
    if (x >= placement.x && x <= placement.x + CARD.width && y >= placement.y && y <= placement.y + CARD.height) {
      return placement.index;
    }
  }
  return null;
}

/** The view that shows the whole layout inside a `width` × `height` box (the overview map). */
export function overviewView(layout: TreeLayout, width: number, height: number, padding = 6): View {
  const { minX, minY, maxX, maxY } = layout.bounds;
  const spanX = Math.max(maxX - minX, 1);
  const spanY = Math.max(maxY - minY, 1);
  const zoom = Math.min((width - 2 * padding) / spanX, (height - 2 * padding) / spanY);
  return {
    zoom,
    offsetX: (width - spanX * zoom) / 2 - minX * zoom,
    offsetY: (height - spanY * zoom) / 2 - minY * zoom,
    width,
    height,
  };
}
