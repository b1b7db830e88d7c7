import { segmentWriteSchema, type SegmentWrite } from '../../../../contract';
import { toFormValues, toSegmentWrite, type SegmentFormValues } from './form-values';

/**
 * A segment's rule as JSON to copy (the write shape the API takes, so it also pastes into the
 * API), and a pasted rule read back: validated with the contract's segment schema, each problem
 * named by its field, and nothing applied unless all of it is valid.
 */

/** The form's rule as JSON text, keys in the write shape's order. */
export function ruleToJson(values: SegmentFormValues): string {
  const write = toSegmentWrite(values);
  return JSON.stringify(
    {
      name: write.name,
      scope: write.scope,
      match: write.match,
      clauses: write.clauses,
      includedWorkerIds: write.includedWorkerIds ?? [],
      excludedWorkerIds: write.excludedWorkerIds ?? [],
    },
    null,
    2,
  );
}

export interface PasteProblem {
  /** The field as the wire names it (`clauses.1.operator`), or '' for the text as a whole. */
  path: string;
  /** The field in words: "Clause 2, operator". */
  field: string;
  message: string;
}

export type PasteResult = { ok: true; values: SegmentFormValues } | { ok: false; problems: PasteProblem[] };

const fieldWords: Record<string, string> = {
  name: 'Name',
  scope: 'Scope',
  match: 'Match',
  clauses: 'Clauses',
  includedWorkerIds: 'Always include',
  excludedWorkerIds: 'Always exclude',
  left: 'attribute',
  operator: 'operator',
  values: 'values',
  value: 'value',
  kind: 'kind',
};

/** "clauses.1.values.0.value" → "Clause 2, values, value 1, value". */
export function describePath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'The rule';
  const words: string[] = [];
  for (let index = 0; index < path.length; index += 1) {
    const part = path[index]!;
    const next = path[index + 1];
    if (part === 'clauses' && typeof next === 'number') {
      words.push(`Clause ${next + 1}`);
      index += 1;
    } else if (typeof part === 'number') {
      words.push(`item ${part + 1}`);
    } else {
      words.push(fieldWords[String(part)] ?? String(part));
    }
  }
  return words.join(', ');
}

/**
 * Reads pasted text as a rule. A rule without a name takes `nameIfMissing` (the form's); any
 * other field left out is a problem, as the API would say.
 */
export function readPastedRule(text: string, nameIfMissing: string): PasteResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {
      ok: false,
      problems: [{ path: '', field: 'The text', message: 'This is not JSON: copy a rule with “Copy rule as JSON”.' }],
    };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return {
      ok: false,
      problems: [{ path: '', field: 'The text', message: 'A rule is a JSON object with scope, match and clauses.' }],
    };
  }
  const record = parsed as Record<string, unknown>;
  const candidate = { ...record, name: record.name === undefined ? nameIfMissing : record.name };
  const checked = segmentWriteSchema.safeParse(candidate);
  if (!checked.success) {
    const seen = new Set<string>();
    const problems: PasteProblem[] = [];
    for (const issue of checked.error.issues) {
      const path = issue.path.map(String).join('.');
      if (seen.has(path)) continue;
      seen.add(path);
      problems.push({ path, field: describePath(issue.path), message: issue.message });
    }
    return { ok: false, problems };
  }
  return { ok: true, values: toFormValues(checked.data as SegmentWrite) };
}
