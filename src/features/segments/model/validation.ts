import * as z from 'zod/mini';
import {
  MAX_SEGMENT_CLAUSES,
  acrossFieldsWhen,
  clauseRuleShape,
  clauseValueCountRule,
  segmentAcrossFieldsRule,
  segmentNameLength,
  segmentWriteShape,
} from '../../../../contract';

/** The service's limit on clauses per segment. */
export const MAX_CLAUSES = MAX_SEGMENT_CLAUSES;

/** Name length as the service counts it: characters, after trimming. */
export const nameLength = segmentNameLength;

/**
 * The editor's schema for react-hook-form: the contract's rules for a segment write, on the
 * editor's values. Its clauses carry a `key`, its worker lists are never null, and a worker list's
 * problems are shown on the whole list rather than on one entry.
 */
export const segmentFormSchema = z
  .object({
    ...segmentWriteShape,
    clauses: z.array(z.object({ key: z.string(), ...clauseRuleShape }).check(z.superRefine(clauseValueCountRule))),
    includedWorkerIds: z.array(z.string()),
    excludedWorkerIds: z.array(z.string()),
  })
  .check(
    z.superRefine(
      segmentAcrossFieldsRule((field) => [field]),
      acrossFieldsWhen,
    ),
  );
