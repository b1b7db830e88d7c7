import { useCallback, useEffect, useRef, useState } from 'react';
import {
  useFieldArray,
  useFormState,
  type Control,
  type UseFormGetValues,
  type UseFormRegister,
} from 'react-hook-form';
import type { SegmentMatch } from '../../../../contract';
import { formatInteger } from '../../../lib/format';
import { defineMessages, translate, useT } from '../../../lib/i18n';
import {
  duplicateClause,
  emptyClause,
  type ClauseValues,
  type OperandValues,
  type SegmentFormValues,
} from '../model/form-values';
import { describeClause } from '../model/sentence';
import { MAX_CLAUSES } from '../model/validation';
import { ClauseRow, type ClauseAction } from './ClauseRow';
import styles from './SegmentEditor.module.css';

const messages = defineMessages({
  moved: { id: 'segments.clauses.moved', defaultMessage: 'Clause {number} moved to position {position}.' },
  duplicated: { id: 'segments.clauses.duplicated', defaultMessage: 'Clause {number} duplicated as clause {copy}.' },
  removed: { id: 'segments.clauses.removed', defaultMessage: 'Clause {number} removed.' },
  added: { id: 'segments.clauses.added', defaultMessage: 'Clause {number} added.' },
  restored: { id: 'segments.clauses.restored', defaultMessage: 'Clause {number} restored.' },
  list: { id: 'segments.clauses.list', defaultMessage: 'Clauses' },
  none: { id: 'segments.clauses.none', defaultMessage: 'No clauses.' },
  removedBar: { id: 'segments.clauses.removedBar', defaultMessage: 'Removed clause {number}: {clause}.' },
  undo: { id: 'segments.clauses.undo', defaultMessage: 'Undo' },
  add: { id: 'segments.clauses.add', defaultMessage: 'Add clause' },
  full: { id: 'segments.clauses.full', defaultMessage: 'A segment can have at most {max} clauses.' },
  keys: { id: 'segments.clauses.keys', defaultMessage: 'Alt + ↑ / ↓ moves the clause you are in.' },
});

interface PendingFocus {
  key: string;
  /** The part of the clause to focus: its left side, or one of its action buttons. */
  part: 'left' | ClauseAction;
  /** The element to focus again, when focus was inside the clause. */
  element?: HTMLElement;
}

