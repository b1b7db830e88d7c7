import { describe, expect, it } from 'vitest';
import type { OrgChartWorker } from '../../../../contract';
import { buildReportingTree, type ReportingTree } from './build-reporting-tree';
import { defaultExpanded } from './expansion';
import { CARD, layoutVisibleTree, type Placement, type TreeLayout } from './layout';
import { OPENING_VIEW, openingViewport, type Viewport } from './opening-view';
import { balancedOrg, testWorker } from './test-trees';

const { readableZoom, margin } = OPENING_VIEW;
/** The graph area of the page at 1440 px wide, and at 390 px (a phone). */
const DESKTOP = { width: 1142, height: 673 };
const PHONE = { width: 356, height: 499 };

function opening(workers: OrgChartWorker[]): { tree: ReportingTree; layout: TreeLayout } {
  const tree = buildReportingTree(workers);
  return { tree, layout: layoutVisibleTree(tree, defaultExpanded(tree)) };
}

/** A card's box on screen. */
const onScreen = (p: Placement, { x, y, zoom }: Viewport) => ({
  left: x + p.x * zoom,
  right: x + (p.x + CARD.width) * zoom,
  top: y + p.y * zoom,
});
const inside = (p: Placement, view: Viewport, width: number) => {
  const box = onScreen(p, view);
  return box.left >= 0 && box.right <= width;
};
/** The share of a card's width on screen. */
const shown = (p: Placement, view: Viewport, width: number) => {
  const box = onScreen(p, view);
  return Math.max(0, Math.min(box.right, width) - Math.max(box.left, 0)) / (box.right - box.left);
};
const root = (layout: TreeLayout) => layout.placements[0]!;
const firstLevel = (layout: TreeLayout) => layout.placements.filter((_, k) => layout.parentSlot[k] === 0);

/** A root over `count` managers of three each (the opening chart shows three levels). */
function wideOrg(count: number): OrgChartWorker[] {
  const workers = [testWorker('ceo', null)];
  for (let m = 0; m < count; m++) {
    workers.push(testWorker(`m${m}`, 'ceo'));
    for (let r = 0; r < 3; r++) workers.push(testWorker(`m${m}r${r}`, `m${m}`));
  }
  return workers;
}

describe('openingViewport', () => {
  it('shows a small chart whole at full size, the root at the top and in the middle', () => {
    const { layout } = opening(balancedOrg(2, 1));
    const view = openingViewport(layout, DESKTOP);
    expect(view.zoom).toBe(OPENING_VIEW.maxZoom);
    expect(onScreen(root(layout), view).top).toBe(margin.top);
    const box = onScreen(root(layout), view);
    expect((box.left + box.right) / 2).toBeCloseTo(DESKTOP.width / 2);
  });

  it('on a wide screen fits the opening chart to the width, root near the top, top levels centred', () => {
    const { layout } = opening(wideOrg(8));
    const view = openingViewport(layout, DESKTOP);
    expect(view.zoom).toBeGreaterThanOrEqual(readableZoom);
    expect(onScreen(root(layout), view).top).toBe(margin.top);
    for (const card of layout.placements) expect(inside(card, view, DESKTOP.width)).toBe(true);
    const level = [root(layout), ...firstLevel(layout)].map((p) => onScreen(p, view));
    const left = Math.min(...level.map((b) => b.left));
    const right = Math.max(...level.map((b) => b.right));
    expect((left + right) / 2).toBeCloseTo(DESKTOP.width / 2);
    expect(left).toBeCloseTo(margin.side);
  });

  it('does not shrink a tall chart below a readable zoom: the lower levels run past the bottom', () => {
    const { layout } = opening(balancedOrg(3, 2));
    const view = openingViewport(layout, { width: DESKTOP.width, height: 200 });
    expect(view.zoom).toBe(readableZoom);
    expect(onScreen(root(layout), view).top).toBe(margin.top);
    for (const card of layout.placements) expect(inside(card, view, DESKTOP.width)).toBe(true);
  });

  it('keeps the chart on screen when centring the top levels would push a wide lower level off', () => {
    // The first report's team is much wider than the top levels and hangs to the left.
    const workers = [testWorker('ceo', null), testWorker('a', 'ceo'), testWorker('b', 'ceo')];
    for (let k = 0; k < 5; k++) {
      workers.push(testWorker(`a${k}`, 'a'));
      workers.push(testWorker(`a${k}x`, `a${k}`));
    }
    const tree = buildReportingTree(workers);
    const open = ['ceo', 'a', 'a0', 'a1', 'a2', 'a3', 'a4'].map((key) => tree.indexByKey.get(key)!);
    const layout = layoutVisibleTree(tree, new Set(open));
    const view = openingViewport(layout, DESKTOP);
    for (const card of layout.placements) expect(inside(card, view, DESKTOP.width)).toBe(true);
  });

  it('on a phone fits the root and as many of its reports as can be read, none cut in half', () => {
    const { layout } = opening(wideOrg(8));
    const view = openingViewport(layout, PHONE);
    expect(view.zoom).toBeGreaterThanOrEqual(readableZoom);
    expect(onScreen(root(layout), view).top).toBe(margin.top);
    expect(inside(root(layout), view, PHONE.width)).toBe(true);
    const reports = firstLevel(layout);
    const whole = reports.filter((p) => inside(p, view, PHONE.width));
    expect(whole.length).toBeGreaterThanOrEqual(3);
    expect(whole.length).toBeLessThan(reports.length);
    // The others are off screen, or show no more than a sliver at the edge: none is cut in half.
    for (const p of reports) if (!whole.includes(p)) expect(shown(p, view, PHONE.width)).toBeLessThan(0.15);
    // Around the root: as many reports whole on one side as on the other, give or take one.
    const rootCentre = root(layout).x + CARD.width / 2;
    const leftOfRoot = whole.filter((p) => p.x + CARD.width / 2 < rootCentre).length;
    expect(Math.abs(leftOfRoot - (whole.length - leftOfRoot))).toBeLessThanOrEqual(1);
  });

  it('on a phone fits a first level that is readable at once to the width', () => {
    const { layout } = opening(wideOrg(2));
    const view = openingViewport(layout, PHONE);
    expect(view.zoom).toBeGreaterThanOrEqual(readableZoom);
    for (const p of [root(layout), ...firstLevel(layout)]) expect(inside(p, view, PHONE.width)).toBe(true);
  });

  it('with several roots (people without a manager), starts from the first', () => {
    const workers = [...wideOrg(8), testWorker('lone1', null), testWorker('lone2', null)];
    const { layout } = opening(workers);
    const view = openingViewport(layout, PHONE);
    expect(inside(root(layout), view, PHONE.width)).toBe(true);
    expect(onScreen(root(layout), view).top).toBe(margin.top);
  });

  it('stays at a readable zoom in a container not laid out yet, and copes with an empty chart', () => {
    const { layout } = opening(wideOrg(8));
    expect(openingViewport(layout, { width: 0, height: 0 }).zoom).toBe(readableZoom);
    const empty = layoutVisibleTree(buildReportingTree([]), new Set());
    expect(openingViewport(empty, DESKTOP)).toEqual({ x: DESKTOP.width / 2, y: margin.top, zoom: 1 });
  });
});
