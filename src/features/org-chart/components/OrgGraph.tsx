import {
  Background,
  BackgroundVariant,
  ControlButton,
  Controls,
  getViewportForBounds,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
  useStore,
  useStoreApi,
  ViewportPortal,
  type ReactFlowState,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { ReportingTree } from '../model/build-reporting-tree';
import { countDepartmentBelow } from '../model/departments';
import { connectorScale } from '../model/connector-scale';
import { detailLevel, farNameSize } from '../model/detail-level';
import { connectorPath } from '../model/connectors';
import type { Expanded } from '../model/expansion';
import { cardNearestMiddle, keptInPlace } from '../model/anchor-view';
import { chosenCardSpot, viewportWithCardAt } from '../model/chosen-card-view';
import {
  layoutVisibleTree,
  placementsInWindow,
  windowKeyOf,
  windowOfKey,
  type Placement,
  type TreeLayout,
} from '../model/layout';
import { openingViewport, type Viewport } from '../model/opening-view';
import { blockStyles, placementAt } from './block-drawing';
import { BlockLayer, OverviewMap } from './BlockCanvases';
import { CardActionsContext, NamesOnlyContext, type CardActions } from './chart-context';
import { createCardItemCache } from './card-items';
import { CardLayer } from './GraphCards';
import type { CenterRequest, ResetRequest } from './use-chart-state';
import type { SegmentOverlay } from '../model/segment-overlay';
import styles from './OrgGraph.module.css';
import { defineMessages, useT } from '../../../lib/i18n';
import { useLatest } from '../../../lib/use-latest';

const messages = defineMessages({
  controls: {
    id: 'org-chart.zoom.controls',
    defaultMessage: 'Control Panel',
    description: 'The group of zoom buttons on the graph',
  },
  zoomIn: { id: 'org-chart.zoom.in', defaultMessage: 'Zoom In' },
  zoomOut: { id: 'org-chart.zoom.out', defaultMessage: 'Zoom Out' },
  fitView: { id: 'org-chart.zoom.fit', defaultMessage: 'Fit View', description: 'Zooms so that the whole chart fits' },
});

/** Zoom used when moving to a worker from further out: their card in full (see `DETAIL_ZOOM.near`). */
const FOCUS_ZOOM = 0.85;
/** Matches OrgChart.module.css: below this width the details panel lies over the chart. */
const PANEL_OVERLAYS = '(max-width: 1180px)';
/** Whether the details panel lies over the graph (its coming or going then leaves the graph's size alone). */
const panelLiesOverGraph = () => window.matchMedia(PANEL_OVERLAYS).matches;
const MIN_ZOOM = 0.01;
const FIT_ALL = { padding: 0.06, maxZoom: 1 };

export interface OrgGraphProps {
  tree: ReportingTree;
  expanded: Expanded;
  focus: number | null;
  department: string | null;
  colors: ReadonlyMap<string, number>;
  /** The segment shown over the chart, or null. */
  segment?: SegmentOverlay | null;
  center: CenterRequest | null;
  /** "Reset view" asked for the first view again. */
  reset?: ResetRequest | null;
  /** Opens a worker's details where they are. */
  onSelect(index: number): void;
  /** Opens a worker's details and moves the view to them (from a far-out overview). */
  onOpen(index: number): void;
  onToggle(index: number): void;
  /** The element a PNG export captures. */
  canvasRef: RefObject<HTMLDivElement | null>;
}

/** React Flow's own first view, where a focused worker is centred on at once. */
const DEFAULT_VIEW: Viewport = { x: 0, y: 0, zoom: 1 };
const detailOfView = (state: ReactFlowState) => detailLevel(state.transform[2]);
/**
 * The viewport at `zoom` that shows `placement` where a chosen worker's card goes (see
 * `chosenCardSpot`), on a graph of `size`.
 */
function chosenCardView(placement: Placement, size: { width: number; height: number }, zoom: number): Viewport {
  const panel = panelLiesOverGraph() ? 'over' : 'beside';
  return viewportWithCardAt(placement, size, chosenCardSpot(size, panel), zoom);
}
/** The size of the graph on screen now (laid out afresh when the details panel has just come or gone). */
function sizeOf(element: HTMLElement | null): { width: number; height: number } {
  const { width, height } = element?.getBoundingClientRect() ?? { width: 0, height: 0 };
  return { width, height };
}
/** The window around the view, as a string so that the component re-renders only when it moves. */
const windowKey = (state: ReactFlowState) => {
  const [x, y, zoom] = state.transform;
  return windowKeyOf({ x, y, zoom }, state);
};

function GraphCanvas({
  tree,
  expanded,
  focus,
  department,
  colors,
  segment = null,
  center,
  reset = null,
  onSelect,
  onOpen,
  onToggle,
  canvasRef,
}: OrgGraphProps) {
  const t = useT('org-chart');
  // React Flow's own controls, in the reader's language.
  const ariaLabelConfig = useMemo(
    () => ({
      'controls.ariaLabel': t(messages.controls),
      'controls.zoomIn.ariaLabel': t(messages.zoomIn),
      'controls.zoomOut.ariaLabel': t(messages.zoomOut),
      'controls.fitView.ariaLabel': t(messages.fitView),
    }),
    [t],
  );
  const layout = useMemo(() => layoutVisibleTree(tree, expanded), [tree, expanded]);
  const departmentBelow = useMemo(
    () => (department ? countDepartmentBelow(tree, department) : null),
    [tree, department],
  );
  const flow = useReactFlow();
  const store = useStoreApi();
  const [ready, setReady] = useState(false);

  // The first view shows the top of the chart (see openingViewport), unless there is a focused
  // worker to centre on. It is worked out from the layout and the canvas's size before the graph
  // is first drawn, so that the chart never appears elsewhere first.
  const [opening] = useState(() => center ?? (focus === null ? null : { index: focus, key: 'opening' }));
  const target = center ?? opening;
  /** The navigation whose worker the view last moved to (see the effect that moves it). */
  const [centred, setCentred] = useState<string | null>(null);
  // A worker the view is about to move to (a search, a link): the cards are drawn around where it
  // is going, from the graph's size as last measured, rather than where it is. A search then
  // renders and lays out one set of cards, not those around the old view and then the new ones.
  const goingTo = useMemo(() => {
    if (!ready || !target || centred === target.key) return null;
    const placement = layout.byIndex.get(target.index);
    if (!placement) return null;
    const { width, height, transform } = store.getState();
    const viewport = chosenCardView(placement, { width, height }, Math.max(transform[2], FOCUS_ZOOM));
    return { near: windowKeyOf(viewport, { width, height }), detail: detailLevel(viewport.zoom) };
  }, [ready, target, centred, layout, store]);

  // Only the cards near the view are drawn (see `windowAround`): what is drawn and diffed stays
  // bounded by the screen, not the tree, and changes only as the view moves a good way.
  const nearView = useStore(windowKey);
  const near = goingTo?.near ?? nearView;
  const shown = useMemo((): TreeLayout => {
    const window = windowOfKey(near);
    return { ...layout, placements: window ? placementsInWindow(layout, window) : [] };
  }, [layout, near]);
  const [cache] = useState(createCardItemCache);
  const cards = useMemo(
    () => cache.cards(tree, shown, { expanded, focus, department, departmentBelow, colors, segment }),
    [cache, tree, shown, expanded, focus, department, departmentBelow, colors, segment],
  );
  const connectors = useMemo(() => connectorPath(tree, layout, shown.placements), [tree, layout, shown]);
  const blocks = useMemo(() => blockStyles(tree, layout, colors, department), [tree, layout, colors, department]);
  const detailOfViewNow = useStore(detailOfView);
  const detail = goingTo?.detail ?? detailOfViewNow;
  const tiny = detail === 'tiny';

  // Connectors keep their width on screen, and names on cards that show only them their size (see
  // `farNameSize`): set outside React, and only when the zoom passes a step, not on every frame.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let appliedScale = 0;
    let appliedName = 0;
    const apply = (zoom: number) => {
      const scale = connectorScale(zoom);
      if (scale !== appliedScale) {
        appliedScale = scale;
        canvas.style.setProperty('--org-connector-scale', String(scale));
      }
      const name = farNameSize(zoom);
      if (name !== appliedName) {
        appliedName = name;
        canvas.style.setProperty('--org-far-name', `${name}px`);
      }
    };
    apply(store.getState().transform[2]);
    return store.subscribe((state, previous) => {
      if (state.transform !== previous.transform) apply(state.transform[2]);
    });
  }, [store, canvasRef]);

  /** Where the graph is drawn: the canvas, less the controls' strip on a phone (see OrgGraph.module.css). */
  const paneRef = useRef<HTMLDivElement>(null);

  const fitAll = () => {
    const { width, height } = sizeOf(paneRef.current);
    const { minX, minY, maxX, maxY } = layout.bounds;
    const bounds = { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
    void flow.setViewport(getViewportForBounds(bounds, width, height, MIN_ZOOM, FIT_ALL.maxZoom, FIT_ALL.padding));
  };

  // A card that opens or closes stays where it was under the pointer; otherwise the focused card
  // does; when more of the tree has arrived (a tree drawn while pages arrive, then the whole one),
  // the card nearest the middle of the view: what the user is looking at does not move.
  const anchor = useRef<number | null>(null);
  const previousLayout = useRef(layout);
  const previousTree = useRef(tree);
  useLayoutEffect(() => {
    const before = previousLayout.current;
    const grew = previousTree.current !== tree;
    previousLayout.current = layout;
    previousTree.current = tree;
    const toggled = anchor.current;
    anchor.current = null;
    if (before === layout || !ready) return;
    const viewport = flow.getViewport();
    const index =
      toggled ?? focus ?? (grew ? cardNearestMiddle(before, layout, viewport, sizeOf(paneRef.current)) : null);
    if (index === null) return;
    const kept = keptInPlace(viewport, before, layout, index);
    if (kept !== viewport) void flow.setViewport(kept);
  }, [tree, layout, focus, ready, flow]);

  const onToggleRef = useLatest(onToggle);
  const cardActions = useMemo<CardActions>(
    () => ({
      toggle(index) {
        anchor.current = index;
        onToggleRef.current(index);
      },
    }),
    [onToggleRef],
  );

  const [firstView, setFirstView] = useState<Viewport | null>(null);
  const openedEmpty = useRef(false);
  useLayoutEffect(() => {
    if (firstView) return;
    openedEmpty.current = layout.placements.length === 0;
    setFirstView(opening === null ? openingViewport(layout, sizeOf(paneRef.current)) : DEFAULT_VIEW);
  }, [firstView, opening, layout]);
  // Drawn before anyone had arrived (around the loading progress): the first view is worked out
  // when the cards come, before they are painted; a focused worker is centred on below instead.
  useLayoutEffect(() => {
    if (!openedEmpty.current || !ready || layout.placements.length === 0) return;
    openedEmpty.current = false;
    if (target) return;
    void flow.setViewport(openingViewport(layout, sizeOf(paneRef.current)));
  }, [ready, layout, target, flow]);
  useLayoutEffect(() => {
    if (!ready || !target || centred === target.key) return;
    const placement = layout.byIndex.get(target.index);
    if (!placement) return;
    // The render this asks for is the one the viewport's change asks for too: one more pass, not two.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setCentred(target.key);
    const zoom = Math.max(flow.getZoom(), FOCUS_ZOOM);
    // Where the details panel lies over the graph, its coming leaves the graph's size as last
    // measured: no need to lay the page out here (and again once the view has moved).
    const { width, height } = store.getState();
    const size = panelLiesOverGraph() && width > 0 ? { width, height } : sizeOf(paneRef.current);
    void flow.setViewport(chosenCardView(placement, size, zoom));
  }, [ready, target, centred, layout, flow, store]);

  // A worker chosen on the graph, with no details open: the panel opens, beside the graph (which
  // narrows under the card) or over it, and their card moves to the middle of what it leaves in
  // sight, at the same zoom. (A search or a link asks for `center`, handled above; once the panel is
  // open, choosing another card leaves it where it is, in sight.)
  const previousFocus = useRef(focus);
  useLayoutEffect(() => {
    const opened = previousFocus.current === null && focus !== null;
    previousFocus.current = focus;
    if (!opened || !ready || center) return;
    const placement = layout.byIndex.get(focus);
    if (placement) void flow.setViewport(chosenCardView(placement, sizeOf(paneRef.current), flow.getZoom()));
  }, [focus, ready, center, layout, flow]);

  // "Reset view": the first view again, worked out as on the first load (see `openingViewport`) from
  // the opening teams, which the same navigation brought back, and the graph's size now. After the
  // effects above: a layout that changed keeps nobody in place here. A request there already when
  // the graph was drawn (a reload after a reset) was the first view.
  const handledReset = useRef(reset?.key ?? null);
  useLayoutEffect(() => {
    if (!ready || !reset || handledReset.current === reset.key) return;
    handledReset.current = reset.key;
    void flow.setViewport(openingViewport(layout, sizeOf(paneRef.current)));
  }, [ready, reset, layout, flow]);

  return (
    <CardActionsContext.Provider value={cardActions}>
      <NamesOnlyContext.Provider value={detail === 'far'}>
        <div
          ref={canvasRef}
          className={styles.canvas}
          data-zoom={detail}
          data-cards-laid-out={layout.placements.length}
        >
          <div ref={paneRef} className={styles.pane}>
            {firstView ? (
              <ReactFlow
                elementsSelectable={false}
                zoomOnDoubleClick={false}
                // Nothing on the chart can be deleted. React Flow would otherwise take Backspace for its
                // own wherever it is pressed outside a field: in the search, whose keys go to the chosen
                // result while its list is open, Backspace erased nothing.
                deleteKeyCode={null}
                attributionPosition="top-right"
                minZoom={MIN_ZOOM}
                maxZoom={1.6}
                defaultViewport={firstView}
                ariaLabelConfig={ariaLabelConfig}
                onInit={() => setReady(true)}
                onPaneClick={(event) => {
                  if (!tiny) return;
                  const point = flow.screenToFlowPosition({ x: event.clientX, y: event.clientY });
                  const picked = placementAt(layout, point.x, point.y);
                  if (picked !== null) onOpen(picked);
                }}
              >
                {tiny ? (
                  <BlockLayer tree={tree} layout={layout} blocks={blocks} focus={focus} />
                ) : (
                  // One layer in the graph's coordinates: the connectors, then the cards over them. (Each
                  // layer React renders into apart listens for every kind of event on its own.)
                  <ViewportPortal>
                    <Connectors path={connectors} />
                    <CardLayer cards={cards} onSelect={onSelect} onToggle={cardActions.toggle} />
                  </ViewportPortal>
                )}
                <Background variant={BackgroundVariant.Dots} gap={24} size={1.2} />
                <OverviewMap tree={tree} layout={layout} blocks={blocks} focus={focus} />
              </ReactFlow>
            ) : null}
          </div>
          {/* Beside the graph rather than in it (still in React Flow's provider): on a phone they take a
            strip of their own under the graph, where they cover no card; elsewhere they lie over its
            corner as before. Its own fit button: React Flow's would also queue a fit of the cards it
            has measured, carried out whenever cards are next drawn (after a later zoom or focus,
            undoing it). */}
          {firstView ? (
            <Controls showInteractive={false} showFitView={false} position="bottom-left">
              <ControlButton
                className="react-flow__controls-fitview"
                onClick={fitAll}
                title={t(messages.fitView)}
                aria-label={t(messages.fitView)}
              >
                <FitViewIcon />
              </ControlButton>
            </Controls>
          ) : null}
        </div>
      </NamesOnlyContext.Provider>
    </CardActionsContext.Provider>
  );
}

