import { memo, useContext, type KeyboardEvent } from 'react';
import { get, useFormState, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import type { ConditionOperator } from '../../../../contract';
import { defineMessages, useT } from '../../../lib/i18n';
import { valuesForOperator, type OperandValues, type SegmentFormValues } from '../model/form-values';
import { operatorLabels, operatorsFor } from '../model/vocabulary';
import { ClauseInsight } from './ClauseInsight';
import { ClauseValues } from './ClauseValues';
import { ConflictMarker, ConflictsContext } from './ConflictMarker';
import { OperandInput } from './OperandInput';
import styles from './SegmentEditor.module.css';

const messages = defineMessages({
  legend: { id: 'segments.clause.legend', defaultMessage: 'Clause {number}' },
  left: { id: 'segments.clause.left', defaultMessage: 'Clause {number} left side' },
  operator: { id: 'segments.clause.operator', defaultMessage: 'Clause {number} operator' },
  up: { id: 'segments.clause.up', defaultMessage: 'Move clause {number} up' },
  down: { id: 'segments.clause.down', defaultMessage: 'Move clause {number} down' },
  duplicate: { id: 'segments.clause.duplicate', defaultMessage: 'Duplicate clause {number}' },
  remove: { id: 'segments.clause.remove', defaultMessage: 'Remove clause {number}' },
});

export type ClauseAction = 'up' | 'down' | 'duplicate' | 'remove';

export interface ClauseRowProps {
  index: number;
  clauseKey: string;
  isFirst: boolean;
  isLast: boolean;
  control: Control<SegmentFormValues>;
  register: UseFormRegister<SegmentFormValues>;
  /** Sets a value as the user would (marks it changed, validates it once the form was submitted). */
  setFieldValue: (name: `clauses.${number}.values`, value: OperandValues[]) => void;
  onAction: (action: ClauseAction, index: number) => void;
  readOnly: boolean;
}

const message = (errors: unknown, path: string): string | undefined => {
  const error = get(errors, path) as { message?: unknown; root?: { message?: unknown } } | undefined;
  const text = error?.message ?? error?.root?.message;
  return typeof text === 'string' ? text : undefined;
};

/**
 * One clause. Memoised and subscribed to its own values and errors only: typing in one clause of
 * 200 re-renders that clause alone.
 */
export const ClauseRow = memo(function ClauseRow({
  index,
  clauseKey,
  isFirst,
  isLast,
  control,
  register,
  setFieldValue,
  onAction,
  readOnly,
}: ClauseRowProps) {
  const t = useT('segments');
  const number = index + 1;
  const operator = useWatch({ control, name: `clauses.${index}.operator` }) as ConditionOperator;
  const values = (useWatch({ control, name: `clauses.${index}.values` }) ?? []) as OperandValues[];
  const attribute = useWatch({ control, name: `clauses.${index}.left.value` }) as string;
  const { errors } = useFormState({ control, name: `clauses.${index}` });
  const conflicts = useContext(ConflictsContext);
  const conflict = conflicts.byId.get(clauseKey);

  const valueErrors = {
    list: message(errors, `clauses.${index}.values`),
    items: values.map((_, i) => message(errors, `clauses.${index}.values.${i}.value`)),
  };
  const clauseError = (get(errors, `clauses.${index}`) as { message?: string } | undefined)?.message;
  const operatorError = message(errors, `clauses.${index}.operator`);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!event.altKey || readOnly) return;
    if (event.key === 'ArrowUp' && !isFirst) {
      event.preventDefault();
      onAction('up', index);
    } else if (event.key === 'ArrowDown' && !isLast) {
      event.preventDefault();
      onAction('down', index);
    }
  };

  const operatorField = register(`clauses.${index}.operator`, {
    onChange: (event: { target: { value: string } }) => {
      setFieldValue(`clauses.${index}.values`, valuesForOperator(event.target.value as ConditionOperator, values));
    },
  });

  const id = (part: string) => `clause-${clauseKey}-${part}`;
  return (
    <li id={id('row')} className={styles.clauseItem}>
      <div className={conflict ? `${styles.clause} ${styles.clauseConflict}` : styles.clause}>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Alt+↑/↓ from any control of the clause moves it */}
        <fieldset
          className={styles.clauseFieldset}
          onKeyDown={onKeyDown}
          aria-describedby={clauseError ? id('error') : undefined}
        >
          <legend className="visually-hidden">{t(messages.legend, { number })}</legend>
          <div className={styles.clauseGrid}>
            <span className={styles.clauseNumber} aria-hidden="true">
              {number}
            </span>
            <div className={styles.clauseBody}>
              <div className={styles.clauseLeft}>
                <OperandInput
                  control={control}
                  register={register}
                  path={`clauses.${index}.left`}
                  label={t(messages.left, { number })}
                  error={message(errors, `clauses.${index}.left.value`)}
                  idPrefix={id('left')}
                  autoFocusId={id('left')}
                />
              </div>
              <div className={styles.clauseOperator}>
                <select
                  className="select"
                  aria-label={t(messages.operator, { number })}
                  aria-invalid={operatorError ? true : undefined}
                  {...operatorField}
                >
                  {operatorsFor(attribute, operator).map((option) => (
                    <option key={option} value={option}>
                      {t(operatorLabels[option])}
                    </option>
                  ))}
                </select>
                {operatorError ? <p className="field-error">{operatorError}</p> : null}
              </div>
              <ClauseValues
                control={control}
                register={register}
                index={index}
                number={number}
                operator={operator}
                values={values}
                errors={valueErrors}
                readOnly={readOnly}
                onChange={(next) => setFieldValue(`clauses.${index}.values`, next)}
              />
            </div>
            {readOnly ? null : (
              <div className={styles.clauseActions}>
                <IconButton
                  id={id('up')}
                  label={t(messages.up, { number })}
                  disabled={isFirst}
                  onClick={() => onAction('up', index)}
                  icon="up"
                />
                <IconButton
                  id={id('down')}
                  label={t(messages.down, { number })}
                  disabled={isLast}
                  onClick={() => onAction('down', index)}
                  icon="down"
                />
                <IconButton
                  id={id('duplicate')}
                  label={t(messages.duplicate, { number })}
                  onClick={() => onAction('duplicate', index)}
                  icon="duplicate"
                />
                <IconButton
                  id={id('remove')}
                  label={t(messages.remove, { number })}
                  onClick={() => onAction('remove', index)}
                  icon="remove"
                />
              </div>
            )}
          </div>
        </fieldset>
        {clauseError ? (
          <p id={id('error')} className="field-error">
            {clauseError}
          </p>
        ) : null}
        <ClauseInsight clauseKey={clauseKey} number={number} attribute={attribute} />
        {conflict ? <ConflictMarker conflict={conflict} /> : null}
      </div>
    </li>
  );
});

const icons = {
  up: 'M10 15V5M5 9.5 10 4.5l5 5',
  down: 'M10 5v10M5 10.5l5 5 5-5',
  duplicate: 'M7 7h9v9H7zM4 13V4h9',
  remove: 'M4 6h12M8 6V4h4v2M6 6l1 10h6l1-10',
} as const;

function IconButton({
  id,
  label,
  icon,
  disabled,
  onClick,
}: {
  id: string;
  label: string;
  icon: keyof typeof icons;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      id={id}
      type="button"
      className={`btn btn-ghost btn-icon btn-small ${icon === 'remove' ? styles.removeButton : ''}`}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      <svg width="18" height="18" viewBox="0 0 20 20" fill="none" aria-hidden="true">
        <path d={icons[icon]} stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