/** The clause builder: add, remove (with undo), duplicate and reorder, by mouse or keyboard. */
export function ClauseList({
  control,
  register,
  getValues,
  setFieldValue,
  match,
  readOnly,
  onRemoveClause,
}: {
  control: Control<SegmentFormValues>;
  register: UseFormRegister<SegmentFormValues>;
  getValues: UseFormGetValues<SegmentFormValues>;
  setFieldValue: (name: `clauses.${number}.values`, value: OperandValues[]) => void;
  match: SegmentMatch;
  readOnly: boolean;
  /** Called with the key of a clause the user removed (its conflict, if any, goes with it). */
  onRemoveClause: (key: string) => void;
}) {
  const t = useT('segments');
  const { fields, append, insert, remove, move } = useFieldArray({ control, name: 'clauses', keyName: 'fieldId' });
  const { errors } = useFormState({ control, name: 'clauses' });
  const [announcement, setAnnouncement] = useState('');
  const [removed, setRemoved] = useState<{ clause: ClauseValues; index: number } | null>(null);
  const pendingFocus = useRef<PendingFocus | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    const element = pending.element?.isConnected
      ? pending.element
      : document.getElementById(`clause-${pending.key}-${pending.part}`);
    if (element && !(element as HTMLButtonElement).disabled) element.focus();
    else document.getElementById(`clause-${pending.key}-left`)?.focus();
  }, [fields]);

  // The field-array methods are read through a ref so that rows get one stable callback.
  const methods = useRef({ fields, insert, remove, move });
  useEffect(() => {
    methods.current = { fields, insert, remove, move };
  });

  const onAction = useCallback(
    (action: ClauseAction, index: number) => {
      const { fields: current, insert: insertAt, remove: removeAt, move: moveTo } = methods.current;
      const key = current[index]?.key;
      if (!key) return;
      const number = index + 1;
      setRemoved(null);
      if (action === 'up' || action === 'down') {
        const to = action === 'up' ? index - 1 : index + 1;
        if (to < 0 || to >= current.length) return;
        // Focus stays where it was (Alt+arrows in a field, or the move button), unless that button
        // is now disabled at the end of the list: then the opposite one.
        const active = document.activeElement;
        const row = document.getElementById(`clause-${key}-row`);
        const atEdge = to === 0 || to === current.length - 1;
        if (
          active instanceof HTMLElement &&
          row?.contains(active) &&
          !(atEdge && active.id === `clause-${key}-${action}`)
        ) {
          pendingFocus.current = { key, part: 'left', element: active };
        } else {
          pendingFocus.current = { key, part: atEdge ? (action === 'up' ? 'down' : 'up') : action };
        }
        moveTo(index, to);
        setAnnouncement(translate(messages.moved, { number, position: to + 1 }));
      } else if (action === 'duplicate') {
        const copy = duplicateClause(getValues(`clauses.${index}`));
        insertAt(index + 1, copy);
        pendingFocus.current = { key: copy.key, part: 'left' };
        setAnnouncement(translate(messages.duplicated, { number, copy: number + 1 }));
      } else {
        const clause = structuredClone(getValues(`clauses.${index}`));
        removeAt(index);
        onRemoveClause(key);
        setRemoved({ clause, index });
        const next = current[index + 1] ?? current[index - 1];
        if (next) pendingFocus.current = { key: next.key, part: 'remove' };
        else addButton.current?.focus();
        setAnnouncement(translate(messages.removed, { number }));
      }
    },
    [getValues, onRemoveClause],
  );

  const add = () => {
    const clause = emptyClause();
    append(clause, { shouldFocus: false });
    pendingFocus.current = { key: clause.key, part: 'left' };
    setRemoved(null);
    setAnnouncement(translate(messages.added, { number: fields.length + 1 }));
  };

  const undoRemove = () => {
    if (!removed) return;
    const index = Math.min(removed.index, fields.length);
    insert(index, removed.clause, { shouldFocus: false });
    pendingFocus.current = { key: removed.clause.key, part: 'left' };
    setAnnouncement(translate(messages.restored, { number: index + 1 }));
    setRemoved(null);
  };

  const rootError = errors.clauses as { root?: { message?: string }; message?: string } | undefined;
  const rootMessage = rootError?.root?.message ?? rootError?.message;
  const full = fields.length >= MAX_CLAUSES;

  return (
    <div className={styles.clauseList}>
      {fields.length > 0 ? (
        <ol className={styles.clauses} data-match={match} aria-label={t(messages.list)}>
          {fields.map((field, index) => (
            <ClauseRow
              key={field.key}
              index={index}
              clauseKey={field.key}
              isFirst={index === 0}
              isLast={index === fields.length - 1}
              control={control}
              register={register}
              setFieldValue={setFieldValue}
              onAction={onAction}
              readOnly={readOnly}
            />
          ))}
        </ol>
      ) : (
        <p className={`muted ${styles.noClauses}`}>{t(messages.none)}</p>
      )}
      {rootMessage ? (
        <p id="clauses-error" className="field-error" tabIndex={-1}>
          {rootMessage}
        </p>
      ) : null}
      {removed ? (
        <div className={`alert ${styles.undoBar}`}>
          <span>
            {t(messages.removedBar, { number: removed.index + 1, clause: describeClause(removed.clause, t) })}
          </span>
          <button type="button" className="btn btn-small" onClick={undoRemove}>
            {t(messages.undo)}
          </button>
        </div>
      ) : null}
      {readOnly ? null : (
        <div className={styles.clauseListFooter}>
          <button ref={addButton} id="add-clause" type="button" className="btn" onClick={add} disabled={full}>
            <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
              <path d="M10 4v12M4 10h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            {t(messages.add)}
          </button>
          <span className="muted">
            {full ? t(messages.full, { max: formatInteger(MAX_CLAUSES) }) : t(messages.keys)}
          </span>
        </div>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