/** React Flow's icon for its fit button. */
function FitViewIcon() {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 30" aria-hidden="true">
      <path d="M3.692 4.63c0-.53.4-.938.939-.938h5.215V0H4.708C2.13 0 0 2.054 0 4.63v5.216h3.692V4.631zM27.354 0h-5.2v3.692h5.17c.53 0 .984.4.984.939v5.215H32V4.631A4.624 4.624 0 0027.354 0zm.954 24.83c0 .532-.4.94-.939.94h-5.215v3.768h5.215c2.577 0 4.631-2.13 4.631-4.707v-5.139h-3.692v5.139zm-23.677.94c-.531 0-.939-.4-.939-.94v-5.138H0v5.139c0 2.577 2.13 4.707 4.708 4.707h5.138V25.77H4.631z" />
    </svg>
  );
}

/**
 * Every connector on the chart, as one path under the cards. React Flow's own edges cost a
 * component, a dozen hooks and an SVG element each; drawn here, a connector costs a few characters
 * of the path.
 */
function Connectors({ path }: { path: string }) {
  return (
    <svg className={styles.connectors} data-connectors="" aria-hidden="true">
      <path className={styles.connector} d={path} />
    </svg>
  );
}

/** The org chart as a pannable, zoomable graph; only the cards on screen are rendered. */
export function OrgGraph(props: OrgGraphProps) {
  return (
    <ReactFlowProvider>
      <GraphCanvas {...props} />
    </ReactFlowProvider>
  );
}
