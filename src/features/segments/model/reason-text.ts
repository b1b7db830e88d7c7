import { defineMessages, translate } from '../../../lib/i18n';
import { UNEVALUABLE_REASONS, unknownFieldReason } from '../../../lib/segment-rules/evaluate-segment';
import type { Words } from './words';

const messages = defineMessages({
  literalLeft: {
    id: 'segments.reason.literalLeft',
    defaultMessage: 'its left side is plain text, not a worker attribute',
    description: 'Why a clause is not counted in the preview; follows “Clause 2: ”',
  },
  targetField: {
    id: 'segments.reason.targetField',
    defaultMessage: 'it compares with a target field, which is known only when a policy runs',
  },
  oneValue: { id: 'segments.reason.oneValue', defaultMessage: 'it needs exactly one value' },
  unknownField: {
    id: 'segments.reason.unknownField',
    defaultMessage: '“{field}” is not one of the org chart’s fields',
  },
  empty: { id: 'segments.reason.empty', defaultMessage: '(empty)' },
});

const known = new Map([
  [UNEVALUABLE_REASONS.literalLeft, messages.literalLeft],
  [UNEVALUABLE_REASONS.targetField, messages.targetField],
  [UNEVALUABLE_REASONS.oneValue, messages.oneValue],
]);
// The words around the path in the reason for an attribute the org chart does not have.
const [fieldBefore, fieldAfter] = unknownFieldReason('\u0000').split('\u0000') as [string, string];

/**
 * Why a clause is not counted, in the user's language: the evaluator gives its reason in English
 * (`unevaluableReason`); any other text is shown as it is.
 */
export function reasonText(reason: string, say: Words = translate): string {
  const message = known.get(reason as (typeof UNEVALUABLE_REASONS)[keyof typeof UNEVALUABLE_REASONS]);
  if (message) return say(message);
  if (reason.startsWith(fieldBefore) && reason.endsWith(fieldAfter)) {
    const field = reason.slice(fieldBefore.length, reason.length - fieldAfter.length);
    return say(messages.unknownField, { field: field === '(empty)' ? say(messages.empty) : field });
  }
  return reason;
}
