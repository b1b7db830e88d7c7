import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import {
  useCallback,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type ContextType,
  type ReactNode,
  type Ref,
} from 'react';
import { useForm, useWatch, type FieldErrors, type Path } from 'react-hook-form';
import { Link } from 'react-router';
import { segmentMatches, segmentScopes } from '../../../../contract';
import { UnsavedChangesGuard } from '../../../components/UnsavedChangesGuard';
import { writeDraft } from '../../../lib/drafts';
import { useSaveShortcut } from '../../../lib/use-save-shortcut';
import { useStickyBottomBar } from '../../../lib/use-sticky-bottom-bar';
import { workerLookupKeys } from '../api/keys';
import { applyConflictChoice, conflictId, type Conflict, type ConflictChoice } from '../model/conflicts';
import type { OperandValues, SegmentFormValues } from '../model/form-values';
import type { SaveResult } from '../model/save-outcome';
import { mapServerErrors } from '../model/server-errors';
import { segmentFormSchema } from '../model/validation';
import { workerAttributes, matchLabels, scopeDescriptions, scopeLabels } from '../model/vocabulary';
import { MembershipChange } from './MembershipChange';
import { SegmentPreviewPanel } from './SegmentPreviewPanel';
import {
  ClauseInsightsContext,
  PreviewContext,
  PreviewEngineContext,
  useSegmentPreview,
  type SegmentPreview,
} from './use-segment-preview';
import { ClauseList } from './ClauseList';
import { conflictMarkerId, ConflictsContext, FieldConflict } from './ConflictMarker';
import { buildDraft, DraftKeeper, type DraftContext } from './DraftKeeper';
import { NameField } from './NameField';
import { ATTRIBUTE_LIST_ID } from './OperandInput';
import { RuleSentence } from './RuleSentence';
import { WorkerListField, type WorkerListName } from './WorkerListField';
import styles from './SegmentEditor.module.css';

export interface SegmentFormApi {
  getValues: () => SegmentFormValues;
}

export interface SegmentFormProps {
  mode: 'create' | 'edit';
  initialValues: SegmentFormValues;
  /** The saved version the edits start from: the form is "unsaved" while it differs. */
  base: SegmentFormValues;
  initialConflicts: Conflict[];
  draft: DraftContext | null;
  readOnly: boolean;
  /** The page is being left after a save or a delete: no guard, no draft. */
  leaving: boolean;
  /** Who made the version the conflicts are with. */
  otherName: string;
  onSave: (values: SegmentFormValues) => Promise<SaveResult>;
  /** Told when the form starts or stops differing from `base`. */
  onDirtyChange?: (dirty: boolean) => void;
  apiRef?: Ref<SegmentFormApi>;
}

const focusById = (id: string) => {
  const element = document.getElementById(id);
  element?.focus();
  element?.scrollIntoView({ block: 'center' });
  return element !== null;
};

/** Where to send focus for an error on a field that is not a plain input. */
function focusTargetFor(path: string, values: SegmentFormValues): string | null {
  if (path === 'clauses') return 'clauses-error';
  if (path === 'includedWorkerIds' || path === 'excludedWorkerIds') return `${path}-picker`;
  const clause = /^clauses\.(\d+)$/.exec(path);
  if (clause) {
    const key = values.clauses[Number(clause[1])]?.key;
    return key ? `clause-${key}-left` : null;
  }
  return null;
}

