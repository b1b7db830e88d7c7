import * as z from 'zod/mini';
import {
  API_KEY_NAME_MAX,
  apiKeyCreateSchema,
  permissionSchema,
  type ApiKeyCreate,
  type Permission,
} from '../../../../contract';
import { defineMessages, translate } from '../../../lib/i18n';
import { DEFAULT_EXPIRY, expiryChoiceValues, expiryDateProblem, resolveExpiresAt } from './expiry';
import { keepGrantable } from './scopes';
import type { Write } from './words';

const messages = defineMessages({
  nameMissing: { id: 'api-keys.form.nameMissing', defaultMessage: 'Give the key a name, e.g. what uses it.' },
  nameTooLong: {
    id: 'api-keys.form.nameTooLong',
    defaultMessage: 'Use at most {max, number} characters.',
  },
  scopesMissing: { id: 'api-keys.form.scopesMissing', defaultMessage: 'Choose at least one scope.' },
});

/**
 * What the create form edits: the contract's name and scopes with their rules and messages; the
 * expiry as a choice, worked out into `expiresAt` on submit.
 */
export const createKeyFormSchema = z.object({
  name: apiKeyCreateSchema.shape.name,
  scopes: apiKeyCreateSchema.shape.scopes,
  expiry: z.enum(expiryChoiceValues),
  expiryDate: z.string(),
});
export type CreateKeyFormValues = z.infer<typeof createKeyFormSchema>;

/** The form's rules at a given moment: a chosen expiry date must be after today. */
export function createKeyFormSchemaAt(now: () => Date, t: Write = translate) {
  return createKeyFormSchema.check(
    z.superRefine((values, context) => {
      if (values.expiry !== 'date') return;
      const problem = expiryDateProblem(values.expiryDate, now(), t);
      if (problem)
        context.addIssue({ code: 'custom', path: ['expiryDate'], message: problem, input: values.expiryDate });
    }),
  );
}

export const emptyCreateKeyForm: CreateKeyFormValues = { name: '', scopes: [], expiry: DEFAULT_EXPIRY, expiryDate: '' };

/** The body of `POST /api-keys`, checked against the contract. */
export function toCreateRequest(values: CreateKeyFormValues, now: Date): ApiKeyCreate {
  return apiKeyCreateSchema.parse({
    name: values.name.trim(),
    scopes: values.scopes,
    expiresAt: resolveExpiresAt(values.expiry, values.expiryDate, now),
  });
}

/** Whether a stored draft is a create form, whatever its field values. */
export function isCreateKeyDraft(value: unknown): value is CreateKeyFormValues {
  return z
    .extend(createKeyFormSchema, {
      name: z.string().check(z.maxLength(API_KEY_NAME_MAX * 4)),
      scopes: z.array(permissionSchema),
    })
    .safeParse(value).success;
}

/** A restored draft, trimmed to the scopes the member may still grant. */
export function restoreDraft(draft: CreateKeyFormValues, held: readonly Permission[]): CreateKeyFormValues {
  return { ...draft, scopes: keepGrantable(draft.scopes, held) };
}

/**
 * A broken rule of the form, in the user's language: the contract words its name and scopes rules
 * in English (the reference API shares them), so they are worded here by the rule they break (the
 * zod issue's code, react-hook-form's `type`). Anything else (the expiry's rule, a service's answer)
 * is already in words.
 */
export function fieldProblem(
  field: 'name' | 'scopes',
  error: { type?: string | number; message?: string } | undefined,
  t: Write = translate,
): string | undefined {
  if (!error) return undefined;
  if (field === 'name' && error.type === 'too_small') return t(messages.nameMissing);
  if (field === 'name' && error.type === 'too_big') return t(messages.nameTooLong, { max: API_KEY_NAME_MAX });
  if (field === 'scopes' && error.type === 'too_small') return t(messages.scopesMissing);
  return error.message;
}
