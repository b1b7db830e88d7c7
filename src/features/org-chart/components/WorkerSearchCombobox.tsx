import { Combobox, ComboboxItem, ComboboxLabel, ComboboxPopover, ComboboxProvider } from '@ariakit/react';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useT } from '../../../lib/i18n';
import type { ReportingTree } from '../model/build-reporting-tree';
import { displayName, personMessages } from '../model/labels';
import { createSearchIndex } from '../model/search-index';
import { SearchBox, searchInputClass, searchMessages as messages } from './SearchBox';
import styles from './WorkerSearch.module.css';

const RESULTS_SHOWN = 20;

export interface WorkerSearchComboboxProps {
  tree: ReportingTree;
  onChoose(index: number): void;
  /** What was typed in the plain field this one replaces (see `WorkerSearch`). */
  initialValue: string;
  /** Takes the focus and the caret from the field it replaces. */
  takeFocus: boolean;
}

/** Finds people by name, job title or department; choosing one focuses them on the chart. */
export function WorkerSearchCombobox({ tree, onChoose, initialValue, takeFocus }: WorkerSearchComboboxProps) {
  const t = useT('org-chart');
  const [value, setValue] = useState(initialValue);
  const [open, setOpen] = useState(takeFocus && initialValue.trim() !== '');
  // Focused as the field is attached, before the list (open when something was typed) looks for the
  // focus, so that its best match is chosen virtually and typing goes on in the field.
  const [focusOnAttach] = useState(takeFocus);
  const takeOver = useCallback(
    (input: HTMLInputElement | null) => {
      if (!input || !focusOnAttach) return;
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    },
    [focusOnAttach],
  );
  const query = useDeferredValue(value);
  // Names were folded for search while the pages arrived: what is left is per distinct title and department.
  const searchIndex = useMemo(() => createSearchIndex(tree), [tree]);
  const results = useMemo(() => (query.trim() ? searchIndex.search(query, RESULTS_SHOWN) : null), [query, searchIndex]);

  return (
    <ComboboxProvider value={value} setValue={setValue} open={open} setOpen={setOpen}>
      <ComboboxLabel className="visually-hidden">{t(messages.label)}</ComboboxLabel>
      <SearchBox>
        <Combobox
          ref={takeOver}
          className={searchInputClass}
          placeholder={t(messages.placeholder)}
          autoSelect="always"
          showMinLength={1}
        />
      </SearchBox>
      {/* Only there while open: the chart does not wait for a list nobody asked for. */}
      {open ? (
        <ComboboxPopover gutter={6} sameWidth className={styles.popover} aria-label={t(messages.results)}>
          {results && results.hits.length > 0 ? (
            results.hits.map((index) => {
              const node = tree.node(index);
              return (
                <ComboboxItem
                  key={node.key}
                  value={node.key}
                  className={styles.item}
                  setValueOnClick={false}
                  onClick={() => {
                    onChoose(index);
                    setValue('');
                  }}
                >
                  <span className={styles.name}>{displayName(node, t)}</span>
                  <span className={styles.meta}>
                    {node.jobTitle ?? t(personMessages.noJobTitle)} ·{' '}
                    {node.department ?? t(personMessages.noDepartment)}
                  </span>
                </ComboboxItem>
              );
            })
          ) : (
            <div className={styles.note}>
              {results ? t(messages.noMatch, { query: query.trim() }) : t(messages.typeToSearch)}
            </div>
          )}
          {results && results.total > results.hits.length ? (
            <div className={styles.note}>{t(messages.best, { shown: results.hits.length, total: results.total })}</div>
          ) : null}
          {tree.arriving ? <div className={styles.note}>{t(messages.soFar)}</div> : null}
        </ComboboxPopover>
      ) : null}
    </ComboboxProvider>
  );
}
