import { useMemo } from 'react';
import { Link } from 'react-router';
import { formatInteger } from '../../../lib/format';
import { segmentsOfWorker } from '../../../lib/segment-rules/person-segments';
import { columnsFor, useSegmentRules } from '../../../lib/segment-rules/use-segment-rules';
import { useAfterPaint } from '../../../lib/use-after-paint';
import { useOrgChartWorkers } from '../../../lib/workforce/org-chart-workers';
import styles from './PersonSegments.module.css';

/**
 * The segments a worker is in, decided by the evaluator the segment editor counts with, across
 * every segment of the workspace; segments whose clauses cannot all be evaluated here are "may
 * be", with the reason. Nothing for a caller who may not read segments (and nothing is asked).
 */
export function PersonSegments({ index, name }: { index: number; name: string }) {
  const workers = useOrgChartWorkers();
  const table = workers.complete ? workers.items : null;
  // The panel is drawn first; the segments are asked for once it is on screen.
  const painted = useAfterPaint(table !== null);
  const { allowed, rules, read, total, failed, error } = useSegmentRules({ enabled: painted });
  const records = useMemo(() => table?.records() ?? null, [table]);
  const found = useMemo(
    () => (rules && records && index < records.length ? segmentsOfWorker(columnsFor(records), rules, index) : null),
    [rules, records, index],
  );
  if (!allowed || !table || index >= table.length) return null;
  const titleId = `person-segments-${index}`;
  return (
    <section className={styles.section} aria-labelledby={titleId} aria-busy={found === null && !error}>
      <h3 id={titleId}>
        Segments {found ? <span className="muted">({formatInteger(found.member.length)})</span> : null}
      </h3>
      {error ? (
        <p className={styles.note}>The segments could not be read.</p>
      ) : !found ? (
        <p className={styles.note} role="status">
          Checking the segments…{total !== null ? ` ${formatInteger(read)} of ${formatInteger(total)}` : ''}
        </p>
      ) : (
        <>
          {found.member.length === 0 ? (
            <p className={styles.note}>{name} is in no segment.</p>
          ) : (
            <ul className={styles.list} aria-label={`Segments ${name} is in`}>
              {found.member.map((segment) => (
                <li key={segment.id}>
                  <Link to={`/segments/${encodeURIComponent(segment.id)}`}>{segment.name}</Link>
                </li>
              ))}
            </ul>
          )}
          {found.maybe.length > 0 ? (
            <>
              <p className={styles.note}>May be in (the browser cannot check every clause):</p>
              <ul className={styles.list} aria-label={`Segments ${name} may be in`}>
                {found.maybe.map((segment) => (
                  <li key={segment.id}>
                    <Link to={`/segments/${encodeURIComponent(segment.id)}`}>{segment.name}</Link>
                    <span className={styles.reason}> · may be: {segment.reason}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {failed > 0 ? (
            <p className={styles.note}>
              {formatInteger(failed)} segment{failed === 1 ? '' : 's'} could not be read, so{' '}
              {failed === 1 ? 'is' : 'are'} not checked.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
