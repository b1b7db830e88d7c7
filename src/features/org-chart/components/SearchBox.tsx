import type { ReactNode } from 'react';
import styles from './WorkerSearch.module.css';

export const SEARCH_LABEL = 'Find a person';
export const SEARCH_PLACEHOLDER = 'Find by name, title or department';
export const searchInputClass = `input ${styles.input}`;

/** The search field's box and magnifier, around the field itself. */
export function SearchBox({ children }: { children: ReactNode }) {
  return (
    <div className={styles.box}>
      <svg className={styles.icon} width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
        <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M13 13l4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {children}
    </div>
  );
}

/**
 * The search field while the people or the chart's code load, inside the waiting (inert) tools: it
 * looks like the real one, which replaces it in the same place once there is someone to find.
 */
export function WaitingSearch() {
  return (
    <SearchBox>
      <input className={searchInputClass} placeholder={SEARCH_PLACEHOLDER} aria-label={SEARCH_LABEL} readOnly />
    </SearchBox>
  );
}
