import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { SCRIPT_CODE_MAX, SCRIPT_NAME_MAX } from '../../../../contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormField } from '../../../components/FormField';
import { PageHeader } from '../../../components/PageHeader';
import { newScriptHeading } from './headings';
import { UnsavedChangesGuard } from '../../../components/UnsavedChangesGuard';
import { formatRelative, formatUtc } from '../../../lib/format';
import { isReauthenticating } from '../../../lib/http';
import { defineMessages, T, useT } from '../../../lib/i18n';
import { useCurrentSession } from '../../../lib/session';
import { useLatest } from '../../../lib/use-latest';
import { useSaveShortcut } from '../../../lib/use-save-shortcut';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCreateScript } from '../api/create-script';
import { describeCreateFailure, type CreateFailure } from '../model/create-errors';
import type { CompileErrorMarker } from './editor/compile-error-marker';
import type { CodeEditorHandle } from './editor/CodeEditor';
import { discardScriptDraft, saveScriptDraft, takeScriptDraft } from '../model/script-draft';
import {
  emptyScriptForm,
  fieldProblem,
  hasScriptWork,
  scriptFormSchema,
  toCreateBody,
  type ScriptFormOutput,
  type ScriptFormValues,
} from '../model/script-form';
import { shortcutLabel } from '../model/shortcuts';
import { CodeLoading } from './CodeLoading';
import styles from './ScriptCreatePage.module.css';

const CodeEditor = lazy(() => import('./editor/CodeEditor'));

const messages = defineMessages({
  breadcrumb: { id: 'scripts.create.breadcrumb', defaultMessage: 'Breadcrumb' },
  scripts: {
    id: 'scripts.create.scripts',
    defaultMessage: 'Scripts',
    description: 'The breadcrumb’s link to the list',
  },
  unsaved: {
    id: 'scripts.create.unsaved',
    defaultMessage: 'This script has not been created yet. If you leave now, it will be discarded.',
  },
  restored: {
    id: 'scripts.create.restored',
    defaultMessage: 'Restored your unsaved script (saved <time>{when}</time>). It has not been created yet.',
    description: '{when}: how long ago, e.g. “5 minutes ago”',
  },
  discardDraft: { id: 'scripts.create.discardDraft', defaultMessage: 'Discard draft' },
  name: { id: 'scripts.create.name', defaultMessage: 'Name' },
  nameHint: {
    id: 'scripts.create.nameHint',
    defaultMessage: "Up to {max, number} characters, different from every other script's name.",
  },
  code: { id: 'scripts.create.code', defaultMessage: 'Code' },
  wrapLines: { id: 'scripts.create.wrapLines', defaultMessage: 'Wrap long lines' },
  placeholder: {
    id: 'scripts.create.placeholder',
    defaultMessage: '// JavaScript, e.g. {example}',
    description: 'Shown in the empty code editor; {example} is a line of code',
  },
  codeHint: {
    id: 'scripts.create.codeHint',
    defaultMessage:
      'JavaScript, checked by the service when you create the script. Tab indents: to move on with the keyboard, press <kbd>Esc</kbd> then <kbd>Tab</kbd> (or <kbd>{tabModeKeys}</kbd> to make Tab move focus). <kbd>{mod}</kbd>+<kbd>F</kbd> finds, <kbd>{mod}</kbd>+<kbd>Z</kbd> undoes, <kbd>{mod}</kbd>+<kbd>Enter</kbd> creates.',
    description: '{mod}: the Ctrl key (⌘ on a Mac); {tabModeKeys}: keys such as Ctrl+M',
  },
  creating: { id: 'scripts.create.creating', defaultMessage: 'Creating…' },
  create: { id: 'scripts.create.create', defaultMessage: 'Create script' },
  cancel: { id: 'scripts.create.cancel', defaultMessage: 'Cancel' },
  discardTitle: { id: 'scripts.create.discardTitle', defaultMessage: 'Discard this draft?' },
  discardDetail: {
    id: 'scripts.create.discardDetail',
    defaultMessage: 'The name and code will be cleared, and the draft kept in this tab deleted.',
  },
  keep: { id: 'scripts.create.keep', defaultMessage: 'Keep it', description: 'Keeps the draft' },
  compileSource: {
    id: 'scripts.create.compileSource',
    defaultMessage: 'Server',
    description: 'Under a compile error in the code editor: who found it',
  },
});

const kbd = (chunks: ReactNode[]) => <kbd>{chunks}</kbd>;

