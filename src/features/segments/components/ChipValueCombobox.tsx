import { Combobox, ComboboxItem, ComboboxPopover, useComboboxStore } from '@ariakit/react';
import { useDeferredValue, useMemo, useState, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import { formatInteger } from '../../../lib/format';
import { defineMessages, useT } from '../../../lib/i18n';
import { fieldOfPath } from '../model/vocabulary';
import { usePreviewEngine } from './use-segment-preview';
import styles from './Preview.module.css';

const MAX_SUGGESTIONS = 50;

const messages = defineMessages({
  suggestions: { id: 'segments.operand.suggestions', defaultMessage: '{field} suggestions' },
});

/**
 * The entry of a chip list (`in` / `not_in`): suggests the values the clause's attribute really
 * has, with their counts, leaving out those already chosen; picking one adds it as a chip.
 */
export function ChipValueCombobox({
  text,
  setText,
  onAdd,
  attribute,
  chosen,
  inputProps,
}: {
  text: string;
  setText: (text: string) => void;
  onAdd: (value: string) => void;
  /** The clause's left side, when it is a worker attribute. */
  attribute: string | null;
  chosen: readonly string[];
  inputProps: InputHTMLAttributes<HTMLInputElement>;
}) {
  const t = useT('segments');
  const engine = usePreviewEngine();
  const [focused, setFocused] = useState(false);
  const typed = useDeferredValue(text);
  const suggestions = useMemo(() => {
    const field = fieldOfPath(attribute ?? '');
    if (!focused || !engine || !field) return [];
    const query = typed.trim().toLowerCase();
    const taken = new Set(chosen.map((value) => value.trim().toLowerCase()));
    const found: { value: string; count: number }[] = [];
    for (const entry of engine.columns.valueCounts(field)) {
      const lower = entry.value.toLowerCase();
      if (taken.has(lower) || (query && !lower.includes(query))) continue;
      found.push(entry);
      if (found.length === MAX_SUGGESTIONS) break;
    }
    return found;
  }, [focused, engine, attribute, typed, chosen]);

  const [open, setOpen] = useState(false);
  const store = useComboboxStore({ value: text, setValue: setText, open: open && suggestions.length > 0, setOpen });
  const { onKeyDown, onBlur, ...rest } = inputProps;

  return (
    <>
      <Combobox
        {...rest}
        store={store}
        autoSelect={false}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          setFocused(false);
          onBlur?.(event);
        }}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          // Enter on a highlighted suggestion picks it (below); otherwise the typed text is added.
          if (event.key === 'Enter' && store.getState().activeId) return;
          onKeyDown?.(event);
        }}
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
            <ComboboxItem
              key={suggestion.value}
              store={store}
              value={suggestion.value}
              setValueOnClick={false}
              hideOnClick={false}
              onClick={() => onAdd(suggestion.value)}
              className={styles.option}
            >
              <span className={styles.optionLabel}>{suggestion.value}</span>{' '}
              <span className={styles.optionDetail}>· {formatInteger(suggestion.count)}</span>
            </ComboboxItem>
          ))}
        </ComboboxPopover>
      ) : null}
    </>
  );
}
