import type { Control, UseFormRegister } from 'react-hook-form';
import { segmentMatches, segmentScopes } from '../../../../contract';
import { defineMessages, useT } from '../../../lib/i18n';
import type { SegmentFormValues } from '../model/form-values';
import { matchLabels, scopeDescriptions, scopeLabels } from '../model/vocabulary';
import { FieldConflict } from './ConflictMarker';
import { NameField } from './NameField';
import styles from './SegmentEditor.module.css';

const messages = defineMessages({
  title: { id: 'segments.details.title', defaultMessage: 'Details' },
  scope: { id: 'segments.details.scope', defaultMessage: 'Scope' },
  match: { id: 'segments.details.match', defaultMessage: 'Workers must match' },
});

/** The segment's name, its scope, and how its clauses combine. */
export function DetailsSection({
  control,
  register,
}: {
  control: Control<SegmentFormValues>;
  register: UseFormRegister<SegmentFormValues>;
}) {
  const t = useT('segments', 'segmentList');
  return (
    <section className={`card ${styles.section}`} aria-labelledby="segment-details-title">
      <h2 id="segment-details-title" className={styles.sectionTitle}>
        {t(messages.title)}
      </h2>
      <NameField control={control} register={register} />
      <div className={styles.choiceRow}>
        <fieldset className={styles.choiceGroup}>
          <legend className="field-label">{t(messages.scope)}</legend>
          {segmentScopes.map((option) => (
            <label key={option} className={styles.choice}>
              <input type="radio" value={option} {...register('scope')} />
              <span>
                <span className={styles.choiceLabel}>{t(scopeLabels[option])}</span>
                <span className="field-hint">{t(scopeDescriptions[option])}</span>
              </span>
            </label>
          ))}
          <FieldConflict id="scope" />
        </fieldset>
        <fieldset className={styles.choiceGroup}>
          <legend className="field-label">{t(messages.match)}</legend>
          {segmentMatches.map((option) => (
            <label key={option} className={styles.choice}>
              <input type="radio" value={option} {...register('match')} />
              <span className={styles.choiceLabel}>{t(matchLabels[option])}</span>
            </label>
          ))}
          <FieldConflict id="match" />
        </fieldset>
      </div>
    </section>
  );
}
