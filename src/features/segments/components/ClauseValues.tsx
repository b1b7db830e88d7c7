import { useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { isListOperator, operandKinds, type ConditionOperator, type OperandKind } from '../../../../contract';
import { defineMessages, useT } from '../../../lib/i18n';
import type { OperandValues, SegmentFormValues } from '../model/form-values';
import { describeOperand } from '../model/sentence';
import { splitPastedValues } from '../model/value-list';
import { operandKindLabels } from '../model/vocabulary';
import { ChipValueCombobox } from './ChipValueCombobox';
import { ATTRIBUTE_LIST_ID, OperandInput } from './OperandInput';
import styles from './SegmentEditor.module.css';

export interface ValueErrors {
  /** About the values as a whole (how many there are). */
  list: string | undefined;
  /** About one value, by index. */
  items: (string | undefined)[];
}

const messages = defineMessages({
  value: { id: 'segments.values.value', defaultMessage: 'Clause {number} value' },
  values: { id: 'segments.values.values', defaultMessage: 'Clause {number} values' },
  kind: { id: 'segments.values.kind', defaultMessage: 'Clause {number} value kind' },
  add: { id: 'segments.values.add', defaultMessage: 'Add clause {number} value' },
  itemError: {
    id: 'segments.values.itemError',
    defaultMessage: '{value}: {error}',
    description: 'A value of the list, then what is wrong with it',
  },
  empty: { id: 'segments.values.empty', defaultMessage: '(empty)' },
  removeValue: { id: 'segments.values.remove', defaultMessage: 'Remove value {value}' },
  typeValue: { id: 'segments.values.typeValue', defaultMessage: 'Type a value, press Enter' },
  addAnother: { id: 'segments.values.addAnother', defaultMessage: 'Add another' },
  hint: {
    id: 'segments.values.hint',
    defaultMessage: 'Press Enter to add a value; paste a list separated by commas or new lines.',
  },
});

/**
 * The right side of a clause: one operand for comparison operators; chips for `in` / `not_in`
 * (or whenever a clause has several values, so that none is hidden while the user fixes it).
 */
export function ClauseValues({
  control,
  register,
  index,
  number,
  operator,
  values,
  errors,
  readOnly,
  onChange,
}: {
  control: Control<SegmentFormValues>;
  register: UseFormRegister<SegmentFormValues>;
  index: number;
  number: number;
  operator: ConditionOperator;
  values: OperandValues[];
  errors: ValueErrors;
  readOnly: boolean;
  onChange: (values: OperandValues[]) => void;
}) {
  const t = useT('segments');
  const label = t(messages.value, { number });
  const left = useWatch({ control, name: `clauses.${index}.left` });
  const attribute = left?.kind === 'worker_attribute' ? left.value : null;
  if (!isListOperator(operator) && values.length === 1) {
    return (
      <div className={styles.values}>
        <OperandInput
          control={control}
          register={register}
          path={`clauses.${index}.values.0`}
          label={label}
          error={errors.items[0] ?? errors.list}
          idPrefix={`clause-${index}-value`}
        />
      </div>
    );
  }
  return (
    <ValueChips
      number={number}
      values={values}
      errors={errors}
      readOnly={readOnly}
      onChange={onChange}
      attribute={attribute}
    />
  );
}

function ValueChips({
  number,
  values,
  errors,
  readOnly,
  onChange,
  attribute,
}: {
  /** The clause's attribute, for value suggestions. */
  attribute: string | null;
  number: number;
  values: OperandValues[];
  errors: ValueErrors;
  readOnly: boolean;
  onChange: (values: OperandValues[]) => void;
}) {
  const t = useT('segments');
  const [text, setText] = useState('');
  const [kind, setKind] = useState<OperandKind>('literal');
  const add = (items: string[]) => {
    if (items.length === 0) return;
    const present = new Set(values.map((value) => `${value.kind}:${value.value}`));
    const added = items.filter((item) => !present.has(`${kind}:${item}`)).map((value) => ({ kind, value }));
    if (added.length > 0) onChange([...values, ...added]);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add(text.trim() ? [text.trim()] : []);
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    const items = splitPastedValues(pasted);
    if (items.length > 1) {
      event.preventDefault();
      add(items);
    }
  };
  const listError = errors.list;
  const itemErrors = errors.items.flatMap((error, i) =>
    error
      ? [t(messages.itemError, { value: describeOperand(values[i] ?? { kind: 'literal', value: '' }, t), error })]
      : [],
  );
  const hintId = `clause-${number}-value-hint`;
  return (
    <div className={styles.values}>
      <ul className={styles.chips} aria-label={t(messages.values, { number })}>
        {values.map((value, i) => (
          <li
            key={`${value.kind}:${value.value}:${i}`}
            className={errors.items[i] ? `${styles.chip} ${styles.chipInvalid}` : styles.chip}
          >
            {value.kind === 'literal' ? null : (
              <span className={styles.chipKind}>{t(operandKindLabels[value.kind])}</span>
            )}
            <span className={styles.chipText}>{value.value.trim() === '' ? t(messages.empty) : value.value}</span>
            {readOnly ? null : (
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={t(messages.removeValue, { value: value.value || t(messages.empty) })}
                onClick={() => onChange(values.filter((_, other) => other !== i))}
              >
                <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
                  <path d="M3 3l6 6M9 3l-6 6" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
                </svg>
              </button>
            )}
          </li>
        ))}
      </ul>
      {readOnly ? null : (
        <div className={styles.chipEntry}>
          <select
            className={`select ${styles.kindSelect}`}
            aria-label={t(messages.kind, { number })}
            value={kind}
            onChange={(event) => setKind(event.target.value as OperandKind)}
          >
            {operandKinds.map((option) => (
              <option key={option} value={option}>
                {t(operandKindLabels[option])}
              </option>
            ))}
          </select>
          <ChipValueCombobox
            text={text}
            setText={setText}
            onAdd={(value) => add([value])}
            attribute={kind === 'literal' ? attribute : null}
            chosen={values.map((value) => value.value)}
            inputProps={{
              className: `input ${styles.operandValue}`,
              'aria-label': t(messages.add, { number }),
              'aria-describedby': hintId,
              'aria-invalid': listError ? true : undefined,
              placeholder: t(values.length === 0 ? messages.typeValue : messages.addAnother),
              list: kind === 'worker_attribute' ? ATTRIBUTE_LIST_ID : undefined,
              autoComplete: 'off',
              onKeyDown,
              onPaste,
              onBlur: () => add(text.trim() ? [text.trim()] : []),
            }}
          />
        </div>
      )}
      {readOnly ? null : (
        <p id={hintId} className={`field-hint ${styles.chipHint}`}>
          {t(messages.hint)}
        </p>
      )}
      {listError ? <p className="field-error">{listError}</p> : null}
      {itemErrors.map((error) => (
        <p key={error} className="field-error">
          {error}
        </p>
      ))}
    </div>
  );
}
