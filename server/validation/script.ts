import { Script as CompiledScript } from 'node:vm';

/**
 * Compiles the code without running it. Returns a message naming line and column, or null when
 * it compiles. Code the compiler cannot take (nested beyond its stack) is refused, never thrown.
 */
export function compileError(code: string): string | null {
  try {
    new CompiledScript(code, { filename: 'script.js' });
    return null;
  } catch (error) {
    if (error instanceof SyntaxError) {
      const [location = '', , caret = ''] = (error.stack ?? '').split('\n');
      const line = /:(\d+)$/.exec(location)?.[1] ?? '?';
      const column = caret.indexOf('^') >= 0 ? caret.indexOf('^') + 1 : '?';
      return `The code does not compile: ${error.message} (line ${line}, column ${column}).`;
    }
    if (error instanceof RangeError) return 'The code is too deeply nested to compile.';
    return 'The code could not be compiled.';
  }
}
