/**
 * Light syntax highlighting for the policy language (see the seeded policies): `# comments`,
 * "strings", block keywords, `name =` attributes, `worker.field` references and numbers. Unknown
 * text stays plain: highlighting is a reading aid, never a parser.
 */
export type SyntaxKind = 'plain' | 'comment' | 'string' | 'keyword' | 'attribute' | 'reference' | 'number';

export interface SyntaxToken {
  kind: SyntaxKind;
  text: string;
  /** For the string of `segment("…")`: the segment's name it holds, unescaped. */
  segmentName?: string;
}

/** `segment(` just before a string: the string names a segment. */
const SEGMENT_CALL = /\bsegment\s*\(\s*$/;

/** A complete string literal's content, its escapes undone; null for an unterminated one. */
function stringContent(literal: string): string | null {
  if (!/^"(?:[^"\\]|\\.)*"$/.test(literal)) return null;
  return literal.slice(1, -1).replace(/\\(.)/g, '$1');
}

const KEYWORDS = new Set([
  'policy',
  'grant',
  'when',
  'and',
  'or',
  'not',
  'contains',
  'in',
  'offboarding',
  'revoke_all',
  'transfer',
  'to',
  'after',
  'segment',
]);

const TOKEN =
  /(#.*$)|("(?:[^"\\]|\\.)*"?)|\b(worker(?:\.[A-Za-z_]\w*)+)\b|\b([A-Za-z_]\w*)\b(?=\s*=(?!=))|\b([A-Za-z_]\w*)\b|\b(\d+(?:\.\d+)?)\b/g;

export function highlightPolicyLine(line: string): SyntaxToken[] {
  const tokens: SyntaxToken[] = [];
  let last = 0;
  const push = (kind: SyntaxKind, text: string) => {
    if (!text) return;
    const previous = tokens[tokens.length - 1];
    if (previous && previous.kind === kind && previous.segmentName === undefined) previous.text += text;
    else tokens.push({ kind, text });
  };
  for (const match of line.matchAll(TOKEN)) {
    const at = match.index;
    push('plain', line.slice(last, at));
    const [text, comment, string, reference, attribute, word, number] = match;
    if (comment) push('comment', text);
    else if (string) {
      const segmentName = SEGMENT_CALL.test(line.slice(0, at)) ? stringContent(text) : null;
      if (segmentName !== null) tokens.push({ kind: 'string', text, segmentName });
      else push('string', text);
    } else if (reference) push('reference', text);
    else if (attribute) push('attribute', text);
    else if (word) push(KEYWORDS.has(word) ? 'keyword' : 'plain', text);
    else if (number) push('number', text);
    last = at + text.length;
  }
  push('plain', line.slice(last));
  return tokens;
}
