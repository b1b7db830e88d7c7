import { useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { isListOperator, operandKinds, type ConditionOperator, type OperandKind } from '../../../../contract';
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
  const label = `Clause ${number} value`;
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
      label={label}
      values={values}
      errors={errors}
      readOnly={readOnly}
      onChange={onChange}
      attribute={attribute}
    />
  );
}

function ValueChips({
  label,
  values,
  errors,
  readOnly,
  onChange,
  attribute,
}: {
  /** The clause's attribute, for value suggestions. */
  attribute: string | null;
  label: string;
  values: OperandValues[];
  errors: ValueErrors;
  readOnly: boolean;
  onChange: (values: OperandValues[]) => void;
}) {
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
    error ? [`${describeOperand(values[i] ?? { kind: 'literal', value: '' })}: ${error}`] : [],
  );
  const hintId = `${label.replace(/\s+/g, '-').toLowerCase()}-hint`;
  return (
    <div className={styles.values}>
      <ul className={styles.chips} aria-label={`${label}s`}>
        {values.map((value, i) => (
          <li
            key={`${value.kind}:${value.value}:${i}`}
            className={errors.items[i] ? `${styles.chip} ${styles.chipInvalid}` : styles.chip}
          >
            {value.kind === 'literal' ? null : <span className={styles.chipKind}>{operandKindLabels[value.kind]}</span>}
            <span className={styles.chipText}>{value.value.trim() === '' ? '(empty)' : value.value}</span>
            {readOnly ? null : (
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={`Remove value ${value.value || '(empty)'}`}
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
            aria-label={`${label} kind`}
            value={kind}
            onChange={(event) => setKind(event.target.value as OperandKind)}
          >
            {operandKinds.map((option) => (
              <option key={option} value={option}>
                {operandKindLabels[option]}
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
              'aria-label': `Add ${label.toLowerCase()}`,
              'aria-describedby': hintId,
              'aria-invalid': listError ? true : undefined,
              placeholder: values.length === 0 ? 'Type a value, press Enter' : 'Add another',
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
          Press Enter to add a value; paste a list separated by commas or new lines.
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
