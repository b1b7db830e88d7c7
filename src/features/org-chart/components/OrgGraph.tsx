import {
  Background, BackgroundVariant, Controls, MiniMap, ReactFlow, ReactFlowProvider, useReactFlow, useStore,
  type Edge, type ReactFlowState,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { ReportingTree } from '../model/build-reporting-tree';
import { countDepartmentBelow } from '../model/departments';
import type { Expanded } from '../model/expansion';
import { CARD, layoutVisibleTree } from '../model/layout';
import { CardActionsContext, type CardActions } from './chart-context';
import { createFlowElementCache } from './flow-elements';
import { edgeTypes, nodeTypes, type CardFlowNode } from './GraphCards';
import type { CenterRequest } from './use-chart-state';
import styles from './OrgGraph.module.css';

/** Below this zoom, cards show only the name (too small to read the rest, and cheaper to draw). */
const FAR_ZOOM = 0.45;
/** Zoom used when moving to a worker from further out. */
const FOCUS_ZOOM = 0.85;
/** Matches OrgChart.module.css: below this width the details panel lies over the chart. */
const PANEL_OVERLAYS = '(max-width: 1180px)';
// Cards off screen are never rendered, hence never measured: fit them by their declared size.
const FIT_ALL = { padding: 0.06, maxZoom: 1, includeHiddenNodes: true };
/** The opening view stays close enough to read names, even if the opening chart is wider. */
const FIT_OPENING = { ...FIT_ALL, minZoom: 0.3 };
export const orgGraphMarks = { focusCentered: 'org-chart:focus-centered' } as const;

export interface OrgGraphProps {
  tree: ReportingTree;
  expanded: Expanded;
  focus: number | null;
  department: string | null;
  colors: ReadonlyMap<string, number>;
  center: CenterRequest | null;
  onSelect(index: number): void;
  onToggle(index: number): void;
  /** The element a PNG export captures. */
  canvasRef: RefObject<HTMLDivElement | null>;
}

const isFar = (state: ReactFlowState) => state.transform[2] < FAR_ZOOM;

const miniMapClass = (node: CardFlowNode) => {
  if (node.type === 'group') return styles.miniGroup!;
  if (node.data.dimmed) return styles.miniDimmed!;
  return node.data.color === null ? styles.miniPlain! : styles[`miniDept${node.data.color}`]!;
};

function GraphCanvas({ tree, expanded, focus, department, colors, center, onSelect, onToggle, canvasRef }: OrgGraphProps) {
  const layout = useMemo(() => layoutVisibleTree(tree, expanded), [tree, expanded]);
  const departmentBelow = useMemo(() => (department ? countDepartmentBelow(tree, department) : null), [tree, department]);
  const [cache] = useState(createFlowElementCache);
  const nodes = useMemo(
    () => cache.nodes(tree, layout, { expanded, focus, department, departmentBelow, colors }),
    [cache, tree, layout, expanded, focus, department, departmentBelow, colors],
  );
  const edges = useMemo(() => cache.edges(tree, layout), [cache, tree, layout]);
  const flow = useReactFlow<CardFlowNode, Edge>();
  const far = useStore(isFar);
  const [ready, setReady] = useState(false);

  // A card that opens or closes stays where it was under the pointer; otherwise the focused card does.
  const anchor = useRef<number | null>(null);
  const previousLayout = useRef(layout);
  useLayoutEffect(() => {
    const before = previousLayout.current;
    previousLayout.current = layout;
    const index = anchor.current ?? focus;
    anchor.current = null;
    if (before === layout || !ready || index === null) return;
    const from = before.byIndex.get(index);
    const to = layout.byIndex.get(index);
    if (!from || !to || (from.x === to.x && from.y === to.y)) return;
    const { x, y, zoom } = flow.getViewport();
    void flow.setViewport({ x: x - (to.x - from.x) * zoom, y: y - (to.y - from.y) * zoom, zoom });
  }, [layout, focus, ready, flow]);

  const onToggleRef = useRef(onToggle);
  useEffect(() => {
    onToggleRef.current = onToggle;
  });
  const cardActions = useMemo<CardActions>(
    () => ({
      toggle(index) {
        anchor.current = index;
        onToggleRef.current(index);
      },
    }),
    [],
  );

  // The first view fits the opening chart, unless there is a focused worker to centre on.
  const [opening] = useState(() => center ?? (focus === null ? null : { index: focus, key: 'opening' }));
  const target = center ?? opening;
  const handledCenter = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || !target || handledCenter.current === target.key) return;
    const placement = layout.byIndex.get(target.index);
    if (!placement) return;
    handledCenter.current = target.key;
    const zoom = Math.max(flow.getZoom(), FOCUS_ZOOM);
    const { width, height } = canvasRef.current?.getBoundingClientRect() ?? { width: 0, height: 0 };
    // Where the card lands: the middle, or clear of the details panel where it overlays the chart.
    const [across, down] = window.matchMedia(PANEL_OVERLAYS).matches ? (width < 600 ? [0.5, 0.2] : [0.32, 0.3]) : [0.5, 0.5];
    void flow.setViewport({
      x: width * across - (placement.x + CARD.width / 2) * zoom,
      y: height * down - (placement.y + CARD.height / 2) * zoom,
      zoom,
    });
    performance.mark(orgGraphMarks.focusCentered);
  }, [ready, target, layout, flow, canvasRef]);

  return (
    <CardActionsContext.Provider value={cardActions}>
      <div ref={canvasRef} className={styles.canvas} data-zoom={far ? 'far' : 'near'}>
        <ReactFlow<CardFlowNode, Edge>
          nodes={nodes}
          edges={edges}
          nodeTypes={nodeTypes}
          edgeTypes={edgeTypes}
          onlyRenderVisibleElements
          nodesDraggable={false}
          nodesConnectable={false}
          nodesFocusable={false}
          edgesFocusable={false}
          elementsSelectable={false}
          zoomOnDoubleClick={false}
          minZoom={0.01}
          maxZoom={1.6}
          fitView={opening === null}
          fitViewOptions={FIT_OPENING}
          onInit={() => setReady(true)}
          onNodeClick={(_, node) => onSelect(node.data.node.index)}
          onNodeDoubleClick={(_, node) => {
            if (node.data.node.children.length > 0) cardActions.toggle(node.data.node.index);
          }}
        >
          <Background variant={BackgroundVariant.Dots} gap={24} size={1.2} />
          <Controls showInteractive={false} position="bottom-left" fitViewOptions={FIT_ALL} />
          <MiniMap<CardFlowNode>
            pannable
            zoomable
            position="bottom-right"
            nodeClassName={miniMapClass}
            nodeBorderRadius={16}
            ariaLabel="Overview of the whole chart"
          />
        </ReactFlow>
      </div>
    </CardActionsContext.Provider>
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
