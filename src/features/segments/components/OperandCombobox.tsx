import { Combobox, ComboboxItem, ComboboxPopover, useComboboxStore } from '@ariakit/react';
import { useDeferredValue, useMemo, useState, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import { useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import type { OperandKind } from '../../../../contract';
import { formatInteger } from '../../../lib/format';
import { defineMessages, useT } from '../../../lib/i18n';
import type { SegmentFormValues } from '../model/form-values';
import { fieldOfPath, matchingAttributes } from '../model/vocabulary';
import { usePreviewEngine } from './use-segment-preview';
import styles from './Preview.module.css';

type OperandPath = `clauses.${number}.left` | `clauses.${number}.values.${number}`;

const MAX_SUGGESTIONS = 50;

const messages = defineMessages({
  suggestions: { id: 'segments.operand.suggestions', defaultMessage: '{field} suggestions' },
});

interface Suggestion {
  value: string;
  label: string;
  detail: string;
}

/**
 * An operand's value with suggestions: attributes in words (the path in small type) for a
 * worker attribute, and for a text value the values the clause's attribute really has, with how
 * many workers have each ("Sales · 48"). Anything can still be typed.
 */
export function OperandCombobox({
  control,
  register,
  path,
  kind,
  inputProps,
}: {
  control: Control<SegmentFormValues>;
  register: UseFormRegister<SegmentFormValues>;
  path: OperandPath;
  kind: OperandKind;
  inputProps: InputHTMLAttributes<HTMLInputElement>;
}) {
  // Registered like a plain input (a controller here would re-create a clause removed meanwhile).
  const { ref: fieldRef, ...field } = register(`${path}.value`);
  const value = String(useWatch({ control, name: `${path}.value` }) ?? '');
  const clauseIndex = Number(path.split('.')[1]);
  const isLeft = path.endsWith('.left');
  const leftPath = useWatch({ control, name: `clauses.${clauseIndex}.left.value` }) as string | undefined;
  const engine = usePreviewEngine();
  const t = useT('segments');
  // Suggestions are worked out only for the field being edited.
  const [focused, setFocused] = useState(false);
  const typed = useDeferredValue(value);

  const suggestions = useMemo((): Suggestion[] => {
    if (!focused) return [];
    if (kind === 'worker_attribute') {
      return matchingAttributes(typed, t).map((choice) => ({
        value: choice.path,
        label: t(choice.message),
        detail: choice.path,
      }));
    }
    if (kind !== 'literal' || isLeft || !engine) return [];
    const attribute = fieldOfPath(leftPath ?? '');
    if (!attribute) return [];
    const query = typed.trim().toLowerCase();
    const found: Suggestion[] = [];
    for (const entry of engine.columns.valueCounts(attribute)) {
      if (query && !entry.value.toLowerCase().includes(query)) continue;
      if (entry.value.toLowerCase() === query) continue;
      found.push({ value: entry.value, label: entry.value, detail: formatInteger(entry.count) });
      if (found.length === MAX_SUGGESTIONS) break;
    }
    return found;
  }, [focused, kind, typed, isLeft, engine, leftPath, t]);

  // Open only with something to offer: an open combobox must control a list (aria-controls).
  const [open, setOpen] = useState(false);
  const store = useComboboxStore({
    value,
    setValue: (next) => {
      if (next !== value) void field.onChange({ target: { name: field.name, value: next }, type: 'change' });
    },
    open: open && suggestions.length > 0,
    setOpen,
  });
  // Enter with no suggestion chosen saves the form, as in a plain text field.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || store.getState().activeId) return;
    event.preventDefault();
    store.hide();
    event.currentTarget.form?.requestSubmit();
  };

  return (
    <>
      <Combobox
        {...inputProps}
        store={store}
        ref={fieldRef}
        name={field.name}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          void field.onBlur({ target: { name: field.name, value }, type: 'blur' });
        }}
        onKeyDown={onKeyDown}
        autoSelect={false}
      />
      {suggestions.length > 0 ? (
        <ComboboxPopover
          store={store}
          gutter={4}
          autoFocusOnHide={false}
          sameWidth
          className={styles.popover}
          aria-label={t(messages.suggestions, { field: String(inputProps['aria-label']) })}
        >
          {suggestions.map((suggestion) => (
            <ComboboxItem key={suggestion.value} store={store} value={suggestion.value} className={styles.option}>
              <span className={styles.optionLabel}>{suggestion.label}</span>{' '}
              <span className={styles.optionDetail}>
                {kind === 'worker_attribute' ? suggestion.detail : `· ${suggestion.detail}`}
              </span>
            </ComboboxItem>
          ))}
        </ComboboxPopover>
      ) : null}
    </>
  );
}
