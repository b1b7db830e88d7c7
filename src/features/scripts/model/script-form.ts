import type * as z from 'zod/mini';
import { hasVisibleText, scriptCreateSchema, type ScriptCreate } from '../../../../contract';

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
