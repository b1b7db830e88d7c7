import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import type { UseFormGetValues, UseFormSubscribe } from 'react-hook-form';
import type { OrgChartWorker } from '../../../../contract';
import { useOrgChartWorkers } from '../../../lib/workforce/org-chart-workers';
import type { SegmentFormValues } from '../model/form-values';
import { PreviewEngine, type PreviewSnapshot } from '../model/preview-engine';
import { ClauseInsightsStore } from './clause-insights-store';
import { createPreviewThread } from '../thread/preview-thread';
import { unknownValues } from '../model/value-warnings';

/** Fields with few distinct values, whose values the editor suggests (names and ids are each their own). */
const SUGGESTED_FIELDS = ['department', 'jobTitle', 'lifecycleStage', 'manager'] as const;

/** The preview follows typing after a short pause, then is current. */
export const PREVIEW_DELAY_MS = 120;

/** Timing marks for the benchmark (`scripts/bench/segments.bench.mjs`): a new count is on screen. */
export const previewMarks = { updated: 'segments:preview-updated' } as const;

export interface SegmentPreview {
  workers: readonly OrgChartWorker[];
  engine: PreviewEngine | null;
  snapshot: PreviewSnapshot | null;
  loading: { loaded: number; total: number | null } | null;
  error: Error | null;
  retry: () => void;
  /** Whether the form is compared with a saved version. */
  comparesWithSaved: boolean;
  /** Each clause's count and warnings, followed clause by clause. */
  insights: ClauseInsightsStore;
  /** Which workers the panel lists. */
  view: PreviewView;
  showView: (view: PreviewView) => void;
}

export type PreviewView = 'members' | 'joining' | 'leaving';

const noPreview: SegmentPreview = {
  workers: [],
  engine: null,
  snapshot: null,
  loading: null,
  error: null,
  retry: () => undefined,
  comparesWithSaved: false,
  view: 'members',
  showView: () => undefined,
  insights: new ClauseInsightsStore(),
};

export const PreviewContext = createContext<SegmentPreview>(noPreview);

export function usePreview(): SegmentPreview {
  return useContext(PreviewContext);
}

/** The prepared workers alone: changes once per dataset, not on every evaluation. */
export const PreviewEngineContext = createContext<PreviewEngine | null>(null);

/** The clause insights alone (a store that keeps its identity). */
export const ClauseInsightsContext = createContext<ClauseInsightsStore>(noPreview.insights);

export function usePreviewEngine(): PreviewEngine | null {
  return useContext(PreviewEngineContext);
}

/**
 * Who the form's current values select, re-evaluated a short pause after each change, from the
 * org chart's workers (read once through the org chart's own query).
 */
export function useSegmentPreview(
  subscribe: UseFormSubscribe<SegmentFormValues>,
  getValues: UseFormGetValues<SegmentFormValues>,
  saved: SegmentFormValues | null,
): SegmentPreview {
  const workers = useOrgChartWorkers();
  const items = workers.complete ? workers.items : null;
  const engine = useMemo(() => (items ? new PreviewEngine(items.records(), unknownValues) : null), [items]);
  const [view, setView] = useState<PreviewView>('members');
  const [result, setResult] = useState<{ engine: PreviewEngine; snapshot: PreviewSnapshot } | null>(null);

  const thread = useMemo(() => (engine ? createPreviewThread(engine.workers, engine) : null), [engine]);
  useEffect(() => () => thread?.dispose(), [thread]);

  // The fields whose values a value field suggests, made ahead in short tasks rather than on focus.
  useEffect(() => {
    if (!engine) return;
    const controller = new AbortController();
    void engine.columns.prepare(SUGGESTED_FIELDS, controller.signal);
    return () => controller.abort();
  }, [engine]);

  useEffect(() => {
    if (!engine || !thread) return;
    let latest = 0;
    const evaluate = (values: SegmentFormValues) => {
      const request = (latest += 1);
      void thread.run(structuredClone(values), saved).then((snapshot) => {
        if (request === latest) setResult({ engine, snapshot });
      });
    };
    evaluate(getValues());
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        clearTimeout(timer);
        timer = setTimeout(() => evaluate(values as SegmentFormValues), PREVIEW_DELAY_MS);
      },
    });
    return () => {
      clearTimeout(timer);
      latest = -1;
      unsubscribe();
    };
  }, [engine, thread, saved, subscribe, getValues]);

  const snapshot = result && result.engine === engine ? result.snapshot : null;
  const [insights] = useState(() => new ClauseInsightsStore());
  useEffect(() => insights.update(snapshot), [insights, snapshot]);
  return {
    workers: engine?.workers ?? [],
    engine,
    snapshot,
    loading: workers.complete ? null : workers.progress,
    error: workers.complete ? null : workers.error,
    retry: workers.error ? workers.resume : workers.reload,
    comparesWithSaved: saved !== null,
    view,
    showView: setView,
    insights,
  };
}
