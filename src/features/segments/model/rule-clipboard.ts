import { segmentWriteSchema, type SegmentWrite } from '../../../../contract';
import { defineMessages, translate, type MessageDescriptor } from '../../../lib/i18n';
import { toFormValues, toSegmentWrite, type SegmentFormValues } from './form-values';
import { validationText } from './validation-words';
import type { Words } from './words';

const messages = defineMessages({
  name: { id: 'segments.paste.field.name', defaultMessage: 'Name' },
  scope: { id: 'segments.paste.field.scope', defaultMessage: 'Scope' },
  match: { id: 'segments.paste.field.match', defaultMessage: 'Match' },
  clauses: { id: 'segments.paste.field.clauses', defaultMessage: 'Clauses' },
  includedWorkerIds: { id: 'segments.paste.field.included', defaultMessage: 'Always include' },
  excludedWorkerIds: { id: 'segments.paste.field.excluded', defaultMessage: 'Always exclude' },
  left: { id: 'segments.paste.field.left', defaultMessage: 'attribute' },
  operator: { id: 'segments.paste.field.operator', defaultMessage: 'operator' },
  values: { id: 'segments.paste.field.values', defaultMessage: 'values' },
  value: { id: 'segments.paste.field.value', defaultMessage: 'value' },
  kind: { id: 'segments.paste.field.kind', defaultMessage: 'kind' },
  rule: { id: 'segments.paste.rule', defaultMessage: 'The rule' },
  clause: { id: 'segments.paste.clause', defaultMessage: 'Clause {number}' },
  item: { id: 'segments.paste.item', defaultMessage: 'item {number}' },
  separator: {
    id: 'segments.paste.separator',
    defaultMessage: ', ',
    description: 'Between the parts of a field’s name: “Clause 2, operator”',
  },
  text: { id: 'segments.paste.text', defaultMessage: 'The text' },
  notJson: {
    id: 'segments.paste.notJson',
    defaultMessage: 'This is not JSON: copy a rule with “Copy rule as JSON”.',
  },
  notObject: {
    id: 'segments.paste.notObject',
    defaultMessage: 'A rule is a JSON object with scope, match and clauses.',
  },
});

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

const fieldWords: Record<string, MessageDescriptor> = {
  name: messages.name,
  scope: messages.scope,
  match: messages.match,
  clauses: messages.clauses,
  includedWorkerIds: messages.includedWorkerIds,
  excludedWorkerIds: messages.excludedWorkerIds,
  left: messages.left,
  operator: messages.operator,
  values: messages.values,
  value: messages.value,
  kind: messages.kind,
};

/** "clauses.1.values.0.value" → "Clause 2, values, value 1, value". */
export function describePath(path: readonly PropertyKey[], say: Words = translate): string {
  if (path.length === 0) return say(messages.rule);
  const words: string[] = [];
  for (let index = 0; index < path.length; index += 1) {
    const part = path[index]!;
    const next = path[index + 1];
    if (part === 'clauses' && typeof next === 'number') {
      words.push(say(messages.clause, { number: next + 1 }));
      index += 1;
    } else if (typeof part === 'number') {
      words.push(say(messages.item, { number: part + 1 }));
    } else {
      const known = Object.hasOwn(fieldWords, String(part)) ? fieldWords[String(part)] : undefined;
      words.push(known ? say(known) : String(part));
    }
  }
  return words.join(say(messages.separator));
}

/**
 * Reads pasted text as a rule. A rule without a name takes `nameIfMissing` (the form's); any
 * other field left out is a problem, as the API would say.
 */
export function readPastedRule(text: string, nameIfMissing: string, say: Words = translate): PasteResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {
      ok: false,
      problems: [{ path: '', field: say(messages.text), message: say(messages.notJson) }],
    };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return {
      ok: false,
      problems: [{ path: '', field: say(messages.text), message: say(messages.notObject) }],
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
      problems.push({ path, field: describePath(issue.path, say), message: validationText(issue.message, say) });
    }
    return { ok: false, problems };
  }
  return { ok: true, values: toFormValues(checked.data as SegmentWrite) };
}
