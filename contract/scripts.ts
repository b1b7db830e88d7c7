import * as z from 'zod/mini';
import { SCRIPT_CODE_MAX, SCRIPT_NAME_MAX } from './assumed';

const VISIBLE = /\S/;

/**
 * Spec 2.3 / 4.2: the create body, with the rules the reference API applies (the spec states no
 * constraints; the limits are ours, in `assumed.ts`). The name is trimmed; the code is kept as
 * written. Compiling the code is the server's own check.
 */
export const scriptCreateSchema = z.object(
  {
    name: z
      .string({ error: 'name is required and must be a string.' })
      .check(
        z.trim(),
        z.minLength(1, 'Enter a name for the script.'),
        z.maxLength(SCRIPT_NAME_MAX, `Use at most ${SCRIPT_NAME_MAX} characters for the name.`),
      ),
    code: z.string({ error: 'code is required and must be a string.' }).check(
      z.refine((code) => VISIBLE.test(code), "Write the script's code."),
      z.refine(
        (code) => code.length <= SCRIPT_CODE_MAX,
        `The code is too long: at most ${SCRIPT_CODE_MAX.toLocaleString('en-US')} characters.`,
      ),
    ),
  },
  { error: 'The body must be an object with name and code.' },
);
export type ScriptCreate = z.infer<typeof scriptCreateSchema>;

/** Whether a script's name or code holds anything but blanks. */
export const hasVisibleText = (text: string) => VISIBLE.test(text);

/** Spec 4.2: `result` of a successful create. */
export const scriptCreatedSchema = z.object({ id: z.string() });
