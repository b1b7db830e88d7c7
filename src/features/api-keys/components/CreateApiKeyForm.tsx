import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import type { ApiKey, ApiKeyCreate, ApiKeyScope } from '../../../../contract';
import { FormField } from '../../../components/FormField';
import { clearDraft, readDraft, useDraftAutosave, writeDraft } from '../../../lib/drafts';
import { formatDateTime } from '../../../lib/format';
import { isApiError } from '../../../lib/http';
import { defineMessages, useT } from '../../../lib/i18n';
import { useCurrentSession } from '../../../lib/session';
import {
  createKeyFormSchemaAt,
  emptyCreateKeyForm,
  fieldProblem,
  isCreateKeyDraft,
  restoreDraft,
  toCreateRequest,
  type CreateKeyFormValues,
} from '../model/create-form';
import { describeCreateFailure, type Failure } from '../model/errors';
import { earliestExpiryDate, expiryChoices, resolveExpiresAt } from '../model/expiry';
import { grantableScopes, scopeDescriptions } from '../model/scopes';
import styles from './ApiKeys.module.css';

const messages = defineMessages({
  restored: {
    id: 'api-keys.form.restored',
    defaultMessage: 'Restored what you entered before. The key has not been created yet.',
  },
  startOver: { id: 'api-keys.form.startOver', defaultMessage: 'Start over' },
  name: { id: 'api-keys.form.name', defaultMessage: 'Name' },
  nameHint: { id: 'api-keys.form.nameHint', defaultMessage: 'Say what uses the key, so it can be recognised later.' },
  expires: { id: 'api-keys.form.expires', defaultMessage: 'Expires' },
  expiryDate: { id: 'api-keys.form.expiryDate', defaultMessage: 'Expiry date' },
  never: {
    id: 'api-keys.form.never',
    defaultMessage: 'The key works until it is revoked. Prefer an expiry date where you can.',
  },
  stopsOn: {
    id: 'api-keys.form.stopsOn',
    defaultMessage: 'The key stops working on {when}.',
    description: '{when}: a date and time, written as the console writes them',
  },
  cancel: { id: 'api-keys.form.cancel', defaultMessage: 'Cancel' },
  creating: { id: 'api-keys.form.creating', defaultMessage: 'Creating…' },
  create: { id: 'api-keys.form.create', defaultMessage: 'Create key' },
  scopes: { id: 'api-keys.form.scopes', defaultMessage: 'Scopes' },
  scopesHint: {
    id: 'api-keys.form.scopesHint',
    defaultMessage: 'What the key may do. Only your own permissions can be given, and the key loses any you lose.',
  },
  selectAll: { id: 'api-keys.form.selectAll', defaultMessage: 'Select all' },
  clear: { id: 'api-keys.form.clear', defaultMessage: 'Clear', description: 'Unticks every scope' },
});

/** Unsaved create-form input, kept in this tab so a sign-in after a 401 loses nothing. No secret goes in it. */
export const CREATE_KEY_DRAFT = 'api-keys:create';

export function hasCreateKeyDraft(): boolean {
  return readDraft(CREATE_KEY_DRAFT, isCreateKeyDraft) !== null;
}

interface CreateMutation {
  mutate: (
    body: ApiKeyCreate,
    callbacks: { onError: (error: Error) => void; onSuccess: (key: ApiKey) => void },
  ) => void;
  isPending: boolean;
  isSuccess: boolean;
}

export interface CreateApiKeyFormProps {
  create: CreateMutation;
  onCancel: () => void;
  /** Whether closing the dialog now would lose input. */
  onUnsavedChange: (unsaved: boolean) => void;
}

