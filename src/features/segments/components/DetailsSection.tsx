import type { Control, UseFormRegister } from 'react-hook-form';
import { segmentMatches, segmentScopes } from '../../../../contract';
import type { SegmentFormValues } from '../model/form-values';
import { matchLabels, scopeDescriptions, scopeLabels } from '../model/vocabulary';
import { FieldConflict } from './ConflictMarker';
import { NameField } from './NameField';
import styles from './SegmentEditor.module.css';

/** The segment's name, its scope, and how its clauses combine. */
export function DetailsSection({
  control,
  register,
}: {
  control: Control<SegmentFormValues>;
  register: UseFormRegister<SegmentFormValues>;
}) {
  return (
    <section className={`card ${styles.section}`} aria-labelledby="segment-details-title">
      <h2 id="segment-details-title" className={styles.sectionTitle}>
        Details
      </h2>
      <NameField control={control} register={register} />
      <div className={styles.choiceRow}>
        <fieldset className={styles.choiceGroup}>
          <legend className="field-label">Scope</legend>
          {segmentScopes.map((option) => (
            <label key={option} className={styles.choice}>
              <input type="radio" value={option} {...register('scope')} />
              <span>
                <span className={styles.choiceLabel}>{scopeLabels[option]}</span>
                <span className="field-hint">{scopeDescriptions[option]}</span>
              </span>
            </label>
          ))}
          <FieldConflict id="scope" />
        </fieldset>
        <fieldset className={styles.choiceGroup}>
          <legend className="field-label">Workers must match</legend>
          {segmentMatches.map((option) => (
            <label key={option} className={styles.choice}>
              <input type="radio" value={option} {...register('match')} />
              <span className={styles.choiceLabel}>{matchLabels[option]}</span>
            </label>
          ))}
          <FieldConflict id="match" />
        </fieldset>
      </div>
    </section>
  );
}
