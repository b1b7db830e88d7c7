/** How a card on the graph is drawn at a zoom: in full, as its name only, or as a coloured block. */
export type DetailLevel = 'near' | 'far' | 'tiny';

/**
 * Level of detail by zoom: below `near` a card shows only its name (the rest would be too small to
 * read); below `tiny` even names would be unreadable: the cards leave the DOM and are drawn as
 * coloured blocks on one canvas, cheap by the thousand. `near` is where a full card's details are
 * still readable (13 px text at 0.75: about 10 px on screen), and it is a step of `farNameSize`, so
 * that a name keeps its size on screen across the switch.
 */
export const DETAIL_ZOOM = { near: 0.75, tiny: 0.16 } as const;

/** A name's font size on a full card, in graph units (GraphCards.module.css, `.name`). */
export const NAME_PX = 14;
/** The largest name a card that shows only its name can hold, two lines across its width. */
export const FAR_NAME_MAX_PX = 30;
/** Steps per doubling of the zoom at which names-only cards take another font size. */
const STEPS_PER_DOUBLING = 8;

export function detailLevel(zoom: number): DetailLevel {
  return zoom < DETAIL_ZOOM.tiny ? 'tiny' : zoom < DETAIL_ZOOM.near ? 'far' : 'near';
}

/**
 * The font size (graph units) of the name on a card that shows only its name, at `zoom`: as large
 * on screen as on a full card at the switch (`NAME_PX` × `DETAIL_ZOOM.near`, about 10.5 px), and
 * further out as large as the card holds. So that, from far out to close up, a name's size on
 * screen grows with the zoom, never jumping: it stays near 10.5 px while the cards show only names,
 * then grows as full cards do. The size changes in steps of an eighth of a doubling of the zoom
 * (the chart's style changes a few times in a zoom, not on every frame), and in each step stays
 * at or under the size on screen of the next, so that a name is never more than 9% smaller than
 * just before as the zoom grows.
 */
export function farNameSize(zoom: number): number {
  if (!(zoom > 0)) return FAR_NAME_MAX_PX;
  // The top of the step the zoom is in, counted in steps down from the switch.
  const steps = Math.max(0, Math.floor(Math.log2(DETAIL_ZOOM.near / zoom) * STEPS_PER_DOUBLING + 1e-9));
  const top = DETAIL_ZOOM.near * 2 ** (-steps / STEPS_PER_DOUBLING);
  return Math.min(FAR_NAME_MAX_PX, (NAME_PX * DETAIL_ZOOM.near) / top);
}

/** A name's size on screen, in pixels, at `zoom` (on the blocks drawn far out, there is none). */
export function nameSizeOnScreen(zoom: number): number {
  const level = detailLevel(zoom);
  if (level === 'tiny') return 0;
  return (level === 'near' ? NAME_PX : farNameSize(zoom)) * zoom;
}
