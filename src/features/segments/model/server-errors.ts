import type { ApiErrorObject } from '../../../../contract';
import { defineMessages, translate } from '../../../lib/i18n';
import { isFormField, type SegmentFormValues } from './form-values';
import { validationText } from './validation-words';
import type { Words } from './words';

const messages = defineMessages({
  nameTaken: {
    id: 'segments.save.nameTaken',
    defaultMessage: 'Another segment is already named “{name}”. Choose a different name.',
  },
  workerMissing: {
    id: 'segments.save.workerMissing',
    defaultMessage: 'No worker has the id {id}. Remove it before saving.',
  },
  failed: {
    id: 'segments.save.failed',
    defaultMessage: '{lead} {title}: {detail} {kept}{retry, select, yes {; try again.} other {.}}',
    description:
      '{lead}: “Not saved.”; {title} and {detail}: what went wrong; {kept}: “Your edits are kept”. “try again” is left out when {detail} already asks',
  },
});

export interface FieldError {
  /** A react-hook-form path of the editor, e.g. `name` or `clauses.2.values.0.value`. */
  path: string;
  message: string;
}

export interface MappedServerErrors {
  fields: FieldError[];
  /** Errors that name no field of the form. */
  form: string[];
  /** Worker ids the service says do not exist. */
  missingWorkerIds: string[];
}

const clauseTarget = /^clauses\.(\d+)(?:\.(left|operator|values)(?:\.(\d+))?(?:\.(kind|value))?)?$/;
const listTarget = /^(includedWorkerIds|excludedWorkerIds)(?:\.(\d+))?$/;

/** The editor field a server `target` names, or null when it names none. */
export function fieldForTarget(target: string | null | undefined, values: SegmentFormValues): string | null {
  if (!target) return null;
  if (isFormField(target)) return target;
  const clause = clauseTarget.exec(target);
  if (clause) {
    const index = Number(clause[1]);
    const found = values.clauses[index];
    if (!found) return 'clauses';
    const [, , part, valueIndex] = clause;
    if (!part) return `clauses.${index}`;
    if (part === 'left') return `clauses.${index}.left.value`;
    if (part === 'operator') return `clauses.${index}.operator`;
    if (valueIndex !== undefined && found.values[Number(valueIndex)])
      return `clauses.${index}.values.${valueIndex}.value`;
    return `clauses.${index}.values`;
  }
  const list = listTarget.exec(target);
  if (list) return list[1]!;
  return null;
}

function workerIdAt(target: string | null | undefined, values: SegmentFormValues): string | null {
  const list = listTarget.exec(target ?? '');
  if (!list || list[2] === undefined) return null;
  return values[list[1] as 'includedWorkerIds' | 'excludedWorkerIds'][Number(list[2])] ?? null;
}

/**
 * Puts each error of a rejected save on the field its `target` names, in words for the user:
 * `segment_name_conflict` on the name, `segment_worker_missing` on the worker list,
 * `invalid_segment` on the clause part it names. The rest is a message for the whole form.
 */
export function mapServerErrors(
  errors: readonly ApiErrorObject[],
  values: SegmentFormValues,
  say: Words = translate,
): MappedServerErrors {
  const mapped: MappedServerErrors = { fields: [], form: [], missingWorkerIds: [] };
  for (const error of errors) {
    const path = error.errorCode === 'segment_name_conflict' ? 'name' : fieldForTarget(error.target, values);
    let message = validationText(error.errorMessage, say);
    if (error.errorCode === 'segment_name_conflict') {
      message = say(messages.nameTaken, { name: values.name.trim() });
    } else if (error.errorCode === 'segment_worker_missing') {
      const id = workerIdAt(error.target, values);
      if (id) {
        mapped.missingWorkerIds.push(id);
        message = say(messages.workerMissing, { id });
      }
    }
    if (path && !mapped.fields.some((field) => field.path === path)) mapped.fields.push({ path, message });
    else if (!path) mapped.form.push(message);
  }
  return mapped;
}

/**
 * What a failed save says: `lead` ("Not saved."), what went wrong, that the work is kept, and to try
 * again, unless what went wrong already says so.
 */
export function failedSaveMessage(
  lead: string,
  problem: { title: string; detail: string },
  kept: string,
  say: Words = translate,
): string {
  // The errors' words in English ask to try again this way; other languages may say it twice.
  const retry = /\btry again\b/i.test(problem.detail) ? 'no' : 'yes';
  return say(messages.failed, { lead, title: problem.title, detail: problem.detail, kept, retry });
}
