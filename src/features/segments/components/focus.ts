import type { SegmentFormValues } from '../model/form-values';

/** Focuses the element with this id and scrolls it to the middle; false when there is none. */
export const focusById = (id: string) => {
  const element = document.getElementById(id);
  element?.focus();
  element?.scrollIntoView({ block: 'center' });
  return element !== null;
};

/** Where to send focus for an error on a field that is not a plain input. */
export function focusTargetFor(path: string, values: SegmentFormValues): string | null {
  if (path === 'clauses') return 'clauses-error';
  if (path === 'includedWorkerIds' || path === 'excludedWorkerIds') return `${path}-picker`;
  const clause = /^clauses\.(\d+)$/.exec(path);
  if (clause) {
    const key = values.clauses[Number(clause[1])]?.key;
    return key ? `clause-${key}-left` : null;
  }
  return null;
}
