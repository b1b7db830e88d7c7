import { describe, expect, it } from 'vitest';
import type { OrgChartWorker } from '../../../../contract';
import { buildReportingTree, type ReportingTree } from './build-reporting-tree';
import { defaultExpanded } from './expansion';
import { CARD, layoutVisibleTree, type Placement, type TreeLayout } from './layout';
import { coveredStretches, OPENING_VIEW, openingViewport, widenToWholeCards, type Viewport } from './opening-view';
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

/**
 * A root over `count` managers of `reports` each, or over a manager per team size in `count`
 * (the opening chart shows three levels).
 */
function wideOrg(count: number | number[], reports = 3): OrgChartWorker[] {
  const teams = typeof count === 'number' ? Array.from({ length: count }, () => reports) : count;
  const workers = [testWorker('ceo', null)];
  for (const [m, size] of teams.entries()) {
    workers.push(testWorker(`m${m}`, 'ceo'));
    for (let r = 0; r < size; r++) workers.push(testWorker(`m${m}r${r}`, `m${m}`));
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

  it('on a phone cuts no card of a lower level at the edges: each is whole on screen or off it', () => {
    // Teams of four stack under their manager; teams of two stand side by side, wider than the manager.
    const { layout } = opening(wideOrg([4, 2, 4, 2, 4, 2, 4, 2]));
    const view = openingViewport(layout, PHONE);
    expect(view.zoom).toBeGreaterThanOrEqual(readableZoom);
    expect(inside(root(layout), view, PHONE.width)).toBe(true);
    expect(firstLevel(layout).filter((p) => inside(p, view, PHONE.width)).length).toBeGreaterThanOrEqual(2);
    for (const p of layout.placements) if (!inside(p, view, PHONE.width)) expect(shown(p, view, PHONE.width)).toBe(0);
  });

  it('on a phone where no window of whole cards is readable, stays readable and cuts a card of a lower level only', () => {
    // Teams of two all along: cards of some level cover every point from the root out to the first cousins.
    const { layout } = opening(wideOrg(8, 2));
    const view = openingViewport(layout, PHONE);
    expect(view.zoom).toBeGreaterThanOrEqual(readableZoom);
    expect(inside(root(layout), view, PHONE.width)).toBe(true);
    for (const p of firstLevel(layout))
      if (!inside(p, view, PHONE.width)) expect(shown(p, view, PHONE.width)).toBeLessThan(0.15);
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

describe('coveredStretches and widenToWholeCards', () => {
  const at = (...points: [number, number][]): Placement[] =>
    points.map(([x, y], index) => ({ index, x, y, stacked: false }));
  const stretches = (...points: [number, number][]) => [...coveredStretches(at(...points), 1000)];

  it('joins the cards that overlap across levels into stretches, in order, leaving out those below the lowest', () => {
    expect(stretches([300, 0], [0, 0], [200, 200], [1000, 0], [5000, 2000])).toEqual([0, 540, 1000, 1240]);
    expect(stretches()).toEqual([]);
  });

  it('moves an edge that falls inside a stretch out to its end, and leaves an edge between stretches', () => {
    const covered = coveredStretches(at([0, 0], [300, 0], [1000, 0]), 1000);
    expect(widenToWholeCards(covered, 100, 400)).toEqual({ left: 0, right: 540 });
    expect(widenToWholeCards(covered, 260, 700)).toEqual({ left: 260, right: 700 });
    expect(widenToWholeCards(covered, 0, 240)).toEqual({ left: 0, right: 240 });
    expect(widenToWholeCards(covered, -50, 1100)).toEqual({ left: -50, right: 1240 });
  });
});
