import { describe, expect, it } from 'vitest';
import { endpoints, SCRIPT_CODE_MAX, SCRIPT_NAME_MAX } from '../../contract';
import { checkEndpointBody } from '../http/endpoint-input';
import { compileError } from './script';

/** What the router makes of a POST /scripts body, by the rules contract/endpoints.ts declares for it. */
const checkScriptBody = (body: unknown) => checkEndpointBody(endpoints.createScript, body);

describe('compileError', () => {
  it('accepts code that compiles, without running it', () => {
    expect(compileError('function main() { throw new Error("never run") }\nmain();')).toBeNull();
  });

  it('names the line and column of a syntax error', () => {
    expect(compileError('const a = 1;\nfunction f( {\n  return 2;\n}')).toMatch(/line 3, column 10/);
    expect(compileError('const x = ;')).toMatch(/line 1, column 11/);
  });
});

describe('the create body', () => {
  it('trims the name', () => {
    expect(checkScriptBody({ name: '  tidy  ', code: 'let a = 1;' })).toEqual({
      ok: true,
      value: { name: 'tidy', code: 'let a = 1;' },
    });
  });

  it('accepts a name and code at their longest', () => {
    const name = 'n'.repeat(SCRIPT_NAME_MAX);
    const code = `//${'x'.repeat(SCRIPT_CODE_MAX - 2)}`;
    expect(checkScriptBody({ name, code })).toEqual({ ok: true, value: { name, code } });
  });

  it.each([
    [{ code: 'x' }, 'name'],
    [{ name: 42, code: 'x' }, 'name'],
    [{ name: '   ', code: 'x' }, 'name'],
    [{ name: 'n'.repeat(SCRIPT_NAME_MAX + 1), code: 'x' }, 'name'],
    [{ name: 'ok' }, 'code'],
    [{ name: 'ok', code: '' }, 'code'],
    [{ name: 'ok', code: 'x'.repeat(SCRIPT_CODE_MAX + 1) }, 'code'],
    [['not', 'an', 'object'], null],
  ] as [unknown, string | null][])('rejects %j with invalid_script on %s', (body, target) => {
    const result = checkScriptBody(body);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]).toMatchObject({ errorCode: 'invalid_script', target });
  });
});

describe('code the compiler cannot take', () => {
  it('refuses code nested too deeply to compile instead of throwing (POST /scripts: deep-input.test.ts)', () => {
    const deep = '['.repeat(5_000) + ']'.repeat(5_000);
    expect(compileError(deep)).toBe('The code is too deeply nested to compile.');
  });

  it('refuses code that does not compile (POST /scripts: scripts-policies.test.ts)', () => {
    expect(compileError('if (')).toMatch(/^The code does not compile: /);
  });

  it('refuses code made only of blanks', () => {
    const result = checkScriptBody({ name: 'blank', code: ' \n\t ' });
    expect(result).toMatchObject({ ok: false, errors: [{ errorCode: 'invalid_script', target: 'code' }] });
  });
});
