import { Script as CompiledScript } from 'node:vm';
import { SCRIPT_CODE_MAX, SCRIPT_NAME_MAX, type ApiErrorObject } from '../../contract';

export type ScriptValidation = { ok: true; name: string; code: string } | { ok: false; errors: ApiErrorObject[] };

const invalid = (target: string | null, errorMessage: string): ApiErrorObject => ({
  errorCode: 'invalid_script',
  errorMessage,
  target,
});

/**
 * Compiles the code without running it. Returns a message naming line and column, or null when
 * it compiles.
 */
export function compileError(code: string): string | null {
  try {
    new CompiledScript(code, { filename: 'script.js' });
    return null;
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    const [location = '', , caret = ''] = (error.stack ?? '').split('\n');
    const line = /:(\d+)$/.exec(location)?.[1] ?? '?';
    const column = caret.indexOf('^') >= 0 ? caret.indexOf('^') + 1 : '?';
    return `The code does not compile: ${error.message} (line ${line}, column ${column}).`;
  }
}

export function validateScriptCreate(body: unknown): ScriptValidation {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, errors: [invalid(null, 'The body must be an object with name and code.')] };
  }
  const { name, code } = body as Record<string, unknown>;
  const errors: ApiErrorObject[] = [];
  if (typeof name !== 'string') {
    errors.push(invalid('name', 'name is required and must be a string.'));
  } else if (name.trim().length < 1 || name.trim().length > SCRIPT_NAME_MAX) {
    errors.push(invalid('name', `name must be 1 to ${SCRIPT_NAME_MAX} characters long.`));
  }
  if (typeof code !== 'string') {
    errors.push(invalid('code', 'code is required and must be a string.'));
  } else if (code.length < 1 || code.length > SCRIPT_CODE_MAX) {
    errors.push(invalid('code', `code must be 1 to ${SCRIPT_CODE_MAX} characters long.`));
  } else {
    const error = compileError(code);
    if (error) errors.push(invalid('code', error));
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, name: (name as string).trim(), code: code as string };
}
