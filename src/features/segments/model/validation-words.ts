import { conditionOperatorLabels, type ConditionOperator } from '../../../../contract';
import { defineMessages, translate } from '../../../lib/i18n';
import { operatorLabels } from './vocabulary';
import type { Words } from './words';

/**
 * The contract words its rules for a segment in English (contract/segment-write.ts), for the
 * service and the form alike. The form shows them in the user's language: each rule's sentence is
 * recognised here and said with the console's own message; any other text is shown as it is.
 */
const messages = defineMessages({
  enterName: { id: 'segments.rules.enterName', defaultMessage: 'Enter a name.' },
  nameShort: {
    id: 'segments.rules.nameShort',
    defaultMessage: 'The name needs at least {min} characters (it has {length}).',
  },
  nameLong: {
    id: 'segments.rules.nameLong',
    defaultMessage: 'The name can have at most {max} characters (it has {length}).',
  },
  enterText: { id: 'segments.rules.enterText', defaultMessage: 'Enter the text to compare.' },
  chooseAttribute: { id: 'segments.rules.chooseAttribute', defaultMessage: 'Choose or type a worker attribute.' },
  typeTargetField: { id: 'segments.rules.typeTargetField', defaultMessage: 'Type a target field.' },
  enterValue: { id: 'segments.rules.enterValue', defaultMessage: 'Enter a value.' },
  fieldPath: {
    id: 'segments.rules.fieldPath',
    defaultMessage:
      'Use a field path such as department or manager.name: letters, digits and underscores, separated by dots.',
  },
  atLeastOne: { id: 'segments.rules.atLeastOne', defaultMessage: '“{operator}” needs at least one value.' },
  needsValue: { id: 'segments.rules.needsValue', defaultMessage: '“{operator}” needs a value.' },
  exactlyOne: {
    id: 'segments.rules.exactlyOne',
    defaultMessage: '“{operator}” takes exactly one value: remove the others, or choose “{oneOf}”.',
  },
  tooManyClauses: {
    id: 'segments.rules.tooManyClauses',
    defaultMessage: 'A segment can have at most {max} clauses (this one has {count}).',
  },
  addClause: {
    id: 'segments.rules.addClause',
    defaultMessage: 'Add at least one clause: a rule-based segment selects workers by its clauses.',
  },
  emptyId: { id: 'segments.rules.emptyId', defaultMessage: 'A worker id cannot be empty.' },
  listedTwice: { id: 'segments.rules.listedTwice', defaultMessage: 'Listed more than once: {id}.' },
  bothLists: {
    id: 'segments.rules.bothLists',
    defaultMessage: 'Also in the included workers: {id}. A worker can be included or excluded, not both.',
  },
});

const exact = new Map<string, (typeof messages)[keyof typeof messages]>([
  ['Enter a name.', messages.enterName],
  ['Enter the text to compare.', messages.enterText],
  ['Choose or type a worker attribute.', messages.chooseAttribute],
  ['Type a target field.', messages.typeTargetField],
  ['Enter a value.', messages.enterValue],
  [
    'Use a field path such as department or manager.name: letters, digits and underscores, separated by dots.',
    messages.fieldPath,
  ],
  ['Add at least one clause: a rule-based segment selects workers by its clauses.', messages.addClause],
  ['A worker id cannot be empty.', messages.emptyId],
]);

const operatorByLabel = new Map(
  Object.entries(conditionOperatorLabels).map(([operator, label]) => [label, operator as ConditionOperator]),
);

type Pattern = [RegExp, (match: RegExpExecArray, say: Words) => string | null];

const operator = (label: string, say: Words) => {
  const code = operatorByLabel.get(label);
  return code ? say(operatorLabels[code]) : null;
};

const patterns: Pattern[] = [
  [
    /^The name needs at least (\d+) characters \(it has (\d+)\)\.$/,
    ([, min, length], say) => say(messages.nameShort, { min: min!, length: length! }),
  ],
  [
    /^The name can have at most (\d+) characters \(it has (\d+)\)\.$/,
    ([, max, length], say) => say(messages.nameLong, { max: max!, length: length! }),
  ],
  [
    /^“(.+)” needs at least one value\.$/,
    ([, label], say) => {
      const words = operator(label!, say);
      return words === null ? null : say(messages.atLeastOne, { operator: words });
    },
  ],
  [
    /^“(.+)” needs a value\.$/,
    ([, label], say) => {
      const words = operator(label!, say);
      return words === null ? null : say(messages.needsValue, { operator: words });
    },
  ],
  [
    /^“(.+)” takes exactly one value: remove the others, or choose “is one of”\.$/,
    ([, label], say) => {
      const words = operator(label!, say);
      return words === null ? null : say(messages.exactlyOne, { operator: words, oneOf: say(operatorLabels.in) });
    },
  ],
  [
    /^A segment can have at most (\d+) clauses \(this one has (\d+)\)\.$/,
    ([, max, count], say) => say(messages.tooManyClauses, { max: max!, count: count! }),
  ],
  [/^Listed more than once: (.+)\.$/, ([, id], say) => say(messages.listedTwice, { id: id! })],
  [
    /^Also in the included workers: (.+)\. A worker can be included or excluded, not both\.$/,
    ([, id], say) => say(messages.bothLists, { id: id! }),
  ],
];

/** A rule's sentence from the contract (or the service), in the user's language when it is known. */
export function validationText(message: string, say: Words = translate): string {
  const known = exact.get(message);
  if (known) return say(known);
  for (const [pattern, words] of patterns) {
    const match = pattern.exec(message);
    if (match) return words(match, say) ?? message;
  }
  return message;
}

/** Form errors (react-hook-form's nested object) with each message through `validationText`. */
export function wordedErrors<T>(errors: T, say: Words = translate): T {
  if (Array.isArray(errors)) return errors.map((item: unknown) => wordedErrors(item, say)) as T;
  if (typeof errors !== 'object' || errors === null) return errors;
  const worded: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref') worded[key] = value;
    else if (key === 'message' && typeof value === 'string') worded[key] = validationText(value, say);
    else worded[key] = wordedErrors(value, say);
  }
  return worded as T;
}
