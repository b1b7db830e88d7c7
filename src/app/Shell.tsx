import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { rememberWorkspaceName, sessionQuery } from '../features/auth';
import { ErrorState, LoadingState } from '../components/states';
import { isApiError } from '../lib/http';
import { defineMessages, useT } from '../lib/i18n';
import { SessionContext } from '../lib/session';
import { BootFrame } from './BootFrame';
import { Layout } from './Layout';

const messages = defineMessages({
  toSignIn: { id: 'shell.boot.toSignIn', defaultMessage: 'Taking you to sign in…' },
  loadingWorkspace: { id: 'shell.boot.loadingWorkspace', defaultMessage: 'Loading your workspace…' },
});

/** Everything behind sign-in: waits for `/me`, then provides the session to the pages. */
export function Shell() {
  const session = useQuery({ ...sessionQuery(), throwOnError: false });
  const workspace = session.data?.workspace;
  const t = useT();
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
    <BootFrame>
      {session.isError && !signingIn ? (
        <ErrorState error={session.error} onRetry={() => void session.refetch()} />
      ) : (
        <LoadingState label={t(signingIn ? messages.toSignIn : messages.loadingWorkspace)} />
      )}
    </BootFrame>
  );
}
