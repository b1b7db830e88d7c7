import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { pinPerson } from '../model/person-search';

/** People checked against the segment, by their place in the preview's workers (latest first). */
export interface PersonChecks {
  pinned: readonly number[];
  /** Checks a person: pins them first (up to ten), and says where the explanation is. */
  check(index: number): void;
  unpin(index: number): void;
}

const PersonChecksContext = createContext<PersonChecks | null>(null);

/** The id of the section the checks are in, for links and focus. */
export const PERSON_CHECK_ID = 'segment-person-check';

/** Shared by the preview's member rows ("Check") and the "Check a person" section. */
export function PersonChecksProvider({ children }: { children: ReactNode }) {
  const [pinned, setPinned] = useState<readonly number[]>([]);
  const check = useCallback((index: number) => {
    setPinned((current) => pinPerson(current, index));
    requestAnimationFrame(() => document.getElementById(`${PERSON_CHECK_ID}-${index}`)?.focus());
  }, []);
  const unpin = useCallback((index: number) => setPinned((current) => current.filter((other) => other !== index)), []);
  const value = useMemo(() => ({ pinned, check, unpin }), [pinned, check, unpin]);
  return <PersonChecksContext.Provider value={value}>{children}</PersonChecksContext.Provider>;
}

/** The checks, or null outside the editor (the preview can then offer no "Check" button). */
export function usePersonChecks(): PersonChecks | null {
  return useContext(PersonChecksContext);
}
