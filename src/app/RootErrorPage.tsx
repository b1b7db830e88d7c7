import { useRouteError } from 'react-router';
import { ErrorState } from '../components/states';
import styles from './RootErrorPage.module.css';

/** The last line of defence: a failure outside any page (e.g. a page's code that failed to load). */
export function RootErrorPage() {
  const error = useRouteError();
  return (
    <main className={styles.page}>
      <ErrorState error={error} onRetry={() => window.location.reload()} headingLevel={1} />
    </main>
  );
}
