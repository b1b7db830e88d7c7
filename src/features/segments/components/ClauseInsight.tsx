import { fieldOfPath } from '../model/vocabulary';
import { joinAlternatives } from '../model/closest-values';
import { workersCount } from '../model/preview-text';
import { useContext, useSyncExternalStore } from 'react';
import { ClauseInsightsContext } from './use-segment-preview';
import styles from './Preview.module.css';

const fieldWords: Record<string, string> = {
  id: 'worker id',
  name: 'name',
  jobTitle: 'job title',
  department: 'department',
  managerId: 'manager id',
  manager: 'manager',
  lifecycleStage: 'lifecycle stage',
};

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
  const store = useContext(ClauseInsightsContext);
  const insight = useSyncExternalStore(store.subscribe, () => store.get(clauseKey));
  if (!insight) return null;
  const field = fieldOfPath(attribute);
  return (
    <div className={styles.clauseInsight} id={`clause-${clauseKey}-insight`}>
      {insight.count === null ? (
        <p className={styles.clauseNone}>Not counted in the preview: {insight.reason}.</p>
      ) : (
        <p
          className={insight.count === 0 ? styles.clauseNone : styles.clauseCount}
          data-testid={`clause-${number}-count`}
        >
          {insight.count === 0 ? 'Matches nobody on its own' : `Matches ${workersCount(insight.count)} on its own`}
          {insight.onlyThis !== null ? `; ${workersCount(insight.onlyThis)} only through this clause` : ''}
        </p>
      )}
      {insight.unknownValues.map((unknown) => (
        <p key={unknown.index} className={styles.clauseWarning}>
          No worker has {field ? fieldWords[field] : attribute} “{unknown.value}”.
          {unknown.suggestions.length > 0 ? ` Did you mean ${joinAlternatives(unknown.suggestions)}?` : ''}
        </p>
      ))}
    </div>
  );
}