export function ScriptCreatePage() {
  const t = useT('scripts');
  useDocumentTitle(t(newScriptHeading.title));
  return (
    <>
      <nav aria-label={t(messages.breadcrumb)} className={styles.breadcrumb}>
        <Link to="/scripts">{t(messages.scripts)}</Link>
      </nav>
      <PageHeader title={t(newScriptHeading.title)} subtitle={t(newScriptHeading.description)} />
      <ScriptCreateForm />
    </>
  );
}

function ScriptCreateForm() {
  const t = useT('scripts');
  const { user } = useCurrentSession();
  const navigate = useNavigate();
  const createScript = useCreateScript();
  const [restored, setRestored] = useState(() => takeScriptDraft(user.id));
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const [failure, setFailure] = useState<CreateFailure | null>(null);
  const [compileError, setCompileError] = useState<CompileErrorMarker | null>(null);
  const [createdId, setCreatedId] = useState<string | null>(null);
  const [wrapLines, setWrapLines] = useState(() => window.matchMedia?.('(max-width: 600px)').matches ?? false);
  const editor = useRef<CodeEditorHandle>(null);
  const ids = { code: useId(), codeHint: useId(), codeError: useId() };

  const form = useForm({
    resolver: zodResolver(scriptFormSchema),
    defaultValues: restored?.value ?? emptyScriptForm,
  });
  const {
    control,
    register,
    formState: { errors },
    handleSubmit,
    setError,
    reset,
  } = form;
  const name = useWatch({ control, name: 'name' });
  const unsaved = useScriptDraftKeeping(user.id, form, createdId !== null);

  useEffect(() => {
    if (createdId)
      void navigate(`/scripts/${encodeURIComponent(createdId)}`, { replace: true, state: { created: true } });
  }, [createdId, navigate]);

  const submit = handleSubmit(async (output) => {
    if (createScript.isPending) return;
    setFailure(null);
    setCompileError(null);
    // Kept before sending: a 401 takes the user to sign in before anything else runs.
    saveScriptDraft(user.id, form.getValues());
    try {
      const created = await createScript.mutateAsync(toCreateBody(output));
      discardScriptDraft();
      setCreatedId(created.id);
    } catch (error) {
      const described = describeCreateFailure(error, t);
      if (described.signingIn) return;
      setFailure(described);
      if (described.fields.code !== undefined && described.compileErrorAt) {
        setCompileError({
          message: described.fields.code,
          location: described.compileErrorAt,
          source: t(messages.compileSource),
        });
      }
      // The first field in the form's order gets the focus.
      let focused = false;
      for (const field of ['name', 'code'] as const) {
        const message = described.fields[field];
        if (message === undefined) continue;
        setError(field, { type: 'server', message }, { shouldFocus: !focused });
        focused = true;
      }
    }
  });

  const discardDraft = () => {
    discardScriptDraft();
    reset(emptyScriptForm);
    setRestored(null);
    setFailure(null);
    setCompileError(null);
    setConfirmingDiscard(false);
  };

  // A failure that belongs to no field takes the focus, so it is read out and seen.
  const failureAlert = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useSaveShortcut(formRef);
  useEffect(() => {
    if (failure?.form && failure.fields.name === undefined && failure.fields.code === undefined)
      failureAlert.current?.focus();
  }, [failure]);

  const codeDescribedBy = [ids.codeHint, errors.code ? ids.codeError : null].filter(Boolean).join(' ');
  const mod = shortcutLabel('Mod', undefined, t);
  const tabModeKeys = shortcutLabel('TabFocusMode', undefined, t);
  const values = form.getValues();

  return (
    <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <UnsavedChangesGuard when={unsaved} message={t(messages.unsaved)} />
      {restored ? (
        <div className={`alert alert-warning ${styles.restored}`} role="status">
          <p>
            <T
              message={messages.restored}
              values={{
                when: formatRelative(restored.savedAt),
                time: (chunks) => (
                  <time dateTime={restored.savedAt} title={formatUtc(restored.savedAt)}>
                    {chunks}
                  </time>
                ),
              }}
            />
          </p>
          <button type="button" className="btn btn-small" onClick={() => setConfirmingDiscard(true)}>
            {t(messages.discardDraft)}
          </button>
        </div>
      ) : null}

      <FormField
        label={t(messages.name)}
        hint={t(messages.nameHint, { max: SCRIPT_NAME_MAX })}
        error={fieldProblem('name', errors.name, values, t)}
        aside={
          <span className="muted" aria-hidden="true">
            {name.length} / {SCRIPT_NAME_MAX}
          </span>
        }
        className={styles.name}
      >
        <input className="input" autoComplete="off" spellCheck={false} {...register('name')} />
      </FormField>

      <div className="field">
        <div className="row">
          {/* The editor is not a form control a <label> can point at; it is named by this element's id. */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a pointer shortcut like a label's; the keyboard tabs into the editor */}
          <span id={ids.code} className="field-label" onClick={() => editor.current?.focus()}>
            {t(messages.code)}
          </span>
          <span className="spacer" />
          <label className={styles.wrapToggle}>
            <input type="checkbox" checked={wrapLines} onChange={(event) => setWrapLines(event.target.checked)} />
            {t(messages.wrapLines)}
          </label>
        </div>
        <Controller
          control={control}
          name="code"
          render={({ field }) => (
            <Suspense fallback={<CodeLoading />}>
              <CodeEditor
                ref={(handle) => {
                  editor.current = handle;
                  field.ref(handle);
                }}
                value={field.value}
                onChange={(text) => {
                  field.onChange(text);
                  setCompileError(null);
                }}
                onBlur={field.onBlur}
                onSubmitShortcut={() => void submit()}
                labelledBy={ids.code}
                describedBy={codeDescribedBy}
                invalid={errors.code !== undefined}
                compileError={compileError}
                wrapLines={wrapLines}
                placeholder={t(messages.placeholder, {
                  example: 'function normalize(value) { return value.trim(); }',
                })}
                maxLength={SCRIPT_CODE_MAX}
              />
            </Suspense>
          )}
        />
        <p id={ids.codeHint} className="field-hint">
          <T message={messages.codeHint} values={{ mod, tabModeKeys, kbd }} />
        </p>
        {errors.code ? (
          <p id={ids.codeError} className="field-error">
            {fieldProblem('code', errors.code, values, t)}
          </p>
        ) : null}
      </div>

      {failure?.form ? (
        <div ref={failureAlert} className="alert alert-danger" role="alert" tabIndex={-1}>
          <div>
            <p className={styles.failureTitle}>{failure.form.title}</p>
            <p>{failure.form.detail}</p>
          </div>
        </div>
      ) : null}

      <div className={styles.actions}>
        <button
          type="submit"
          className="btn btn-primary"
          aria-disabled={createScript.isPending || undefined}
          aria-busy={createScript.isPending}
          aria-keyshortcuts="Control+S Meta+S"
        >
          {t(createScript.isPending ? messages.creating : messages.create)}
        </button>
        <Link className="btn" to="/scripts">
          {t(messages.cancel)}
        </Link>
      </div>

      <ConfirmDialog
        open={confirmingDiscard}
        title={t(messages.discardTitle)}
        description={t(messages.discardDetail)}
        confirmLabel={t(messages.discardDraft)}
        cancelLabel={t(messages.keep)}
        tone="danger"
        onConfirm={discardDraft}
        onCancel={() => setConfirmingDiscard(false)}
      />
    </form>
  );
}

const DRAFT_SAVE_DELAY_MS = 300;

/**
 * Keeps the unsaved script in this tab's draft: shortly after each change, at once when the page
 * is being left for sign-in or reloaded, and drops it when the user leaves it or empties the form.
 * Watches the form without re-rendering it, so typing in a long script stays quick. Returns
 * whether there is unsaved work.
 */
function useScriptDraftKeeping(
  userId: string,
  form: UseFormReturn<ScriptFormValues, unknown, ScriptFormOutput>,
  created: boolean,
): boolean {
  const [hasWork, setHasWork] = useState(() => hasScriptWork(form.getValues()));
  const createdRef = useLatest(created);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const keep = () => {
      clearTimeout(timer);
      if (createdRef.current) return;
      const values = form.getValues();
      if (hasScriptWork(values)) saveScriptDraft(userId, values);
      else discardScriptDraft();
    };
    // A restored draft is kept from the start, whatever happens next.
    if (hasScriptWork(form.getValues())) keep();
    const subscription = form.watch((values) => {
      setHasWork(hasScriptWork({ name: values.name ?? '', code: values.code ?? '' }));
      clearTimeout(timer);
      timer = setTimeout(keep, DRAFT_SAVE_DELAY_MS);
    });
    window.addEventListener('pagehide', keep);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', keep);
      // Leaving for sign-in keeps the work; leaving any other way was confirmed as a discard.
      if (isReauthenticating()) keep();
      else {
        clearTimeout(timer);
        discardScriptDraft();
      }
    };
  }, [createdRef, form, userId]);

  return hasWork && !created;
}
