import { get, useFormState, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { SEGMENT_NAME_MAX, SEGMENT_NAME_MIN } from '../../../../contract';
import { FormField } from '../../../components/FormField';
import type { SegmentFormValues } from '../model/form-values';
import { nameLength } from '../model/validation';
import { FieldConflict } from './ConflictMarker';
import styles from './SegmentEditor.module.css';

/** The name, with a live count of its characters as the service counts them. */
export function NameField({
  control,
  register,
}: {
  control: Control<SegmentFormValues>;
  register: UseFormRegister<SegmentFormValues>;
}) {
  const name = useWatch({ control, name: 'name' }) ?? '';
  const { errors } = useFormState({ control, name: 'name' });
  const error = (get(errors, 'name') as { message?: string } | undefined)?.message;
  const length = nameLength(name);
  const outOfRange = length > SEGMENT_NAME_MAX || (length > 0 && length < SEGMENT_NAME_MIN);
  return (
    <div className={styles.nameField}>
      <FormField
        label="Name"
        error={error}
        hint={`${SEGMENT_NAME_MIN} to ${SEGMENT_NAME_MAX} characters, unique in this workspace.`}
        aside={
          <span className={outOfRange ? `${styles.count} ${styles.countOver}` : styles.count}>
            {length} / {SEGMENT_NAME_MAX}
            <span className="visually-hidden"> characters</span>
          </span>
        }
      >
        <input id="segment-name" className="input" autoComplete="off" {...register('name')} />
      </FormField>
      <FieldConflict id="name" />
    </div>
  );
}
