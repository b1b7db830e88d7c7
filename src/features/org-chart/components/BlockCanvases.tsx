import { Panel, useReactFlow, useStoreApi } from '@xyflow/react';
import { useEffect, useMemo, useRef, type PointerEvent } from 'react';
import type { ReportingTree } from '../model/build-reporting-tree';
import type { TreeLayout } from '../model/layout';
import { drawBlocks, overviewView, readPalette, type BlockStyles } from './block-drawing';
import { defineMessages, useT } from '../../../lib/i18n';
import styles from './OrgGraph.module.css';

const messages = defineMessages({
  overview: {
    id: 'org-chart.overview.label',
    defaultMessage: 'Overview of the whole chart',
    description: 'A small map of the chart; pointing at it moves the view there',
  },
});

interface BlockDrawingProps {
  tree: ReportingTree;
  layout: TreeLayout;
  blocks: BlockStyles;
  focus: number | null;
}

/** Sizes a canvas for the device's pixel ratio and returns its context, drawing in CSS pixels. */
function prepare(canvas: HTMLCanvasElement, width: number, height: number): CanvasRenderingContext2D | null {
  const ratio = window.devicePixelRatio || 1;
  const pixelWidth = Math.max(1, Math.round(width * ratio));
  const pixelHeight = Math.max(1, Math.round(height * ratio));
  if (canvas.width !== pixelWidth || canvas.height !== pixelHeight) {
    canvas.width = pixelWidth;
    canvas.height = pixelHeight;
  }
  const context = canvas.getContext('2d');
  context?.setTransform(ratio, 0, 0, ratio, 0, 0);
  return context;
}

/**
 * The graph zoomed out too far to read cards: every card on screen as a block on one canvas,
 * redrawn once per frame while panning or zooming, outside React.
 */
export function BlockLayer({ tree, layout, blocks, focus }: BlockDrawingProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const store = useStoreApi();

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let frame = 0;
    const draw = () => {
      frame = 0;
      const { transform, width, height } = store.getState();
      const context = prepare(canvas, width, height);
      if (!context) return;
      const drawn = drawBlocks(context, {
        tree,
        layout,
        styles: blocks,
        palette: readPalette(canvas),
        focus,
        view: { offsetX: transform[0], offsetY: transform[1], zoom: transform[2], width, height },
      });
      canvas.dataset.cardsOnScreen = String(drawn);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(draw);
    };
    schedule();
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.transform !== previous.transform || state.width !== previous.width || state.height !== previous.height)
        schedule();
    });
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
    };
  }, [store, tree, layout, blocks, focus]);

  return <canvas ref={canvasRef} className={styles.blocks} aria-hidden="true" />;
}

const OVERVIEW = { width: 220, height: 150 } as const;

/**
 * The overview map: the whole chart in miniature, with the part on screen framed. Pointing at it
 * (or dragging on it) moves the view there.
 */
export function OverviewMap({ tree, layout, blocks, focus }: BlockDrawingProps) {
  const t = useT('org-chart');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const store = useStoreApi();
  const flow = useReactFlow();
  const view = useMemo(() => overviewView(layout, OVERVIEW.width, OVERVIEW.height), [layout]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ratio = window.devicePixelRatio || 1;
    const still = document.createElement('canvas');
    const stillContext = prepare(still, OVERVIEW.width, OVERVIEW.height);
    const palette = readPalette(canvas);
    if (!stillContext) return;
    drawBlocks(stillContext, { tree, layout, styles: blocks, palette, view, focus, minBlock: 1.5, connectors: false });

    let frame = 0;
    const draw = () => {
      frame = 0;
      const context = prepare(canvas, OVERVIEW.width, OVERVIEW.height);
      if (!context) return;
      context.clearRect(0, 0, OVERVIEW.width, OVERVIEW.height);
      context.drawImage(
        still,
        0,
        0,
        OVERVIEW.width * ratio,
        OVERVIEW.height * ratio,
        0,
        0,
        OVERVIEW.width,
        OVERVIEW.height,
      );
      const { transform, width, height } = store.getState();
      const [x, y, zoom] = transform;
      // The part of the graph on screen, in graph units, then on the map.
      const left = (-x / zoom) * view.zoom + view.offsetX;
      const top = (-y / zoom) * view.zoom + view.offsetY;
      const frameWidth = (width / zoom) * view.zoom;
      const frameHeight = (height / zoom) * view.zoom;
      context.strokeStyle = palette.focus;
      context.lineWidth = 2;
      context.strokeRect(left, top, Math.max(frameWidth, 3), Math.max(frameHeight, 3));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(draw);
    };
    schedule();
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.transform !== previous.transform || state.width !== previous.width || state.height !== previous.height)
        schedule();
    });
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
    };
  }, [store, tree, layout, blocks, focus, view]);

  const moveTo = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = (event.clientX - box.left - view.offsetX) / view.zoom;
    const y = (event.clientY - box.top - view.offsetY) / view.zoom;
    void flow.setCenter(x, y, { zoom: flow.getZoom(), duration: 0 });
  };

  return (
    <Panel position="bottom-right" className={styles.overview}>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={t(messages.overview)}
        style={{ width: OVERVIEW.width, height: OVERVIEW.height }}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          moveTo(event);
        }}
        onPointerMove={(event) => {
          if (event.currentTarget.hasPointerCapture(event.pointerId)) moveTo(event);
        }}
      />
    </Panel>
  );
}
