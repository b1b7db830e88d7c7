import * as z from 'zod/mini';

/** Spec 2.6. */
export const revealedSecretSchema = z.object({ value: z.string() });
