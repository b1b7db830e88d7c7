import { useMemo } from 'react';
import { Link } from 'react-router';
import { defineMessages, useT } from '../../../lib/i18n';
import { segmentsOfOneWorker } from '../../../lib/segment-rules/person-segments';
import { reasonText } from '../../../lib/segment-rules/reason-text';
import { useSegmentRules } from '../../../lib/segment-rules/use-segment-rules';
import { useAfterPaint } from '../../../lib/use-after-paint';
import { useOrgChartWorkers } from '../../../lib/workforce/org-chart-workers';
import styles from './PersonSegments.module.css';

const messages = defineMessages({
  title: { id: 'org-chart.personSegments.title', defaultMessage: 'Segments' },
  count: { id: 'org-chart.personSegments.count', defaultMessage: '({count, number})' },
  failed: { id: 'org-chart.personSegments.failed', defaultMessage: 'The segments could not be read.' },
  checking: { id: 'org-chart.personSegments.checking', defaultMessage: 'Checking the segments…' },
  checkingProgress: {
    id: 'org-chart.personSegments.checkingProgress',
    defaultMessage: 'Checking the segments… {read, number} of {total, number}',
  },
  none: { id: 'org-chart.personSegments.none', defaultMessage: '{name} is in no segment.' },
  memberOf: { id: 'org-chart.personSegments.memberOf', defaultMessage: 'Segments {name} is in' },
  mayBeNote: {
    id: 'org-chart.personSegments.mayBeNote',
    defaultMessage: 'May be in (the browser cannot check every clause):',
  },
  mayBeIn: { id: 'org-chart.personSegments.mayBeIn', defaultMessage: 'Segments {name} may be in' },
  mayBe: {
    id: 'org-chart.personSegments.mayBe',
    defaultMessage: 'may be: clause {clause}: {reason}',
    description: 'After a segment’s name: the first clause the browser cannot check, and why',
  },
  unread: {
    id: 'org-chart.personSegments.unread',
    defaultMessage:
      '{count, plural, one {# segment could not be read, so is not checked.} other {# segments could not be read, so are not checked.}}',
  },
});

/**
 * The segments a worker is in, decided by the evaluator the segment editor counts with, across
 * every segment of the workspace; segments whose clauses cannot all be evaluated here are "may
 * be", with the reason. Nothing for a caller who may not read segments (and nothing is asked).
 */
export function PersonSegments({ index, name }: { index: number; name: string }) {
  const t = useT('org-chart', 'segmentRules');
  const workers = useOrgChartWorkers();
  const table = workers.complete ? workers.items : null;
  // The panel is drawn first; the segments are asked for once it is on screen.
  const painted = useAfterPaint(table !== null);
  const { allowed, rules, read, total, failed, error } = useSegmentRules({ enabled: painted });
  // The worker alone is read: every worker's record would hold up the click that chose them.
  const found = useMemo(() => {
    if (!rules || !table || index >= table.length) return null;
    const worker = table.record(index);
    return segmentsOfOneWorker(worker, !worker.id || table.indexOf(worker.id) === index, rules);
  }, [rules, table, index]);
  if (!allowed || !table || index >= table.length) return null;
  const titleId = `person-segments-${index}`;
  return (
    <section className={styles.section} aria-labelledby={titleId} aria-busy={found === null && !error}>
      <h3 id={titleId}>
        {t(messages.title)}{' '}
        {found ? <span className="muted">{t(messages.count, { count: found.member.length })}</span> : null}
      </h3>
      {error ? (
        <p className={styles.note}>{t(messages.failed)}</p>
      ) : !found ? (
        <p className={styles.note} role="status">
          {total !== null ? t(messages.checkingProgress, { read, total }) : t(messages.checking)}
        </p>
      ) : (
        <>
          {found.member.length === 0 ? (
            <p className={styles.note}>{t(messages.none, { name })}</p>
          ) : (
            <ul className={styles.list} aria-label={t(messages.memberOf, { name })}>
              {found.member.map((segment) => (
                <li key={segment.id}>
                  <Link to={`/segments/${encodeURIComponent(segment.id)}`}>{segment.name}</Link>
                </li>
              ))}
            </ul>
          )}
          {found.maybe.length > 0 ? (
            <>
              <p className={styles.note}>{t(messages.mayBeNote)}</p>
              <ul className={styles.list} aria-label={t(messages.mayBeIn, { name })}>
                {found.maybe.map((segment) => (
                  <li key={segment.id}>
                    <Link to={`/segments/${encodeURIComponent(segment.id)}`}>{segment.name}</Link>
                    {segment.uncertainClause ? (
                      <span className={styles.reason}>
                        {' · '}
                        {t(messages.mayBe, {
                          clause: segment.uncertainClause.number,
                          reason: reasonText(segment.uncertainClause.reason, t),
                        })}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {failed > 0 ? <p className={styles.note}>{t(messages.unread, { count: failed })}</p> : null}
        </>
      )}
    </section>
  );
}