export function CreateApiKeyForm({ create, onCancel, onUnsavedChange }: CreateApiKeyFormProps) {
  const t = useT('api-keys');
  const session = useCurrentSession();
  const offered = useMemo(() => grantableScopes(session.permissions), [session.permissions]);
  const [restored, setRestored] = useState(() => {
    const draft = readDraft(CREATE_KEY_DRAFT, isCreateKeyDraft);
    return draft ? restoreDraft(draft.value, session.permissions) : null;
  });
  const [failure, setFailure] = useState<Failure | null>(null);
  const schema = useMemo(() => createKeyFormSchemaAt(() => new Date(), t), [t]);
  const form = useForm<CreateKeyFormValues>({
    resolver: zodResolver(schema),
    defaultValues: restored ?? emptyCreateKeyForm,
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = form;
  const values = useWatch({ control }) as CreateKeyFormValues;
  const unsaved = isDirty || restored !== null;
  // Not while the key is being made or once it is: a save still pending would bring the draft back
  // after it was cleared, and the form would open again on the next visit.
  useDraftAutosave(CREATE_KEY_DRAFT, values, isDirty && !create.isPending && !create.isSuccess);
  useEffect(() => onUnsavedChange(unsaved), [unsaved, onUnsavedChange]);

  const failureAlert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) failureAlert.current?.focus();
  }, [failure]);

  const submit = handleSubmit((output) => {
    if (create.isPending) return;
    setFailure(null);
    // Kept before sending: a 401 takes the user to sign in before anything else runs.
    writeDraft(CREATE_KEY_DRAFT, form.getValues());
    create.mutate(toCreateRequest(output, new Date()), {
      onSuccess: () => clearDraft(CREATE_KEY_DRAFT),
      onError: (error) => {
        if (isApiError(error) && error.status === 401) return;
        let focused = false;
        for (const described of describeCreateFailure(error, t)) {
          if (described.field === null) {
            setFailure(described.failure);
            continue;
          }
          const field =
            described.field === 'expiresAt' ? (output.expiry === 'date' ? 'expiryDate' : 'expiry') : described.field;
          setError(field, { type: 'server', message: described.message }, { shouldFocus: !focused });
          focused = true;
        }
      },
    });
  });

  function startOver() {
    clearDraft(CREATE_KEY_DRAFT);
    form.reset(emptyCreateKeyForm);
    setRestored(null);
    setFailure(null);
  }

  const now = new Date();
  const expiresAt =
    values.expiry === 'date'
      ? values.expiryDate
        ? safeResolve(values)
        : null
      : resolveExpiresAt(values.expiry, '', now);

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {restored ? (
        <div className={`alert alert-warning ${styles.restored}`} role="status">
          <p>{t(messages.restored)}</p>
          <button type="button" className="btn btn-small" onClick={startOver}>
            {t(messages.startOver)}
          </button>
        </div>
      ) : null}
      {failure ? (
        <div ref={failureAlert} className={`alert alert-danger ${styles.failure}`} role="alert" tabIndex={-1}>
          <div>
            <strong>{failure.title}</strong>
            <p>{failure.detail}</p>
          </div>
        </div>
      ) : null}
      <FormField label={t(messages.name)} hint={t(messages.nameHint)} error={fieldProblem('name', errors.name, t)}>
        <input className="input" autoComplete="off" maxLength={200} {...register('name')} />
      </FormField>
      <ScopesField control={control} offered={offered} />
      <div className={styles.expiryRow}>
        <FormField label={t(messages.expires)} error={errors.expiry?.message} className={styles.expiryChoice}>
          <select className="select" {...register('expiry')}>
            {expiryChoices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {t(choice.label)}
              </option>
            ))}
          </select>
        </FormField>
        {values.expiry === 'date' ? (
          <FormField label={t(messages.expiryDate)} error={errors.expiryDate?.message} className={styles.expiryDate}>
            <input className="input" type="date" min={earliestExpiryDate(now)} {...register('expiryDate')} />
          </FormField>
        ) : null}
      </div>
      <p className="field-hint" aria-live="polite">
        {values.expiry === 'never'
          ? t(messages.never)
          : expiresAt
            ? t(messages.stopsOn, { when: formatDateTime(expiresAt) })
            : null}
      </p>
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={onCancel} disabled={create.isPending}>
          {t(messages.cancel)}
        </button>
        <button type="submit" className="btn btn-primary" disabled={create.isPending} aria-busy={create.isPending}>
          {t(create.isPending ? messages.creating : messages.create)}
        </button>
      </div>
    </form>
  );
}

function safeResolve(values: CreateKeyFormValues): string | null {
  try {
    return resolveExpiresAt('date', values.expiryDate, new Date());
  } catch {
    return null;
  }
}

function ScopesField({
  control,
  offered,
}: {
  control: ReturnType<typeof useForm<CreateKeyFormValues>>['control'];
  offered: ApiKeyScope[];
}) {
  const t = useT('api-keys');
  const { field, fieldState } = useController({ control, name: 'scopes' });
  const ids = { hint: useId(), error: useId() };
  const chosen = new Set(field.value);
  const toggle = (scope: ApiKeyScope, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(scope);
    else next.delete(scope);
    field.onChange(offered.filter((entry) => next.has(entry)));
  };
  const describedBy = [ids.hint, fieldState.error ? ids.error : null].filter(Boolean).join(' ');
  return (
    <fieldset className={styles.scopes} aria-describedby={describedBy}>
      <legend className="field-label">{t(messages.scopes)}</legend>
      <div className={styles.scopesHead}>
        <p id={ids.hint} className="field-hint">
          {t(messages.scopesHint)}
        </p>
        <div className="row">
          <button type="button" className="btn btn-ghost btn-small" onClick={() => field.onChange(offered)}>
            {t(messages.selectAll)}
          </button>
          <button type="button" className="btn btn-ghost btn-small" onClick={() => field.onChange([])}>
            {t(messages.clear)}
          </button>
        </div>
      </div>
      <ul className={styles.scopeList}>
        {offered.map((scope, index) => (
          <li key={scope}>
            <label className={styles.scope}>
              <input
                ref={index === 0 ? field.ref : undefined}
                type="checkbox"
                name={field.name}
                value={scope}
                checked={chosen.has(scope)}
                onChange={(event) => toggle(scope, event.target.checked)}
                onBlur={field.onBlur}
              />
              <span className={styles.scopeText}>
                <code>{scope}</code>
                <span className="muted">{t(scopeDescriptions[scope])}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {fieldState.error ? (
        <p id={ids.error} className="field-error">
          {fieldProblem('scopes', fieldState.error, t)}
        </p>
      ) : null}
    </fieldset>
  );
}
