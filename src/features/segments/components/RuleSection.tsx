import type { Control, UseFormGetValues, UseFormRegister, UseFormSubscribe } from 'react-hook-form';
import type { SegmentMatch, SegmentScope } from '../../../../contract';
import { defineMessages, useT } from '../../../lib/i18n';
import type { OperandValues, SegmentFormValues } from '../model/form-values';
import { ClauseList } from './ClauseList';
import { RuleSentence } from './RuleSentence';
import styles from './SegmentEditor.module.css';

const messages = defineMessages({
  title: { id: 'segments.rule.title', defaultMessage: 'Rule' },
  manual: {
    id: 'segments.rule.manual',
    defaultMessage: 'This segment is manual: its members are the included workers, and clauses are kept but not used.',
  },
});

/** The rule: the clauses, in words and one by one. */
export function RuleSection({
  control,
  register,
  getValues,
  subscribe,
  setFieldValue,
  scope,
  match,
  readOnly,
  onRemoveClause,
}: {
  control: Control<SegmentFormValues>;
  register: UseFormRegister<SegmentFormValues>;
  getValues: UseFormGetValues<SegmentFormValues>;
  subscribe: UseFormSubscribe<SegmentFormValues>;
  setFieldValue: (name: `clauses.${number}.values`, value: OperandValues[]) => void;
  scope: SegmentScope;
  match: SegmentMatch;
  readOnly: boolean;
  onRemoveClause: (key: string) => void;
}) {
  const t = useT('segments');
  return (
    <section className={`card ${styles.section}`} aria-labelledby="segment-rule-title">
      <div className={styles.sectionHeading}>
        <h2 id="segment-rule-title" className={styles.sectionTitle}>
          {t(messages.title)}
        </h2>
        {scope === 'manual' ? <p className="field-hint">{t(messages.manual)}</p> : null}
      </div>
      <RuleSentence subscribe={subscribe} getValues={getValues} />
      <ClauseList
        control={control}
        register={register}
        getValues={getValues}
        setFieldValue={setFieldValue}
        match={match}
        readOnly={readOnly}
        onRemoveClause={onRemoveClause}
      />
    </section>
  );
}
