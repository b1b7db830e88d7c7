import { z } from 'zod';

/** Spec 2.6. */
export const revealedSecretSchema = z.object({ value: z.string() });
