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
import { segmentFormValuesSchema } from './form-values';

/** The service's limit on clauses per segment. */
export const MAX_CLAUSES = MAX_SEGMENT_CLAUSES;

/** Name length as the service counts it: characters, after trimming. */
export const nameLength = segmentNameLength;

// The contract's rule for each of the form's fields that a write has, but the clauses (they carry
// a key here) and the worker lists (never null here; their rules span both lists, below).
const {
  clauses: _clauses,
  includedWorkerIds: _included,
  excludedWorkerIds: _excluded,
  ...fieldRules
} = segmentWriteShape;

/**
 * The editor's schema for react-hook-form: the form's values (form-values.ts) checked by the
 * contract's rules for a segment write. Its clauses carry a `key`, its worker lists are never
 * null, and a worker list's problems are shown on the whole list rather than on one entry.
 */
export const segmentFormSchema = z
  .object({
    ...segmentFormValuesSchema.shape,
    ...fieldRules,
    clauses: z.array(z.object({ key: z.string(), ...clauseRuleShape }).check(z.superRefine(clauseValueCountRule))),
  })
  .check(
    z.superRefine(
      segmentAcrossFieldsRule((field) => [field]),
      acrossFieldsWhen,
    ),
  );
