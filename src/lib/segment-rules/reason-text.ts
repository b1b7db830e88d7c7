import { defineMessages, translate, type MessageDescriptor, type Translate } from '../i18n';
import { UNEVALUABLE_REASONS, unknownFieldReason } from './evaluate-segment';

const messages = defineMessages({
  literalLeft: {
    id: 'segmentRules.reason.literalLeft',
    defaultMessage: 'its left side is plain text, not a worker attribute',
    description: 'Why a clause is not counted in the preview; follows “Clause 2: ”',
  },
  targetField: {
    id: 'segmentRules.reason.targetField',
    defaultMessage: 'it compares with a target field, which is known only when a policy runs',
  },
  oneValue: { id: 'segmentRules.reason.oneValue', defaultMessage: 'it needs exactly one value' },
  unknownField: {
    id: 'segmentRules.reason.unknownField',
    defaultMessage: '“{field}” is not one of the org chart’s fields',
  },
  empty: { id: 'segmentRules.reason.empty', defaultMessage: '(empty)' },
});

/** Writes a message in the user's language: a component's `t`, or `translate`. */
type Say = (descriptor: MessageDescriptor, values?: Parameters<Translate>[1]) => string;

const known = new Map([
  [UNEVALUABLE_REASONS.literalLeft, messages.literalLeft],
  [UNEVALUABLE_REASONS.targetField, messages.targetField],
  [UNEVALUABLE_REASONS.oneValue, messages.oneValue],
]);
// The words around the path in the reason for an attribute the org chart does not have.
const [fieldBefore, fieldAfter] = unknownFieldReason('\u0000').split('\u0000') as [string, string];

/**
 * Why a clause is not counted, in the user's language: the evaluator gives its reason in English
 * (`unevaluableReason`); any other text is shown as it is. Its words are the `segmentRules`
 * catalogue: a component that shows them asks for it (`useT(…, 'segmentRules')`).
 */
export function reasonText(reason: string, say: Say = translate): string {
  const message = known.get(reason as (typeof UNEVALUABLE_REASONS)[keyof typeof UNEVALUABLE_REASONS]);
  if (message) return say(message);
  if (reason.startsWith(fieldBefore) && reason.endsWith(fieldAfter)) {
    const field = reason.slice(fieldBefore.length, reason.length - fieldAfter.length);
    return say(messages.unknownField, { field: field === '(empty)' ? say(messages.empty) : field });
  }
  return reason;
}
