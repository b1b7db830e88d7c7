import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import type { ApiKey, ApiKeyCreate, ApiKeyScope } from '../../../../contract';
import { FormField } from '../../../components/FormField';
import { clearDraft, readDraft, useDraftAutosave, writeDraft } from '../../../lib/drafts';
import { formatDateTime } from '../../../lib/format';
import { isApiError } from '../../../lib/http';
import { useCurrentSession } from '../../../lib/session';
import {
  createKeyFormSchemaAt,
  emptyCreateKeyForm,
  isCreateKeyDraft,
  restoreDraft,
  toCreateRequest,
  type CreateKeyFormValues,
} from '../model/create-form';
import { describeCreateFailure, type Failure } from '../model/errors';
import { earliestExpiryDate, expiryChoices, resolveExpiresAt } from '../model/expiry';
import { grantableScopes, scopeDescriptions } from '../model/scopes';
import styles from './ApiKeys.module.css';

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
  const session = useCurrentSession();
  const offered = useMemo(() => grantableScopes(session.permissions), [session.permissions]);
  const [restored, setRestored] = useState(() => {
    const draft = readDraft(CREATE_KEY_DRAFT, isCreateKeyDraft);
    return draft ? restoreDraft(draft.value, session.permissions) : null;
  });
  const [failure, setFailure] = useState<Failure | null>(null);
  const schema = useMemo(() => createKeyFormSchemaAt(() => new Date()), []);
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
        for (const described of describeCreateFailure(error)) {
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
          <p>Restored what you entered before. The key has not been created yet.</p>
          <button type="button" className="btn btn-small" onClick={startOver}>
            Start over
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
      <FormField label="Name" hint="Say what uses the key, so it can be recognised later." error={errors.name?.message}>
        <input className="input" autoComplete="off" maxLength={200} {...register('name')} />
      </FormField>
      <ScopesField control={control} offered={offered} />
      <div className={styles.expiryRow}>
        <FormField label="Expires" error={errors.expiry?.message} className={styles.expiryChoice}>
          <select className="select" {...register('expiry')}>
            {expiryChoices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.value === 'never' || choice.value === 'date' ? choice.label : `In ${choice.label}`}
              </option>
            ))}
          </select>
        </FormField>
        {values.expiry === 'date' ? (
          <FormField label="Expiry date" error={errors.expiryDate?.message} className={styles.expiryDate}>
            <input className="input" type="date" min={earliestExpiryDate(now)} {...register('expiryDate')} />
          </FormField>
        ) : null}
      </div>
      <p className="field-hint" aria-live="polite">
        {values.expiry === 'never'
          ? 'The key works until it is revoked. Prefer an expiry date where you can.'
          : expiresAt
            ? `The key stops working on ${formatDateTime(expiresAt)}.`
            : null}
      </p>
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={onCancel} disabled={create.isPending}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={create.isPending} aria-busy={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create key'}
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
      <legend className="field-label">Scopes</legend>
      <div className={styles.scopesHead}>
        <p id={ids.hint} className="field-hint">
          What the key may do. Only your own permissions can be given, and the key loses any you lose.
        </p>
        <div className="row">
          <button type="button" className="btn btn-ghost btn-small" onClick={() => field.onChange(offered)}>
            Select all
          </button>
          <button type="button" className="btn btn-ghost btn-small" onClick={() => field.onChange([])}>
            Clear
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
                <span className="muted">{scopeDescriptions[scope]}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {fieldState.error ? (
        <p id={ids.error} className="field-error">
          {fieldState.error.message}
        </p>
      ) : null}
    </fieldset>
  );
}
