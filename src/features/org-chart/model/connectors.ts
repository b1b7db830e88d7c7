import type { ReportingTree } from './build-reporting-tree';
import { CARD, GAP, type Placement, type TreeLayout } from './layout';

/** Where a connector leaves a manager's card and enters a report's, relative to the card's corner. */
const ENDS = {
  /** The middle of the bottom edge. */
  out: { x: CARD.width / 2, y: CARD.height },
  /** The middle of the top edge: a report in a row below. */
  intoTop: { x: CARD.width / 2, y: 0 },
  /** The middle of the left edge: a report in a stacked column. */
  intoSide: { x: 0, y: CARD.height / 2 },
} as const;

/**
 * Every connector from a manager to the reports among `placements`, as one SVG path: down from the
 * manager, across, and down into a report in the row below, or, for a report in a stacked column,
 * across to the column's left, down, and into the card's side. Drawn as one element, however
 * many reports are on screen. A report's manager must be in `layout` (a visible report's is).
 */
export function connectorPath(tree: ReportingTree, layout: TreeLayout, placements: readonly Placement[]): string {
  const { out, intoTop, intoSide } = ENDS;
  let path = '';
  for (const { index, x, y, stacked } of placements) {
    const parent = tree.parent[index]!;
    const manager = parent === -1 ? undefined : layout.byIndex.get(parent);
    if (!manager) continue;
    const fromX = manager.x + out.x;
    const fromY = manager.y + out.y;
    const middle = fromY + GAP.y / 2;
    if (stacked) {
      const toX = x + intoSide.x;
      const spine = toX - GAP.x / 2 + 1;
      path += `M${fromX},${fromY}V${middle}H${spine}V${y + intoSide.y}H${toX}`;
    } else {
      path += `M${fromX},${fromY}V${middle}H${x + intoTop.x}V${y + intoTop.y}`;
    }
  }
  return path;
}
