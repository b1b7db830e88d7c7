import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { rememberWorkspaceName, sessionQuery } from '../features/auth';
import { ErrorState, LoadingState } from '../components/states';
import { isApiError } from '../lib/http';
import { SessionContext } from '../lib/session';
import { Layout } from './Layout';
import styles from './Shell.module.css';

/** Everything behind sign-in: waits for `/me`, then provides the session to the pages. */
export function Shell() {
  const session = useQuery({ ...sessionQuery(), throwOnError: false });
  const workspace = session.data?.workspace;
  useEffect(() => {
    if (workspace) rememberWorkspaceName(workspace.subdomain, workspace.name);
  }, [workspace]);

  if (session.data) {
    return (
      <SessionContext.Provider value={session.data}>
        <Layout session={session.data} />
      </SessionContext.Provider>
    );
  }
  const signingIn = isApiError(session.error) && session.error.status === 401;
  return (
    <main className={styles.boot}>
      <h1 className="visually-hidden">Workspace console</h1>
      {session.isError && !signingIn ? (
        <ErrorState error={session.error} onRetry={() => void session.refetch()} />
      ) : (
        <LoadingState label={signingIn ? 'Taking you to sign in…' : 'Loading your workspace…'} />
      )}
    </main>
  );
}
