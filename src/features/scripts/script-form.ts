import { z } from 'zod';
import { SCRIPT_CODE_MAX, SCRIPT_NAME_MAX, type ScriptCreate } from '../../../contract';
import { formatInteger } from '../../lib/format';

const VISIBLE = /\S/;

/** The create form, checked before sending with the same limits the server applies. */
export const scriptFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Enter a name for the script.')
    .max(SCRIPT_NAME_MAX, `Use at most ${SCRIPT_NAME_MAX} characters for the name.`),
  code: z
    .string()
    .refine((code) => VISIBLE.test(code), "Write the script's code.")
    .refine(
      (code) => code.length <= SCRIPT_CODE_MAX,
      `The code is too long: at most ${formatInteger(SCRIPT_CODE_MAX)} characters.`,
    ),
});
export type ScriptFormValues = z.input<typeof scriptFormSchema>;
export type ScriptFormOutput = z.output<typeof scriptFormSchema>;

export const emptyScriptForm: ScriptFormValues = { name: '', code: '' };

export function toCreateBody(values: ScriptFormOutput): ScriptCreate {
  return { name: values.name, code: values.code };
}

/** Whether the form holds anything worth keeping (found without copying a long script). */
export function hasScriptWork(values: ScriptFormValues): boolean {
  return VISIBLE.test(values.name) || VISIBLE.test(values.code);
}
