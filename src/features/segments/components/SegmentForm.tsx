import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { UnsavedChangesGuard } from '../../../components/UnsavedChangesGuard';
import { defineMessages, useT } from '../../../lib/i18n';
import { useSaveShortcut } from '../../../lib/use-save-shortcut';
import type { Conflict } from '../model/conflicts';
import type { OperandValues, SegmentFormValues } from '../model/form-values';
import type { SaveResult } from '../model/save-outcome';
import { segmentFormSchema } from '../model/validation';
import { wordedErrors } from '../model/validation-words';
import { ConflictsBanner, ConflictsContext, type ConflictsContextValue } from './ConflictMarker';
import { DetailsSection } from './DetailsSection';
import { DraftKeeper, type DraftContext } from './DraftKeeper';
import { AttributeList } from './OperandInput';
import { RuleSection } from './RuleSection';
import { SaveBar } from './SaveBar';
import { PersonChecksProvider } from './person-check-context';
import { SegmentInsights } from './SegmentInsights';
import { SegmentPreviewPanel } from './SegmentPreviewPanel';
import { useFormConflicts } from './use-form-conflicts';
import {
  ClauseInsightsContext,
  PreviewContext,
  PreviewEngineContext,
  useSegmentPreview,
  type SegmentPreview,
} from './use-segment-preview';
import { useSegmentSubmit } from './use-segment-submit';
import { WorkerListField, type WorkerListName } from './WorkerListField';
import styles from './SegmentEditor.module.css';

const messages = defineMessages({
  newSegment: { id: 'segments.form.new', defaultMessage: 'New segment' },
  editSegment: { id: 'segments.form.edit', defaultMessage: 'Edit segment' },
  unsaved: {
    id: 'segments.form.unsaved',
    defaultMessage: 'Your changes to this segment are not saved. If you leave now, they will be lost.',
  },
});

const schemaResolver = zodResolver(segmentFormSchema);

/** The contract's rules, their sentences in the user's language. */
const resolver: typeof schemaResolver = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  if (Object.keys(result.errors).length === 0) return result;
  return { values: {}, errors: wordedErrors(result.errors) };
};

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
  const t = useT('segments');
  const form = useForm<SegmentFormValues>({
    defaultValues: initialValues,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, register, handleSubmit, setValue, getValues, subscribe, formState } = form;
  const { isSubmitting, isSubmitted } = formState;
  useImperativeHandle(apiRef, () => ({ getValues: () => getValues() }), [getValues]);
  const preview = useSegmentPreview(subscribe, getValues, mode === 'edit' ? base : null);
  const conflicts = useFormConflicts(form, initialConflicts, otherName, isSubmitted);
  const submit = useSegmentSubmit({ form, conflicts: conflicts.conflicts, otherName, draft, base, onSave });

  const [dirty, setDirty] = useState(false);
  const reportDirty = useCallback(
    (next: boolean) => {
      setDirty(next);
      onDirtyChange?.(next);
    },
    [onDirtyChange],
  );
  const scope = useWatch({ control, name: 'scope' });
  const match = useWatch({ control, name: 'match' });

  const formRef = useRef<HTMLFormElement>(null);
  useSaveShortcut(formRef, !readOnly);

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

  return (
    <FormContexts conflicts={conflicts.context} preview={preview}>
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        aria-label={t(mode === 'create' ? messages.newSegment : messages.editSegment)}
        onSubmit={(event) => {
          // The Save button stays focusable while saving (aria-disabled): a second submit waits.
          if (isSubmitting) {
            event.preventDefault();
            return;
          }
          void handleSubmit(submit.onValid, submit.onInvalid)(event);
        }}
      >
        <AttributeList />
        <ConflictsBanner conflicts={conflicts.conflicts} otherName={otherName} />
        <PersonChecksProvider>
          <div className={styles.editorColumns}>
            <fieldset className={styles.plainFieldset} disabled={readOnly}>
              <DetailsSection control={control} register={register} />
              <RuleSection
                control={control}
                register={register}
                getValues={getValues}
                subscribe={subscribe}
                setFieldValue={setFieldValue}
                scope={scope}
                match={match}
                readOnly={readOnly}
                onRemoveClause={conflicts.dropConflict}
              />
              <div className={styles.workerLists}>
                <WorkerListField name="includedWorkerIds" control={control} setList={setList} readOnly={readOnly} />
                <WorkerListField name="excludedWorkerIds" control={control} setList={setList} readOnly={readOnly} />
              </div>
            </fieldset>
            <div className={styles.previewColumn}>
              <SegmentPreviewPanel manual={scope === 'manual'} />
            </div>
            <SegmentInsights
              form={form}
              mode={mode}
              readOnly={readOnly}
              setList={setList}
              setFieldValue={setFieldValue}
            />
          </div>
        </PersonChecksProvider>
        {readOnly ? null : (
          <SaveBar mode={mode} saving={isSubmitting} dirty={dirty} savedAt={submit.savedAt} message={submit.message} />
        )}
      </form>
      <DraftKeeper
        subscribe={subscribe}
        getValues={getValues}
        base={base}
        context={readOnly ? null : draft}
        conflicts={conflicts.conflicts}
        stopped={leaving}
        onDirtyChange={reportDirty}
      />
      <UnsavedChangesGuard
        when={!leaving && !readOnly && (dirty || conflicts.conflicts.length > 0)}
        message={t(messages.unsaved)}
      />
    </FormContexts>
  );
}

function FormContexts({
  conflicts,
  preview,
  children,
}: {
  conflicts: ConflictsContextValue;
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
