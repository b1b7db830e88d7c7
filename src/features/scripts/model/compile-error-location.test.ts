import { describe, expect, it } from 'vitest';
import { compileErrorLocation } from './compile-error-location';

describe('compileErrorLocation', () => {
  it('reads the line and column the server names', () => {
    expect(compileErrorLocation("The code does not compile: Unexpected token '}' (line 3, column 14).")).toEqual({
      line: 3,
      column: 14,
    });
  });

  it('takes the start of the line when only the line is named', () => {
    expect(compileErrorLocation('Unexpected end of input on line 7')).toEqual({ line: 7, column: 1 });
  });

  it('gives nothing when no usable place is named', () => {
    expect(
      compileErrorLocation('The code does not compile: Invalid or unexpected token (line ?, column ?).'),
    ).toBeNull();
    expect(compileErrorLocation('Unexpected token')).toBeNull();
    expect(compileErrorLocation('line 0, column 1')).toBeNull();
  });
});
