import { describe, expect, it } from 'vitest';
import { splitPastedValues } from './value-list';

describe('pasted clause values', () => {
  it('splits lines (or spreadsheet cells) first, keeping commas inside a value', () => {
    expect(splitPastedValues('Sales, EMEA\nMarketing\r\n\nLegal\tFinance')).toEqual([
      'Sales, EMEA',
      'Marketing',
      'Legal',
      'Finance',
    ]);
  });

  it('splits a single line on commas, trimming and dropping blanks and repeats', () => {
    expect(splitPastedValues(' Sales , Legal,,Sales ')).toEqual(['Sales', 'Legal']);
    expect(splitPastedValues('Engineering')).toEqual(['Engineering']);
  });
});
