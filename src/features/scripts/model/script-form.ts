import type * as z from 'zod/mini';
import {
  hasVisibleText,
  SCRIPT_CODE_MAX,
  SCRIPT_NAME_MAX,
  scriptCreateSchema,
  type ScriptCreate,
} from '../../../../contract';
import { defineMessages, translate } from '../../../lib/i18n';
import type { Write } from './words';

const messages = defineMessages({
  nameMissing: { id: 'scripts.form.nameMissing', defaultMessage: 'Enter a name for the script.' },
  nameTooLong: {
    id: 'scripts.form.nameTooLong',
    defaultMessage: 'Use at most {max, number} characters for the name.',
  },
  codeMissing: { id: 'scripts.form.codeMissing', defaultMessage: "Write the script's code." },
  codeTooLong: {
    id: 'scripts.form.codeTooLong',
    defaultMessage: 'The code is too long: at most {max, number} characters.',
  },
});

/** The create form is the create body: the contract's rules, checked before sending. */
export const scriptFormSchema = scriptCreateSchema;
export type ScriptFormValues = z.input<typeof scriptFormSchema>;
export type ScriptFormOutput = z.output<typeof scriptFormSchema>;

export const emptyScriptForm: ScriptFormValues = { name: '', code: '' };

export function toCreateBody(values: ScriptFormOutput): ScriptCreate {
  return { name: values.name, code: values.code };
}

/** Whether the form holds anything worth keeping (found without copying a long script). */
export function hasScriptWork(values: ScriptFormValues): boolean {
  return hasVisibleText(values.name) || hasVisibleText(values.code);
}

/**
 * A broken rule of the form, in the user's language: the contract words its rules in English (the
 * reference API shares them), so they are worded here by the rule and the value that breaks it. A
 * service's answer (`type: 'server'`) is shown as it came.
 */
export function fieldProblem(
  field: 'name' | 'code',
  error: { type?: string | number; message?: string } | undefined,
  values: ScriptFormValues,
  t: Write = translate,
): string | undefined {
  if (!error || error.type === 'server') return error?.message;
  if (field === 'name' && error.type === 'too_small') return t(messages.nameMissing);
  if (field === 'name' && error.type === 'too_big') return t(messages.nameTooLong, { max: SCRIPT_NAME_MAX });
  if (field === 'code' && !hasVisibleText(values.code)) return t(messages.codeMissing);
  if (field === 'code' && values.code.length > SCRIPT_CODE_MAX)
    return t(messages.codeTooLong, { max: SCRIPT_CODE_MAX });
  return error.message;
}
