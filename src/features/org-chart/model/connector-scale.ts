/** Steps per doubling of the zoom at which connectors are redrawn thicker or thinner. */
const STEPS_PER_DOUBLING = 4;

/**
 * How much thicker than on a chart at zoom 1 the connectors are drawn at `zoom`, so that they keep
 * about their width on screen (the graph is scaled by a CSS transform, which SVG's
 * non-scaling-stroke does not undo). In steps of a quarter doubling, rounded up: never thinner
 * than asked, at most a fifth thicker, and the value (hence the style of the chart) changes only a
 * few times in a zoom from far out to close up, not on every frame.
 */
export function connectorScale(zoom: number): number {
  if (!(zoom > 0)) return 1;
  return 2 ** (Math.ceil(Math.log2(1 / zoom) * STEPS_PER_DOUBLING - 1e-9) / STEPS_PER_DOUBLING);
}
