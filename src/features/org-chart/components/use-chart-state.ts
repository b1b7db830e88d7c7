import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ReportingTree } from '../model/build-reporting-tree';
import {
  collapseAllBelow,
  defaultExpanded,
  expandAllBelow,
  toggleExpanded,
  withPathExpanded,
  type ExpandAllResult,
  type Expanded,
} from '../model/expansion';
import {
  decodeExpanded,
  encodeExpanded,
  focusLinkSearches,
  readViewParams,
  viewSearch,
  type ChartView,
  type ChartViewState,
} from '../model/url-state';
import { useLatest } from '../../../lib/use-latest';

/**
 * "Expand all" opens every level: the layout of the whole tree is linear and drawing is bounded by
 * the screen (see OrgGraph), so there is no limit.
 */
const EXPAND_ALL_LIMIT = Infinity;

export type ChartState = ChartViewState;

/** Set when the view should move to the focused worker: once per navigation that asked for it. */
export interface CenterRequest {
  index: number;
  /** The navigation that asked (a new one each time). */
  key: string;
}

/**
 * Set when the graph should go back to its first view ("Reset view"): once per navigation that
 * asked for it, even one that leaves the URL as it was (the view may have moved without it).
 */
export interface ResetRequest {
  /** The navigation that asked (a new one each time). */
  key: string;
}

interface NavigationState {
  center?: boolean;
  reset?: boolean;
}

export interface ChartActions {
  toggle(index: number): void;
  expandAllBelow(index: number): ExpandAllResult;
  collapseAllBelow(index: number): void;
  expandEverything(): ExpandAllResult;
  collapseEverything(): void;
  resetView(): void;
  /** Focuses a worker (their path opens); `center` moves the view to them. Goes into history. */
  focus(index: number, options?: { center?: boolean }): void;
  clearFocus(): void;
  setView(view: ChartView): void;
  setDepartment(department: string | null): void;
  setSegment(segment: string | null): void;
  /** The query string that focuses `index`, for links. */
  focusSearch(index: number): string;
}

/**
 * The org chart's view state lives in the URL (focused worker, expanded set, view, highlighted
 * department), so that a link, a reload or Back reopens the same view. The URL is the only source:
 * actions navigate, and the state is read back from the location.
 */
export function useChartState(tree: ReportingTree): {
  state: ChartState;
  center: CenterRequest | null;
  reset: ResetRequest | null;
  actions: ChartActions;
} {
  const location = useLocation();
  const navigate = useNavigate();
  const [firstKey] = useState(location.key);
  const opening = useOpening(tree);
  const openingEncoded = useMemo(() => encodeExpanded(tree, opening), [tree, opening]);

  const state = useMemo((): ChartState => {
    const params = readViewParams(new URLSearchParams(location.search));
    let expanded = params.open === null ? opening : decodeExpanded(tree, params.open);
    const focus = params.focus === null ? null : (tree.indexByKey.get(params.focus) ?? null);
    if (focus !== null) expanded = withPathExpanded(tree, expanded, focus);
    return { expanded, focus, view: params.view, department: params.department, segment: params.segment };
  }, [location.search, tree, opening]);

  const navigationState = location.state as NavigationState | null;
  const wantsCenter = navigationState?.center === true || location.key === firstKey;
  const centerIndex = wantsCenter ? state.focus : null;
  const center = useMemo(
    () => (centerIndex === null ? null : { index: centerIndex, key: location.key }),
    [centerIndex, location.key],
  );
  const wantsReset = navigationState?.reset === true;
  const reset = useMemo(() => (wantsReset ? { key: location.key } : null), [wantsReset, location.key]);

  // Actions that run on events are the same functions for the life of the page (cards receive them
  // through context and must not re-render when the URL changes); they read the latest values from
  // here. Only `focusSearch`, called while rendering, follows each render's tree and view.
  const latest = useLatest({ tree, state, search: location.search, opening, openingEncoded, navigate });

  const stableActions = useMemo((): Omit<ChartActions, 'focusSearch'> => {
    const searchFor = (next: ChartState) => {
      const { tree: currentTree, search, openingEncoded: openingOpen } = latest.current;
      return viewSearch(currentTree, search, openingOpen, next);
    };
    const commit = (next: ChartState, { push = false, center: centerOnFocus = false, reset = false } = {}) => {
      // Rendered at once rather than as a transition: an expand or a focus answers within the frame.
      latest.current.navigate(
        { search: searchFor(next) },
        {
          replace: !push,
          state: centerOnFocus
            ? ({ center: true } satisfies NavigationState)
            : reset
              ? ({ reset: true } satisfies NavigationState)
              : null,
          preventScrollReset: true,
          flushSync: true,
        },
      );
    };
    const current = () => latest.current.state;
    const currentTree = () => latest.current.tree;
    const withExpanded = (expanded: Expanded) => commit({ ...current(), expanded });
    return {
      toggle: (index) => withExpanded(toggleExpanded(current().expanded, index)),
      expandAllBelow(index) {
        const result = expandAllBelow(currentTree(), current().expanded, index, EXPAND_ALL_LIMIT);
        withExpanded(result.expanded);
        return result;
      },
      collapseAllBelow: (index) => withExpanded(collapseAllBelow(currentTree(), current().expanded, index)),
      expandEverything() {
        const tree = currentTree();
        let expanded: Set<number> = new Set(current().expanded);
        let complete = true;
        let levels = 0;
        for (const root of tree.roots) {
          const result = expandAllBelow(tree, expanded, root, EXPAND_ALL_LIMIT);
          expanded = result.expanded;
          complete &&= result.complete;
          levels = Math.max(levels, result.levels);
        }
        withExpanded(expanded);
        return { expanded, complete, levels };
      },
      collapseEverything: () => commit({ ...current(), expanded: new Set(), focus: null }),
      // The teams, the highlight and the details as the page opens; the graph's zoom and position too
      // (OrgGraph, told by the navigation's `reset`).
      resetView: () =>
        commit({ ...current(), expanded: latest.current.opening, focus: null, department: null }, { reset: true }),
      focus(index, { center: centerOnFocus = true } = {}) {
        const expanded = withPathExpanded(currentTree(), current().expanded, index);
        commit({ ...current(), expanded, focus: index }, { push: true, center: centerOnFocus });
      },
      clearFocus: () => commit({ ...current(), focus: null }),
      setView: (view) => commit({ ...current(), view }),
      setDepartment: (department) => commit({ ...current(), department }),
      setSegment: (segment) => commit({ ...current(), segment }),
    };
  }, [latest]);

  // Links are worked out while rendering, from this render's tree and view (the chart can go from
  // loading to loaded in one render, before `latest` has caught up).
  const focusSearch = useMemo(
    () => focusLinkSearches(tree, location.search, openingEncoded, state),
    [tree, location.search, openingEncoded, state],
  );
  const actions = useMemo(() => ({ ...stableActions, focusSearch }), [stableActions, focusSearch]);

  return { state, center, reset, actions };
}

/**
 * The teams open as the chart opens: worked out from the first tree drawn, and kept while the rest
 * of the same load arrives (trees `arriving`, then the whole one), so that no team the user is
 * looking at opens or closes as pages land. A tree that follows a whole one opens afresh.
 */
function useOpening(tree: ReportingTree): Expanded {
  const [held, setHeld] = useState(() => ({ tree, opening: defaultExpanded(tree) }));
  if (held.tree === tree) return held.opening;
  const opening = held.tree.arriving ? held.opening : defaultExpanded(tree);
  setHeld({ tree, opening });
  return opening;
}
