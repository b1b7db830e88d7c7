import { describe, expect, it } from 'vitest';
import { SCRIPT_CODE_MAX, SCRIPT_NAME_MAX } from '../../../../contract';
import { hasScriptWork, scriptFormSchema, toCreateBody } from './script-form';

function messages(values: { name: string; code: string }) {
  const result = scriptFormSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

describe('the script form', () => {
  it('sends the name trimmed and the code exactly as written', () => {
    const parsed = scriptFormSchema.parse({ name: '  map-cost-center ', code: '  return 1;\n' });
    expect(toCreateBody(parsed)).toEqual({ name: 'map-cost-center', code: '  return 1;\n' });
  });

  it('asks for a name and for code', () => {
    expect(messages({ name: '   ', code: ' \n ' })).toEqual({
      name: 'Enter a name for the script.',
      code: "Write the script's code.",
    });
  });

  it('applies the server limits', () => {
    expect(messages({ name: 'x'.repeat(SCRIPT_NAME_MAX + 1), code: 'x'.repeat(SCRIPT_CODE_MAX + 1) })).toEqual({
      name: `Use at most ${SCRIPT_NAME_MAX} characters for the name.`,
      code: expect.stringContaining('The code is too long'),
    });
    expect(messages({ name: 'x'.repeat(SCRIPT_NAME_MAX), code: 'x'.repeat(SCRIPT_CODE_MAX) })).toEqual({});
  });

  it('counts a name or code as work worth keeping, but not blanks', () => {
    expect(hasScriptWork({ name: ' ', code: '\n' })).toBe(false);
    expect(hasScriptWork({ name: 'a', code: '' })).toBe(true);
    expect(hasScriptWork({ name: '', code: 'x' })).toBe(true);
  });
});
