import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { OrgChartWorker } from '../../../../contract';
import { formatInteger } from '../../../lib/format';
import { describeCount } from '../model/preview-text';
import { usePersonChecks } from './person-check-context';
import { previewMarks, usePreview, type PreviewView } from './use-segment-preview';
import styles from './Preview.module.css';

const ROW_HEIGHT = 56;

export const PREVIEW_PANEL_ID = 'segment-preview';

/** Who the segment selects as the form stands, with the members listed and linked to the org chart. */
export function SegmentPreviewPanel({ manual }: { manual: boolean }) {
  const preview = usePreview();
  const { snapshot, loading, error } = preview;
  return (
    <section
      id={PREVIEW_PANEL_ID}
      className={`card ${styles.panel}`}
      aria-labelledby="segment-preview-title"
      tabIndex={-1}
    >
      <div className={styles.heading}>
        <h2 id="segment-preview-title" className={styles.title}>
          Who this selects
        </h2>
        <p className={`muted ${styles.source}`}>Counted in your browser from the org chart’s fields.</p>
      </div>
      {snapshot ? (
        <PreviewBody manual={manual} />
      ) : error ? (
        <div className="alert alert-danger" role="alert">
          <p>The workers could not be read, so there is no preview.</p>
          <button type="button" className="btn btn-small" onClick={preview.retry}>
            Try again
          </button>
        </div>
      ) : (
        <p role="status">
          Reading the workers…{' '}
          {loading && loading.loaded > 0
            ? `${formatInteger(loading.loaded)}${loading.total ? ` of ${formatInteger(loading.total)}` : ''}`
            : ''}
        </p>
      )}
    </section>
  );
}

function PreviewBody({ manual }: { manual: boolean }) {
  const { snapshot, workers, view, showView, comparesWithSaved } = usePreview();
  useEffect(() => {
    if (snapshot) performance.mark(previewMarks.updated);
  }, [snapshot]);
  if (!snapshot) return null;
  const countText = describeCount(snapshot.count, snapshot.total, snapshot.bound);
  const change = snapshot.sinceSaved;
  const listed =
    view === 'joining' && change ? change.joined : view === 'leaving' && change ? change.left : snapshot.members;
  const views: { view: PreviewView; label: string }[] = [
    { view: 'members', label: `Members (${formatInteger(snapshot.count)})` },
  ];
  if (comparesWithSaved && change) {
    views.push({ view: 'joining', label: `Joining (${formatInteger(change.joined.length)})` });
    views.push({ view: 'leaving', label: `Leaving (${formatInteger(change.left.length)})` });
  }
  return (
    <>
      <p className={styles.count} data-testid="preview-count">
        {countText}
      </p>
      <CountAnnouncer text={countText} />
      {manual ? <p className="field-hint">Manual segment: the included workers, less the excluded ones.</p> : null}
      {snapshot.partial.length > 0 ? (
        <div className="alert alert-warning">
          <div className="stack">
            <p>
              <strong>Partial preview:</strong>{' '}
              {snapshot.partial.length === 1 ? 'one clause is' : `${snapshot.partial.length} clauses are`} not counted
              here, so the number is {snapshot.bound === 'at_least' ? 'a lower' : 'an upper'} bound.
            </p>
            <ul className={styles.partial}>
              {snapshot.partial.map((item) => (
                <li key={item.number}>
                  Clause {item.number}: {item.reason}.
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
      {snapshot.unknownIncluded.length > 0 ? (
        <p className="field-hint">
          {snapshot.unknownIncluded.length === 1
            ? 'One included id names'
            : `${snapshot.unknownIncluded.length} included ids name`}{' '}
          no worker in the org chart: {snapshot.unknownIncluded.join(', ')}.
        </p>
      ) : null}
      {views.length > 1 ? (
        <div className={styles.views} role="group" aria-label="Workers to list">
          {views.map((option) => (
            <button
              key={option.view}
              type="button"
              className="btn btn-small"
              aria-pressed={view === option.view}
              onClick={() => showView(option.view)}
            >
              {option.label}
            </button>
          ))}
        </div>
      ) : null}
      <WorkerList
        indexes={listed}
        workers={workers}
        label={views.find((option) => option.view === view)?.label ?? 'Members'}
      />
    </>
  );
}

/** Says the count to screen readers, politely, once per pause (the preview updates once per pause). */
function CountAnnouncer({ text }: { text: string }) {
  const [spoken, setSpoken] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSpoken(text), 400);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true">
      {spoken}
    </p>
  );
}

function WorkerList({
  indexes,
  workers,
  label,
}: {
  indexes: ArrayLike<number>;
  workers: readonly OrgChartWorker[];
  label: string;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const checks = usePersonChecks();
  const virtualizer = useVirtualizer({
    count: indexes.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 600, height: 360 },
  });
  if (indexes.length === 0) return <p className={styles.empty}>{`${label.replace(/ \(.*/, '')}: nobody.`}</p>;
  return (
    <div ref={scroller} className={styles.list} tabIndex={0} role="region" aria-label={label}>
      <ul className={styles.rows} style={{ height: virtualizer.getTotalSize() }} aria-label={label}>
        {virtualizer.getVirtualItems().map((item) => {
          const worker = workers[indexes[item.index]!]!;
          const details = [worker.jobTitle, worker.department, worker.lifecycleStage].filter(Boolean).join(' · ');
          return (
            <li
              key={item.key}
              className={styles.row}
              style={{ top: item.start, height: ROW_HEIGHT }}
              aria-setsize={indexes.length}
              aria-posinset={item.index + 1}
            >
              <Link to={`/org-chart?focus=${encodeURIComponent(worker.id)}`}>
                {worker.name?.trim() || worker.id || '(no name)'}
              </Link>
              <span className={styles.rowDetail}>{details || 'No job title, department or stage'}</span>
              {checks ? (
                <button
                  type="button"
                  className={`btn btn-small btn-ghost ${styles.rowCheck}`}
                  aria-label={`Check why ${worker.name?.trim() || worker.id} is in or out`}
                  onClick={() => checks.check(indexes[item.index]!)}
                >
                  Check
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
