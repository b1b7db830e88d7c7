import { get, useFormState, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { SEGMENT_NAME_MAX, SEGMENT_NAME_MIN } from '../../../../contract';
import { FormField } from '../../../components/FormField';
import { formatInteger } from '../../../lib/format';
import { defineMessages, T, useT } from '../../../lib/i18n';
import type { SegmentFormValues } from '../model/form-values';
import { nameLength } from '../model/validation';
import { FieldConflict } from './ConflictMarker';
import styles from './SegmentEditor.module.css';

const messages = defineMessages({
  label: { id: 'segments.name.label', defaultMessage: 'Name' },
  hint: {
    id: 'segments.name.hint',
    defaultMessage: '{min} to {max} characters, unique in this workspace.',
  },
  count: {
    id: 'segments.name.count',
    defaultMessage: '{length} / {max}<hidden> characters</hidden>',
    description: 'Beside the name: characters used of the most allowed; <hidden> is read out only',
  },
});

/** The name, with a live count of its characters as the service counts them. */
export function NameField({
  control,
  register,
}: {
  control: Control<SegmentFormValues>;
  register: UseFormRegister<SegmentFormValues>;
}) {
  const t = useT('segments');
  const name = useWatch({ control, name: 'name' }) ?? '';
  const { errors } = useFormState({ control, name: 'name' });
  const error = (get(errors, 'name') as { message?: string } | undefined)?.message;
  const length = nameLength(name);
  const outOfRange = length > SEGMENT_NAME_MAX || (length > 0 && length < SEGMENT_NAME_MIN);
  return (
    <div className={styles.nameField}>
      <FormField
        label={t(messages.label)}
        error={error}
        hint={t(messages.hint, { min: formatInteger(SEGMENT_NAME_MIN), max: formatInteger(SEGMENT_NAME_MAX) })}
        aside={
          <span className={outOfRange ? `${styles.count} ${styles.countOver}` : styles.count}>
            <T
              message={messages.count}
              values={{
                length: String(length),
                max: String(SEGMENT_NAME_MAX),
                hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
              }}
            />
          </span>
        }
      >
        <input id="segment-name" className="input" autoComplete="off" {...register('name')} />
      </FormField>
      <FieldConflict id="name" />
    </div>
  );
}
