import { describe, expect, it } from 'vitest';
import { highlightPolicyLine } from './policy-syntax';

const kinds = (line: string) => highlightPolicyLine(line).map((token) => [token.kind, token.text]);

describe('highlightPolicyLine', () => {
  it('marks block keywords and strings', () => {
    expect(kinds('grant "github" {')).toEqual([
      ['keyword', 'grant'],
      ['plain', ' '],
      ['string', '"github"'],
      ['plain', ' {'],
    ]);
  });

  it('marks attributes, references and comments', () => {
    expect(kinds('  role = "ReadOnly" # why')).toEqual([
      ['plain', '  '],
      ['attribute', 'role'],
      ['plain', ' = '],
      ['string', '"ReadOnly"'],
      ['plain', ' '],
      ['comment', '# why'],
    ]);
    expect(kinds('  when worker.lifecycleStage == "active"')).toEqual([
      ['plain', '  '],
      ['keyword', 'when'],
      ['plain', ' '],
      ['reference', 'worker.lifecycleStage'],
      ['plain', ' == '],
      ['string', '"active"'],
    ]);
  });

  it('keeps the text exactly, whatever it is', () => {
    for (const line of ['', '}', 'revision    = 12', 'odd "unterminated', '  # only a comment "with quotes"']) {
      expect(
        highlightPolicyLine(line)
          .map((token) => token.text)
          .join(''),
      ).toBe(line);
    }
  });

  it('names the segment in segment("…"), its escapes undone, and only there', () => {
    const named = (line: string) =>
      highlightPolicyLine(line)
        .filter((token) => token.segmentName !== undefined)
        .map((token) => [token.text, token.segmentName]);
    expect(named('  applies_to  = segment("All engineers")')).toEqual([['"All engineers"', 'All engineers']]);
    expect(named('segment ( "Say \\"hi\\"" ) or segment("B")')).toEqual([
      ['"Say \\"hi\\""', 'Say "hi"'],
      ['"B"', 'B'],
    ]);
    expect(named('  description = "segment(\\"x\\")"')).toEqual([]);
    expect(named('segment("unterminated')).toEqual([]);
    // Two strings side by side stay two tokens when the first names a segment.
    expect(highlightPolicyLine('segment("A")"b"').map((token) => token.text)).toEqual([
      'segment',
      '(',
      '"A"',
      ')',
      '"b"',
    ]);
  });
});
