import type { ReactNode } from 'react';
import { defineMessages, useT } from '../../../lib/i18n';
import styles from './WorkerSearch.module.css';

/** The search field's words, the same in each of its stand-ins. */
export const searchMessages = defineMessages({
  label: { id: 'org-chart.search.label', defaultMessage: 'Find a person' },
  placeholder: { id: 'org-chart.search.placeholder', defaultMessage: 'Find by name, title or department' },
  unavailable: { id: 'org-chart.search.unavailable', defaultMessage: 'Search unavailable: reload the page' },
  loadFailed: { id: 'org-chart.search.loadFailed', defaultMessage: 'Search could not load' },
  loadFailedDetail: {
    id: 'org-chart.search.loadFailedDetail',
    defaultMessage: 'Check the connection, then reload the page.',
  },
  stopped: { id: 'org-chart.search.stopped', defaultMessage: 'Search stopped working' },
  stoppedDetail: {
    id: 'org-chart.search.stoppedDetail',
    defaultMessage: 'The chart still works. Reload the page to search again.',
  },
  results: { id: 'org-chart.search.results', defaultMessage: 'People found' },
  noMatch: { id: 'org-chart.search.noMatch', defaultMessage: 'No one matches “{query}”.' },
  typeToSearch: { id: 'org-chart.search.typeToSearch', defaultMessage: 'Type to search.' },
  soFar: {
    id: 'org-chart.search.soFar',
    defaultMessage: 'Searching the people loaded so far: the rest are still loading.',
  },
  best: {
    id: 'org-chart.search.best',
    defaultMessage: 'Best {shown, number} of {total, number} matches. Type more to narrow them down.',
  },
});
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
  const t = useT('org-chart');
  return (
    <SearchBox>
      <input
        className={searchInputClass}
        placeholder={t(searchMessages.placeholder)}
        aria-label={t(searchMessages.label)}
        readOnly
      />
    </SearchBox>
  );
}
