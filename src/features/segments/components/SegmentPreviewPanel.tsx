import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { OrgChartWorker } from '../../../../contract';
import { formatInteger } from '../../../lib/format';
import { defineMessages, T, useT } from '../../../lib/i18n';
import { describeCount } from '../model/preview-text';
import { reasonText } from '../../../lib/segment-rules/reason-text';
import { usePersonChecks } from './person-check-context';
import { previewMarks, usePreview, type PreviewView } from './use-segment-preview';
import styles from './Preview.module.css';

const ROW_HEIGHT = 56;

export const PREVIEW_PANEL_ID = 'segment-preview';

const messages = defineMessages({
  title: { id: 'segments.preview.title', defaultMessage: 'Who this selects' },
  source: { id: 'segments.preview.source', defaultMessage: 'Counted in your browser from the org chart’s fields.' },
  failed: { id: 'segments.preview.failed', defaultMessage: 'The workers could not be read, so there is no preview.' },
  tryAgain: { id: 'segments.preview.tryAgain', defaultMessage: 'Try again' },
  reading: {
    id: 'segments.preview.reading',
    defaultMessage:
      '{progress, select, none {Reading the workers… } some {Reading the workers… {loaded}} other {Reading the workers… {loaded} of {total}}}',
    description: '{loaded} and {total}: numbers of workers read so far, and in all',
  },
  members: { id: 'segments.preview.members', defaultMessage: 'Members ({count})' },
  joining: { id: 'segments.preview.joining', defaultMessage: 'Joining ({count})' },
  leaving: { id: 'segments.preview.leaving', defaultMessage: 'Leaving ({count})' },
  manual: {
    id: 'segments.preview.manual',
    defaultMessage: 'Manual segment: the included workers, less the excluded ones.',
  },
  partial: {
    id: 'segments.preview.partial',
    defaultMessage:
      '{bound, select, at_least {<b>Partial preview:</b> {count, plural, one {one clause is} other {# clauses are}} not counted here, so the number is a lower bound.} other {<b>Partial preview:</b> {count, plural, one {one clause is} other {# clauses are}} not counted here, so the number is an upper bound.}}',
  },
  partialClause: { id: 'segments.preview.partialClause', defaultMessage: 'Clause {number}: {reason}.' },
  unknownIncluded: {
    id: 'segments.preview.unknownIncluded',
    defaultMessage:
      '{count, plural, one {One included id names no worker in the org chart: {ids}.} other {# included ids name no worker in the org chart: {ids}.}}',
  },
  views: { id: 'segments.preview.views', defaultMessage: 'Workers to list' },
  membersLabel: { id: 'segments.preview.membersLabel', defaultMessage: 'Members' },
  nobody: {
    id: 'segments.preview.nobody',
    defaultMessage: '{view, select, joining {Joining: nobody.} leaving {Leaving: nobody.} other {Members: nobody.}}',
  },
  noName: { id: 'segments.preview.noName', defaultMessage: '(no name)' },
  noDetails: { id: 'segments.preview.noDetails', defaultMessage: 'No job title, department or stage' },
  check: { id: 'segments.preview.check', defaultMessage: 'Check' },
  checkLabel: { id: 'segments.preview.checkLabel', defaultMessage: 'Check why {name} is in or out' },
});

/** Who the segment selects as the form stands, with the members listed and linked to the org chart. */
export function SegmentPreviewPanel({ manual }: { manual: boolean }) {
  const t = useT('segments', 'segmentRules');
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
          {t(messages.title)}
        </h2>
        <p className={`muted ${styles.source}`}>{t(messages.source)}</p>
      </div>
      {snapshot ? (
        <PreviewBody manual={manual} />
      ) : error ? (
        <div className="alert alert-danger" role="alert">
          <p>{t(messages.failed)}</p>
          <button type="button" className="btn btn-small" onClick={preview.retry}>
            {t(messages.tryAgain)}
          </button>
        </div>
      ) : (
        <p role="status">
          {t(messages.reading, {
            progress: !loading || loading.loaded === 0 ? 'none' : loading.total ? 'total' : 'some',
            loaded: formatInteger(loading?.loaded ?? 0),
            total: formatInteger(loading?.total ?? 0),
          })}
        </p>
      )}
    </section>
  );
}

function PreviewBody({ manual }: { manual: boolean }) {
  const t = useT('segments', 'segmentRules');
  const { snapshot, workers, view, showView, comparesWithSaved } = usePreview();
  useEffect(() => {
    if (snapshot) performance.mark(previewMarks.updated);
  }, [snapshot]);
  if (!snapshot) return null;
  const countText = describeCount(snapshot.count, snapshot.total, snapshot.bound, t);
  const change = snapshot.sinceSaved;
  const listed =
    view === 'joining' && change ? change.joined : view === 'leaving' && change ? change.left : snapshot.members;
  const views: { view: PreviewView; label: string }[] = [
    { view: 'members', label: t(messages.members, { count: formatInteger(snapshot.count) }) },
  ];
  if (comparesWithSaved && change) {
    views.push({ view: 'joining', label: t(messages.joining, { count: formatInteger(change.joined.length) }) });
    views.push({ view: 'leaving', label: t(messages.leaving, { count: formatInteger(change.left.length) }) });
  }
  return (
    <>
      <p className={styles.count} data-testid="preview-count">
        {countText}
      </p>
      <CountAnnouncer text={countText} />
      {manual ? <p className="field-hint">{t(messages.manual)}</p> : null}
      {snapshot.partial.length > 0 ? (
        <div className="alert alert-warning">
          <div className="stack">
            <p>
              <T
                message={messages.partial}
                values={{
                  bound: snapshot.bound,
                  count: snapshot.partial.length,
                  b: (chunks) => <strong>{chunks}</strong>,
                }}
              />
            </p>
            <ul className={styles.partial}>
              {snapshot.partial.map((item) => (
                <li key={item.number}>
                  {t(messages.partialClause, { number: item.number, reason: reasonText(item.reason, t) })}
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
      {snapshot.unknownIncluded.length > 0 ? (
        <p className="field-hint">
          {t(messages.unknownIncluded, {
            count: snapshot.unknownIncluded.length,
            ids: snapshot.unknownIncluded.join(', '),
          })}
        </p>
      ) : null}
      {views.length > 1 ? (
        <div className={styles.views} role="group" aria-label={t(messages.views)}>
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
        label={views.find((option) => option.view === view)?.label ?? t(messages.membersLabel)}
        empty={t(messages.nobody, { view: views.find((option) => option.view === view)?.view ?? 'members' })}
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
  empty,
}: {
  indexes: ArrayLike<number>;
  workers: readonly OrgChartWorker[];
  label: string;
  /** Said when nobody is listed. */
  empty: string;
}) {
  const t = useT('segments', 'segmentRules');
  const scroller = useRef<HTMLDivElement>(null);
  const checks = usePersonChecks();
  const virtualizer = useVirtualizer({
    count: indexes.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 600, height: 360 },
  });
  if (indexes.length === 0) return <p className={styles.empty}>{empty}</p>;
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
                {worker.name?.trim() || worker.id || t(messages.noName)}
              </Link>
              <span className={styles.rowDetail}>{details || t(messages.noDetails)}</span>
              {checks ? (
                <button
                  type="button"
                  className={`btn btn-small btn-ghost ${styles.rowCheck}`}
                  aria-label={t(messages.checkLabel, { name: worker.name?.trim() || worker.id })}
                  onClick={() => checks.check(indexes[item.index]!)}
                >
                  {t(messages.check)}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