/** The segment editor's form: details, the clause builder, the worker lists, and saving. */
export function SegmentForm({
  mode,
  initialValues,
  base,
  initialConflicts,
  draft,
  readOnly,
  leaving,
  otherName,
  onSave,
  onDirtyChange,
  apiRef,
}: SegmentFormProps) {
  const queryClient = useQueryClient();
  const form = useForm<SegmentFormValues>({
    defaultValues: initialValues,
    resolver: zodResolver(segmentFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, register, handleSubmit, setValue, getValues, setError, setFocus, subscribe, formState } = form;
  const { isSubmitting, isSubmitted } = formState;
  useImperativeHandle(apiRef, () => ({ getValues: () => getValues() }), [getValues]);
  const preview = useSegmentPreview(subscribe, getValues, mode === 'edit' ? base : null);

  const [dirty, setDirty] = useState(false);
  const reportDirty = useCallback(
    (next: boolean) => {
      setDirty(next);
      onDirtyChange?.(next);
    },
    [onDirtyChange],
  );
  const [conflicts, setConflicts] = useState<Conflict[]>(initialConflicts);
  const [formMessage, setFormMessage] = useState<ReactNode>(null);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const scope = useWatch({ control, name: 'scope' });
  const match = useWatch({ control, name: 'match' });

  const formRef = useRef<HTMLFormElement>(null);
  const saveBarRef = useRef<HTMLDivElement>(null);
  useSaveShortcut(formRef, !readOnly);
  useStickyBottomBar(saveBarRef);

  const setFieldValue = useCallback(
    (name: `clauses.${number}.values`, value: OperandValues[]) => {
      setValue(name, value, { shouldDirty: true, shouldValidate: isSubmitted });
    },
    [setValue, isSubmitted],
  );
  const setList = useCallback(
    (name: WorkerListName, ids: string[]) => {
      setValue(name, ids, { shouldDirty: true, shouldValidate: isSubmitted });
    },
    [setValue, isSubmitted],
  );
  const dropConflict = useCallback((id: string) => {
    setConflicts((current) => current.filter((conflict) => conflictId(conflict) !== id));
  }, []);

  const choose = useCallback(
    (conflict: Conflict, choice: ConflictChoice) => {
      const options = { shouldDirty: true, shouldValidate: isSubmitted };
      const values = getValues();
      const next = applyConflictChoice(values, conflict, choice);
      const index = next.clauses.findIndex((clause) => conflict.type === 'clause' && clause.key === conflict.key);
      const kept = index >= 0;
      if (conflict.type === 'field') {
        setValue(conflict.field, next[conflict.field], options);
      } else if (next.clauses.length < values.clauses.length) {
        setValue('clauses', next.clauses, options);
      } else if (kept && next.clauses[index] !== values.clauses[index]) {
        // Part by part, so that the clause's inputs show the values taken.
        const clause = next.clauses[index]!;
        setValue(`clauses.${index}.left.kind`, clause.left.kind, options);
        setValue(`clauses.${index}.left.value`, clause.left.value, options);
        setValue(`clauses.${index}.operator`, clause.operator, options);
        setValue(`clauses.${index}.values`, clause.values, options);
      }
      const remaining = conflicts.filter((other) => conflictId(other) !== conflictId(conflict));
      setConflicts(remaining);
      requestAnimationFrame(() => {
        const following = remaining[0];
        if (following) focusById(conflictMarkerId(following));
        else if (conflict.type === 'field') setFocus(conflict.field);
        else if (kept) focusById(`clause-${conflict.key}-left`);
      });
    },
    [getValues, setValue, setFocus, isSubmitted, conflicts],
  );

  const conflictContext = useMemo(
    () => ({
      byId: new Map(conflicts.map((conflict) => [conflictId(conflict), conflict])),
      otherName,
      choose,
    }),
    [conflicts, otherName, choose],
  );

  const focusFirstError = (errors: FieldErrors<SegmentFormValues>, values: SegmentFormValues) => {
    // Inputs get focus from react-hook-form; errors on lists and whole clauses need a target.
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active instanceof HTMLElement && active.getAttribute('aria-invalid') === 'true') return;
      for (const path of ['name', 'clauses', 'includedWorkerIds', 'excludedWorkerIds'] as const) {
        if (!errors[path]) continue;
        const target = focusTargetFor(path, values);
        if (target && focusById(target)) return;
      }
    });
  };

  const onValid = async (values: SegmentFormValues) => {
    setFormMessage(null);
    const open = conflicts;
    if (open.length > 0) {
      setFormMessage(
        `${open.length === 1 ? 'One change collides' : `${open.length} changes collide`} with ${otherName}’s version. Choose a side for each before saving.`,
      );
      focusById(conflictMarkerId(open[0]!));
      return;
    }
    const unknownIn = (name: WorkerListName) =>
      values[name].filter((id) => queryClient.getQueryData(workerLookupKeys.byId(id)) === null);
    let blocked = false;
    for (const name of ['includedWorkerIds', 'excludedWorkerIds'] as const) {
      const unknown = unknownIn(name);
      if (unknown.length === 0) continue;
      setError(name, {
        type: 'unknown',
        message: `Remove the ${unknown.length === 1 ? 'id that names' : 'ids that name'} no worker: ${unknown.join(', ')}.`,
      });
      if (!blocked) focusById(`${name}-picker`);
      blocked = true;
    }
    if (blocked) return;

    if (draft) writeDraft(draft.key, buildDraft(draft, base, values, []));
    const result = await onSave(values);
    if (result.status === 'saved') {
      setSavedAt(new Date());
      if (values.name !== values.name.trim()) setValue('name', values.name.trim());
    } else if (result.status === 'failed') {
      setFormMessage(result.message);
    } else if (result.status === 'rejected') {
      const mapped = mapServerErrors(result.errors, values);
      for (const id of mapped.missingWorkerIds) queryClient.setQueryData(workerLookupKeys.byId(id), null);
      mapped.fields.forEach((field, index) => {
        setError(field.path as Path<SegmentFormValues>, { type: 'server', message: field.message });
        if (index > 0) return;
        const target = focusTargetFor(field.path, values);
        if (target) focusById(target);
        else setFocus(field.path as Path<SegmentFormValues>);
      });
      if (mapped.form.length > 0) setFormMessage(mapped.form.join(' '));
      else if (mapped.fields.length > 0) setFormMessage(null);
    }
  };

  const status = isSubmitting
    ? 'Saving…'
    : dirty
      ? 'Unsaved changes'
      : savedAt
        ? `Saved at ${savedAt.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })}`
        : mode === 'edit'
          ? 'No unsaved changes'
          : '';

  return (
    <FormContexts conflicts={conflictContext} preview={preview}>
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        aria-label={mode === 'create' ? 'New segment' : 'Edit segment'}
        onSubmit={(event) => {
          // The Save button stays focusable while saving (aria-disabled): a second submit waits.
          if (isSubmitting) {
            event.preventDefault();
            return;
          }
          void handleSubmit(onValid, (errors) => focusFirstError(errors, getValues()))(event);
        }}
      >
        <datalist id={ATTRIBUTE_LIST_ID}>
          {workerAttributes.map((attribute) => (
            <option key={attribute.path} value={attribute.path}>
              {attribute.label}
            </option>
          ))}
        </datalist>
        {conflicts.length > 0 ? (
          <div className="alert alert-warning" role="status">
            <p>
              <strong>{conflicts.length === 1 ? 'One change collides' : `${conflicts.length} changes collide`}</strong>{' '}
              with {otherName}’s version. Each is marked below: choose a side, then save.
            </p>
            <button type="button" className="btn btn-small" onClick={() => focusById(conflictMarkerId(conflicts[0]!))}>
              Go to the first
            </button>
          </div>
        ) : null}
        <div className={styles.editorColumns}>
          <fieldset className={styles.plainFieldset} disabled={readOnly}>
            <section className={`card ${styles.section}`} aria-labelledby="segment-details-title">
              <h2 id="segment-details-title" className={styles.sectionTitle}>
                Details
              </h2>
              <NameField control={control} register={register} />
              <div className={styles.choiceRow}>
                <fieldset className={styles.choiceGroup}>
                  <legend className="field-label">Scope</legend>
                  {segmentScopes.map((option) => (
                    <label key={option} className={styles.choice}>
                      <input type="radio" value={option} {...register('scope')} />
                      <span>
                        <span className={styles.choiceLabel}>{scopeLabels[option]}</span>
                        <span className="field-hint">{scopeDescriptions[option]}</span>
                      </span>
                    </label>
                  ))}
                  <FieldConflict id="scope" />
                </fieldset>
                <fieldset className={styles.choiceGroup}>
                  <legend className="field-label">Workers must match</legend>
                  {segmentMatches.map((option) => (
                    <label key={option} className={styles.choice}>
                      <input type="radio" value={option} {...register('match')} />
                      <span className={styles.choiceLabel}>{matchLabels[option]}</span>
                    </label>
                  ))}
                  <FieldConflict id="match" />
                </fieldset>
              </div>
            </section>

            <section className={`card ${styles.section}`} aria-labelledby="segment-rule-title">
              <div className={styles.sectionHeading}>
                <h2 id="segment-rule-title" className={styles.sectionTitle}>
                  Rule
                </h2>
                {scope === 'manual' ? (
                  <p className="field-hint">
                    This segment is manual: its members are the included workers, and clauses are kept but not used.
                  </p>
                ) : null}
              </div>
              <RuleSentence subscribe={subscribe} getValues={getValues} />
              <ClauseList
                control={control}
                register={register}
                getValues={getValues}
                setFieldValue={setFieldValue}
                match={match}
                readOnly={readOnly}
                onRemoveClause={dropConflict}
              />
            </section>

            <div className={styles.workerLists}>
              <WorkerListField name="includedWorkerIds" control={control} setList={setList} readOnly={readOnly} />
              <WorkerListField name="excludedWorkerIds" control={control} setList={setList} readOnly={readOnly} />
            </div>
          </fieldset>
          <div className={styles.previewColumn}>
            <SegmentPreviewPanel manual={scope === 'manual'} />
          </div>
        </div>

        {readOnly ? null : (
          <div ref={saveBarRef} className={styles.saveBar} data-sticky-bottom>
            {formMessage ? (
              <div className={`alert alert-danger ${styles.formMessage}`} role="alert">
                {formMessage}
              </div>
            ) : null}
            <div className={styles.saveInfo}>
              <p className={`muted ${styles.saveStatus}`} role="status">
                {status}
              </p>
              <MembershipChange />
            </div>
            <div className={styles.saveActions}>
              <Link to="/segments" className={`btn btn-ghost ${styles.backLink}`}>
                {mode === 'create' ? 'Cancel' : 'Back to segments'}
              </Link>
              <button
                type="submit"
                className="btn btn-primary"
                aria-disabled={isSubmitting || undefined}
                aria-busy={isSubmitting}
                aria-keyshortcuts="Control+S Meta+S"
              >
                {mode === 'create' ? 'Create segment' : 'Save changes'}
              </button>
            </div>
          </div>
        )}
      </form>
      <DraftKeeper
        subscribe={subscribe}
        getValues={getValues}
        base={base}
        context={readOnly ? null : draft}
        conflicts={conflicts}
        stopped={leaving}
        onDirtyChange={reportDirty}
      />
      <UnsavedChangesGuard
        when={!leaving && !readOnly && (dirty || conflicts.length > 0)}
        message="Your changes to this segment are not saved. If you leave now, they will be lost."
      />
    </FormContexts>
  );
}

function FormContexts({
  conflicts,
  preview,
  children,
}: {
  conflicts: ContextType<typeof ConflictsContext>;
  preview: SegmentPreview;
  children: ReactNode;
}) {
  return (
    <ConflictsContext.Provider value={conflicts}>
      <PreviewEngineContext.Provider value={preview.engine}>
        <ClauseInsightsContext.Provider value={preview.insights}>
          <PreviewContext.Provider value={preview}>{children}</PreviewContext.Provider>
        </ClauseInsightsContext.Provider>
      </PreviewEngineContext.Provider>
    </ConflictsContext.Provider>
  );
}
