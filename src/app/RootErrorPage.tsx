import { useRouteError } from 'react-router';
import { ErrorState } from '../components';
import styles from './RootErrorPage.module.css';

/** The last line of defence: a failure outside any page (e.g. a page's code that failed to load). */
export function RootErrorPage() {
  const error = useRouteError();
  return (
    <main className={styles.page}>
      <h1 className="visually-hidden">Workspace console</h1>
      <ErrorState error={error} onRetry={() => window.location.reload()} />
    </main>
  );
}
