import { useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { operandKinds, type OperandKind } from '../../../../contract';
import { defineMessages, useT, type MessageDescriptor } from '../../../lib/i18n';
import type { SegmentFormValues } from '../model/form-values';
import { OperandCombobox } from './OperandCombobox';
import { operandKindLabels, workerAttributes } from '../model/vocabulary';
import styles from './SegmentEditor.module.css';

/** The id of the shared list of known worker attributes (a `<datalist>` rendered once per form). */
export const ATTRIBUTE_LIST_ID = 'segment-worker-attributes';

/** The known worker attributes, offered by every input that takes one (rendered once per form). */
export function AttributeList() {
  const t = useT('segments');
  return (
    <datalist id={ATTRIBUTE_LIST_ID}>
      {workerAttributes.map((attribute) => (
        <option key={attribute.path} value={attribute.path}>
          {t(attribute.message)}
        </option>
      ))}
    </datalist>
  );
}

const messages = defineMessages({
  literal: { id: 'segments.operand.placeholder.literal', defaultMessage: 'Text' },
  attribute: { id: 'segments.operand.placeholder.attribute', defaultMessage: 'e.g. department' },
  targetField: { id: 'segments.operand.placeholder.targetField', defaultMessage: 'e.g. account.email' },
  kind: {
    id: 'segments.operand.kind',
    defaultMessage: '{field} kind',
    description: '{field}: as “Clause 1 left side”; the list of kinds (text, attribute, target field)',
  },
});

const placeholders: Record<OperandKind, MessageDescriptor> = {
  literal: messages.literal,
  worker_attribute: messages.attribute,
  target_field: messages.targetField,
};

type OperandPath = `clauses.${number}.left` | `clauses.${number}.values.${number}`;

/** An operand: its kind, and its value (free text, or a path offered from the known attributes). */
export function OperandInput({
  control,
  register,
  path,
  label,
  error,
  idPrefix,
  autoFocusId,
}: {
  control: Control<SegmentFormValues>;
  register: UseFormRegister<SegmentFormValues>;
  path: OperandPath;
  /** e.g. "Clause 3 left side", used in the controls' accessible names. */
  label: string;
  error: string | undefined;
  idPrefix: string;
  autoFocusId?: string;
}) {
  const t = useT('segments');
  const kind = useWatch({ control, name: `${path}.kind` }) as OperandKind;
  const errorId = error ? `${idPrefix}-error` : undefined;
  return (
    <div className={styles.operand}>
      <select
        className={`select ${styles.kindSelect}`}
        aria-label={t(messages.kind, { field: label })}
        {...register(`${path}.kind`)}
      >
        {operandKinds.map((option) => (
          <option key={option} value={option}>
            {t(operandKindLabels[option])}
          </option>
        ))}
      </select>
      <OperandCombobox
        control={control}
        register={register}
        path={path}
        kind={kind}
        inputProps={{
          id: autoFocusId,
          className: `input ${styles.operandValue}`,
          'aria-label': label,
          placeholder: placeholders[kind] ? t(placeholders[kind]) : '',
          autoComplete: 'off',
          spellCheck: kind === 'literal',
          'aria-invalid': error ? true : undefined,
          'aria-describedby': errorId,
        }}
      />
      {error ? (
        <p id={errorId} className={`field-error ${styles.operandError}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
