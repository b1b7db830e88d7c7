import { describe, expect, it } from 'vitest';
import { buildReportingTree } from '../model/build-reporting-tree';
import { CARD, layoutVisibleTree } from '../model/layout';
import { balancedOrg, testWorker } from '../model/test-trees';
import { blockStyles, drawBlocks, overviewView, placementAt, type Palette } from './block-drawing';

const palette: Palette = {
  departments: Array.from({ length: 12 }, (_, k) => `dept-${k}`),
  plain: 'plain',
  group: 'group',
  edge: 'edge',
  focus: 'focus',
};

/** A 2D context that records what is drawn. */
function recordingContext() {
  const rects: { fill: string; alpha: number; x: number; y: number; w: number; h: number }[] = [];
  const strokes: { style: string; rect?: number[] }[] = [];
  let lines = 0;
  const context = {
    fillStyle: '',
    strokeStyle: '',
    globalAlpha: 1,
    lineWidth: 1,
    clearRect() {},
    beginPath() {},
    moveTo() {},
    lineTo() {
      lines++;
    },
    stroke() {
      strokes.push({ style: context.strokeStyle });
    },
    fillRect(x: number, y: number, w: number, h: number) {
      rects.push({ fill: context.fillStyle, alpha: context.globalAlpha, x, y, w, h });
    },
    strokeRect(x: number, y: number, w: number, h: number) {
      strokes.push({ style: context.strokeStyle, rect: [x, y, w, h] });
    },
  };
  return { context: context as unknown as CanvasRenderingContext2D, rects, strokes, lines: () => lines };
}

const tree = buildReportingTree([
  testWorker('ceo', null, { department: 'Executive' }),
  testWorker('a', 'ceo', { department: 'Sales' }),
  testWorker('b', 'ceo', { department: null }),
  testWorker('lost', 'nobody', { department: 'Sales' }),
]);
const expanded = new Set([tree.indexByKey.get('ceo')!]);
const layout = layoutVisibleTree(tree, expanded);
const colors = new Map([
  ['Executive', 0],
  ['Sales', 1],
]);

describe('block drawing', () => {
  it('fills each card with its department colour, plain without one, and groups in the warning colour', () => {
    const styles = blockStyles(tree, layout, colors, null);
    const { context, rects } = recordingContext();
    const drawn = drawBlocks(context, {
      tree,
      layout,
      styles,
      palette,
      focus: null,
      view: { offsetX: 500, offsetY: 10, zoom: 0.5, width: 2000, height: 1000 },
    });
    expect(drawn).toBe(4);
    const fillOf = (key: string) => {
      const placement = layout.byIndex.get(tree.indexByKey.get(key)!)!;
      return rects.find((rect) => rect.x === placement.x * 0.5 + 500 && rect.y === placement.y * 0.5 + 10)?.fill;
    };
    expect(fillOf('ceo')).toBe('dept-0');
    expect(fillOf('a')).toBe('dept-1');
    expect(fillOf('b')).toBe('plain');
    expect(fillOf('group:unknown_manager')).toBe('group');
    expect(rects[0]).toMatchObject({ w: CARD.width * 0.5, h: CARD.height * 0.5 });
  });

  it('draws only what is in view, and dims cards outside the highlighted department', () => {
    const styles = blockStyles(tree, layout, colors, 'Sales');
    const { context, rects, lines } = recordingContext();
    const ceo = layout.byIndex.get(tree.indexByKey.get('ceo')!)!;
    // A view of the top-left corner that holds the CEO's card only.
    const drawn = drawBlocks(context, {
      tree,
      layout,
      styles,
      palette,
      focus: null,
      view: { offsetX: -ceo.x, offsetY: -ceo.y, zoom: 1, width: CARD.width, height: CARD.height },
    });
    expect(drawn).toBe(1);
    expect(rects).toEqual([expect.objectContaining({ fill: 'dept-0', alpha: 0.3 })]);
    expect(lines()).toBeGreaterThan(0);
  });

  it('frames the focused card', () => {
    const styles = blockStyles(tree, layout, colors, null);
    const { context, strokes } = recordingContext();
    drawBlocks(context, {
      tree,
      layout,
      styles,
      palette,
      focus: tree.indexByKey.get('a')!,
      view: { offsetX: 0, offsetY: 0, zoom: 1, width: 5000, height: 5000 },
    });
    expect(strokes.filter((stroke) => stroke.style === 'focus')).toHaveLength(1);
  });

  it('finds the card under a point of the graph', () => {
    const a = layout.byIndex.get(tree.indexByKey.get('a')!)!;
    expect(placementAt(layout, a.x + 10, a.y + 10)).toBe(a.index);
    expect(placementAt(layout, a.x - 10, a.y - 10)).toBeNull();
  });

  it('fits the whole layout in the overview box', () => {
    const big = buildReportingTree(balancedOrg(20, 1));
    const wide = layoutVisibleTree(big, new Set([0]));
    const view = overviewView(wide, 200, 100, 5);
    const { minX, minY, maxX, maxY } = wide.bounds;
    for (const [x, y] of [
      [minX, minY],
      [maxX, maxY],
    ] as const) {
      const sx = x * view.zoom + view.offsetX;
      const sy = y * view.zoom + view.offsetY;
      expect(sx).toBeGreaterThanOrEqual(4.99);
      expect(sx).toBeLessThanOrEqual(195.01);
      expect(sy).toBeGreaterThanOrEqual(4.99);
      expect(sy).toBeLessThanOrEqual(95.01);
    }
  });
});
