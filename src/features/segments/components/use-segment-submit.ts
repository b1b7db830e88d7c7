import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { FieldErrors, Path, UseFormReturn } from 'react-hook-form';
import { writeDraft } from '../../../lib/drafts';
import { defineMessages, translate } from '../../../lib/i18n';
import { workerLookupKeys } from '../api/keys';
import type { Conflict } from '../model/conflicts';
import type { SegmentFormValues } from '../model/form-values';
import type { SaveResult } from '../model/save-outcome';
import { mapServerErrors } from '../model/server-errors';
import { conflictMarkerId } from './ConflictMarker';
import { buildDraft, type DraftContext } from './DraftKeeper';
import { focusById, focusTargetFor } from './focus';
import type { WorkerListName } from './WorkerListField';

const messages = defineMessages({
  collide: {
    id: 'segments.submit.collide',
    defaultMessage:
      '{count, plural, one {One change collides with {name}’s version. Choose a side for each before saving.} other {# changes collide with {name}’s version. Choose a side for each before saving.}}',
  },
  unknownIds: {
    id: 'segments.submit.unknownIds',
    defaultMessage:
      '{count, plural, one {Remove the id that names no worker: {ids}.} other {Remove the ids that name no worker: {ids}.}}',
  },
});

/** Focus on the first error the checks before sending found, where an input does not take it. */
function focusFirstError(errors: FieldErrors<SegmentFormValues>, values: SegmentFormValues) {
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
}

/**
 * Submitting the form: refused while collisions are undecided or a worker id names nobody; else
 * the draft is written, the values saved, and what the save says goes onto the fields or above
 * the save button.
 */
export function useSegmentSubmit({
  form,
  conflicts,
  otherName,
  draft,
  base,
  onSave,
}: {
  form: Pick<UseFormReturn<SegmentFormValues>, 'getValues' | 'setValue' | 'setError' | 'setFocus'>;
  conflicts: Conflict[];
  otherName: string;
  draft: DraftContext | null;
  base: SegmentFormValues;
  onSave: (values: SegmentFormValues) => Promise<SaveResult>;
}) {
  const { getValues, setValue, setError, setFocus } = form;
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<ReactNode>(null);
  const [savedAt, setSavedAt] = useState<Date | null>(null);

  const onValid = async (values: SegmentFormValues) => {
    setMessage(null);
    const open = conflicts;
    if (open.length > 0) {
      setMessage(translate(messages.collide, { count: open.length, name: otherName }));
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
        message: translate(messages.unknownIds, { count: unknown.length, ids: unknown.join(', ') }),
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
      setMessage(result.message);
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
      if (mapped.form.length > 0) setMessage(mapped.form.join(' '));
      else if (mapped.fields.length > 0) setMessage(null);
    }
  };

  const onInvalid = (errors: FieldErrors<SegmentFormValues>) => focusFirstError(errors, getValues());
  return { message, savedAt, onValid, onInvalid };
}
