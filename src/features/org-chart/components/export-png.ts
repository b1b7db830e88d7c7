import { saveFile } from '../../../lib/save-file';

/** Why an export failed, for the chart to say in the reader's language (the message is for logs). */
export class PngExportError extends Error {
  constructor(readonly reason: 'code' | 'drawing') {
    super(reason === 'code' ? 'The drawing library could not load' : 'The browser could not draw the chart');
    this.name = 'PngExportError';
  }
}

/** React Flow's overlays (controls, minimap, attribution) are not part of the picture. */
function isChartContent(node: HTMLElement): boolean {
  return !(node instanceof Element && node.classList.contains('react-flow__panel'));
}

/**
 * Saves what the graph shows now as a PNG. The picture is drawn from the page itself (an SVG
 * image of the DOM as a `data:` URL, painted on a canvas), so it works under the console's
 * content security policy, and is downloaded through an object URL. The drawing library loads on
 * the first export: a chart that is only looked at does not fetch or keep it.
 */
export async function exportChartAsPng(canvas: HTMLElement, fileName: string): Promise<void> {
  const chart = canvas.querySelector<HTMLElement>('.react-flow') ?? canvas;
  const background = getComputedStyle(chart).backgroundColor;
  const { toBlob } = await import('html-to-image').catch(() => {
    throw new PngExportError('code');
  });
  const blob = await toBlob(chart, {
    backgroundColor:
      background && background !== 'rgba(0, 0, 0, 0)' ? background : getComputedStyle(document.body).backgroundColor,
    pixelRatio: Math.min(window.devicePixelRatio || 1, 2),
    skipFonts: true,
    filter: isChartContent,
  });
  if (!blob) throw new PngExportError('drawing');
  saveFile(blob, fileName);
}

/** `org-chart-acme-2026-05-01.png` */
export function exportFileName(workspace: string, now: Date = new Date()): string {
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return `org-chart-${workspace}-${day}.png`;
}
