import { Text } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { compileErrorDiagnostic, positionOf } from './compile-error-marker';

const doc = Text.of(['const a = 1;', 'const b = ;', '']);

describe('positionOf', () => {
  it('finds a 1-based line and column', () => {
    expect(positionOf(doc, { line: 2, column: 11 })).toBe(13 + 10);
  });

  it('keeps a place beyond the text inside it', () => {
    expect(positionOf(doc, { line: 2, column: 99 })).toBe(13 + 11);
    expect(positionOf(doc, { line: 40, column: 1 })).toBe(doc.length);
  });
});

describe('compileErrorDiagnostic', () => {
  it('marks from the place to the end of its line', () => {
    const diagnostic = compileErrorDiagnostic(doc, { message: 'Unexpected token', location: { line: 2, column: 11 } });
    expect(diagnostic).toMatchObject({ from: 23, to: 24, severity: 'error', message: 'Unexpected token' });
  });
});
