import { describe, expect, it } from 'vitest';
import { buildReportingTree } from './build-reporting-tree';
import { connectorPath } from './connectors';
import { CARD, GAP, layoutVisibleTree, placementsInWindow } from './layout';
import { balancedOrg, testWorker } from './test-trees';

const tree = buildReportingTree(balancedOrg(3, 2));
const index = (key: string) => tree.indexByKey.get(key)!;
/** The path's connectors, one `M…` each. */
const connectors = (path: string) => path.split('M').filter(Boolean);

describe('connectorPath', () => {
  it('draws one connector per visible report, from the middle of the bottom of its manager to the middle of its top', () => {
    const layout = layoutVisibleTree(tree, new Set([index('w0'), index('w1')]));
    const path = connectorPath(tree, layout, layout.placements);
    const ceo = layout.byIndex.get(index('w0'))!;
    const report = layout.byIndex.get(index('w2'))!;
    expect(report.stacked).toBe(false);
    const fromX = ceo.x + CARD.width / 2;
    const fromY = ceo.y + CARD.height;
    expect(connectors(path)).toHaveLength(6);
    expect(connectors(path)).toContain(
      `${fromX},${fromY}V${fromY + GAP.y / 2}H${report.x + CARD.width / 2}V${report.y}`,
    );
  });

  it('takes a report in a stacked column in from the left, along a spine just left of the column', () => {
    const layout = layoutVisibleTree(tree, new Set([index('w0'), index('w1')]));
    const manager = layout.byIndex.get(index('w1'))!;
    const stacked = layout.byIndex.get(index('w5'))!;
    expect(stacked.stacked).toBe(true);
    const fromY = manager.y + CARD.height;
    expect(connectors(connectorPath(tree, layout, [stacked]))).toEqual([
      `${manager.x + CARD.width / 2},${fromY}V${fromY + GAP.y / 2}H${stacked.x - GAP.x / 2 + 1}` +
        `V${stacked.y + CARD.height / 2}H${stacked.x}`,
    ]);
  });

  it('draws nothing into a card at the top, nor into a group of data problems', () => {
    const dirty = buildReportingTree([testWorker('ceo', null), testWorker('lost', 'nobody')]);
    const layout = layoutVisibleTree(dirty, new Set());
    expect(layout.placements).toHaveLength(2);
    expect(connectorPath(dirty, layout, layout.placements)).toBe('');
  });

  it('draws the connectors of the cards in a window whole, though their managers lie outside it', () => {
    const layout = layoutVisibleTree(tree, new Set([index('w0'), index('w3')]));
    const manager = layout.byIndex.get(index('w3'))!;
    const far = layout.byIndex.get(index('w12'))!;
    const inWindow = placementsInWindow(layout, { left: far.x, top: far.y, size: 10 });
    expect(inWindow).toEqual([manager, far]);
    const fromY = manager.y + CARD.height;
    expect(connectors(connectorPath(tree, layout, inWindow))[1]).toBe(
      `${manager.x + CARD.width / 2},${fromY}V${fromY + GAP.y / 2}H${far.x - GAP.x / 2 + 1}` +
        `V${far.y + CARD.height / 2}H${far.x}`,
    );
  });
});
