import type { ClauseInsight, PreviewSnapshot } from '../model/preview-engine';

const signature = (insight: ClauseInsight) =>
  JSON.stringify([insight.count, insight.onlyThis, insight.reason, insight.unknownValues]);

/**
 * Each clause's insight, kept as the same object while it does not change, so that after an
 * evaluation only the clauses whose counts or warnings changed render again.
 */
export class ClauseInsightsStore {
  private insights = new Map<string, { insight: ClauseInsight; signature: string }>();
  private listeners = new Set<() => void>();

  update(snapshot: PreviewSnapshot | null) {
    const next = new Map<string, { insight: ClauseInsight; signature: string }>();
    for (const [key, insight] of snapshot?.clauses ?? []) {
      const current = this.insights.get(key);
      const text = signature(insight);
      next.set(key, current && current.signature === text ? current : { insight, signature: text });
    }
    this.insights = next;
    for (const listener of this.listeners) listener();
  }

  get = (key: string): ClauseInsight | undefined => this.insights.get(key)?.insight;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}
