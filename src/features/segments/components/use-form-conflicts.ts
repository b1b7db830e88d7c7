import { useCallback, useMemo, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { applyConflictChoice, conflictId, type Conflict, type ConflictChoice } from '../model/conflicts';
import type { SegmentFormValues } from '../model/form-values';
import { conflictMarkerId, type ConflictsContextValue } from './ConflictMarker';
import { focusById } from './focus';

/**
 * The collisions with a colleague's version still to decide in the form: picking a side writes
 * it into the form and moves focus on to the next collision; removing a clause drops its own.
 */
export function useFormConflicts(
  form: Pick<UseFormReturn<SegmentFormValues>, 'getValues' | 'setValue' | 'setFocus'>,
  initialConflicts: Conflict[],
  otherName: string,
  isSubmitted: boolean,
) {
  const { getValues, setValue, setFocus } = form;
  const [conflicts, setConflicts] = useState<Conflict[]>(initialConflicts);

  const dropConflict = useCallback((id: string) => {
    setConflicts((current) => current.filter((conflict) => conflictId(conflict) !== id));
  }, []);

  const choose = useCallback(
    (conflict: Conflict, choice: ConflictChoice) => {
      const options = { shouldDirty: true, shouldValidate: isSubmitted };
      const values = getValues();
      const next = applyConflictChoice(values, conflict, choice);
      const index = next.clauses.findIndex((clause) => conflict.type === 'clause' && clause.key === conflict.key);
      const kept = index >= 0;
      if (conflict.type === 'field') {
        setValue(conflict.field, next[conflict.field], options);
      } else if (next.clauses.length < values.clauses.length) {
        setValue('clauses', next.clauses, options);
      } else if (kept && next.clauses[index] !== values.clauses[index]) {
        // Part by part, so that the clause's inputs show the values taken.
        const clause = next.clauses[index]!;
        setValue(`clauses.${index}.left.kind`, clause.left.kind, options);
        setValue(`clauses.${index}.left.value`, clause.left.value, options);
        setValue(`clauses.${index}.operator`, clause.operator, options);
        setValue(`clauses.${index}.values`, clause.values, options);
      }
      const remaining = conflicts.filter((other) => conflictId(other) !== conflictId(conflict));
      setConflicts(remaining);
      requestAnimationFrame(() => {
        const following = remaining[0];
        if (following) focusById(conflictMarkerId(following));
        else if (conflict.type === 'field') setFocus(conflict.field);
        else if (kept) focusById(`clause-${conflict.key}-left`);
      });
    },
    [getValues, setValue, setFocus, isSubmitted, conflicts],
  );

  const context: ConflictsContextValue = useMemo(
    () => ({ byId: new Map(conflicts.map((conflict) => [conflictId(conflict), conflict])), otherName, choose }),
    [conflicts, otherName, choose],
  );
  return { conflicts, dropConflict, context };
}
