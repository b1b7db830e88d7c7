import * as z from 'zod/mini';
import {
  API_KEY_NAME_MAX,
  apiKeyCreateSchema,
  permissionSchema,
  type ApiKeyCreate,
  type Permission,
} from '../../../../contract';
import { DEFAULT_EXPIRY, expiryChoiceValues, expiryDateProblem, resolveExpiresAt } from './expiry';
import { keepGrantable } from './scopes';

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
export function createKeyFormSchemaAt(now: () => Date) {
  return createKeyFormSchema.check(
    z.superRefine((values, context) => {
      if (values.expiry !== 'date') return;
      const problem = expiryDateProblem(values.expiryDate, now());
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
