import { useContext, useSyncExternalStore } from 'react';
import { defineMessages, useT } from '../../../lib/i18n';
import { fieldOfPath } from '../model/vocabulary';
import { joinAlternatives } from '../model/closest-values';
import { workersCount } from '../model/preview-text';
import { reasonText } from '../../../lib/segment-rules/reason-text';
import { ClauseInsightsContext } from './use-segment-preview';
import styles from './Preview.module.css';

const messages = defineMessages({
  notCounted: { id: 'segments.insight.notCounted', defaultMessage: 'Not counted in the preview: {reason}.' },
  nobody: { id: 'segments.insight.nobody', defaultMessage: 'Matches nobody on its own' },
  matches: {
    id: 'segments.insight.matches',
    defaultMessage: 'Matches {workers} on its own',
    description: '{workers}: “12 workers”',
  },
  onlyThis: {
    id: 'segments.insight.onlyThis',
    defaultMessage: '; {workers} only through this clause',
    description: 'Follows “Matches 12 workers on its own”',
  },
  noWorkerHas: {
    id: 'segments.insight.noWorkerHas',
    defaultMessage:
      '{field, select, id {No worker has worker id “{value}”.} name {No worker has name “{value}”.} jobTitle {No worker has job title “{value}”.} department {No worker has department “{value}”.} managerId {No worker has manager id “{value}”.} manager {No worker has manager “{value}”.} lifecycleStage {No worker has lifecycle stage “{value}”.} other {No worker has {path} “{value}”.}}',
    description: '{path}: an attribute typed as it is, as “worker.startDate”',
  },
  or: { id: 'segments.insight.or', defaultMessage: '{rest} or {last}', description: 'Values a user may have meant' },
  separator: { id: 'segments.insight.separator', defaultMessage: ', ' },
  didYouMean: {
    id: 'segments.insight.didYouMean',
    defaultMessage: ' Did you mean {values}?',
    description: '{values}: “Sales, Sales Ops or Support”',
  },
});

/**
 * Under a clause: how many workers it matches on its own (and, with `any`, how many only it
 * brings in), why it is not counted, and values no worker has, with the closest real ones.
 */
export function ClauseInsight({
  clauseKey,
  number,
  attribute,
}: {
  clauseKey: string;
  number: number;
  attribute: string;
}) {
  const t = useT('segments', 'segmentRules');
  const store = useContext(ClauseInsightsContext);
  const insight = useSyncExternalStore(store.subscribe, () => store.get(clauseKey));
  if (!insight) return null;
  const field = fieldOfPath(attribute);
  return (
    <div className={styles.clauseInsight} id={`clause-${clauseKey}-insight`}>
      {insight.count === null ? (
        <p className={styles.clauseNone}>{t(messages.notCounted, { reason: reasonText(insight.reason ?? '', t) })}</p>
      ) : (
        <p
          className={insight.count === 0 ? styles.clauseNone : styles.clauseCount}
          data-testid={`clause-${number}-count`}
        >
          {insight.count === 0 ? t(messages.nobody) : t(messages.matches, { workers: workersCount(insight.count, t) })}
          {insight.onlyThis !== null ? t(messages.onlyThis, { workers: workersCount(insight.onlyThis, t) }) : ''}
        </p>
      )}
      {insight.unknownValues.map((unknown) => (
        <p key={unknown.index} className={styles.clauseWarning}>
          {t(messages.noWorkerHas, { field: field ?? 'other', path: attribute, value: unknown.value })}
          {unknown.suggestions.length > 0
            ? t(messages.didYouMean, {
                values: joinAlternatives(unknown.suggestions, (rest, last) =>
                  t(messages.or, { rest: rest.join(t(messages.separator)), last }),
                ),
              })
            : ''}
        </p>
      ))}
    </div>
  );
}
