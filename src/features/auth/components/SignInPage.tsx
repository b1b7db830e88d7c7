import { useSearchParams } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/states';
import { useProviders } from '../api/list-providers';
import { loginUrl } from '../api/login-url';
import { rememberedWorkspaceName } from '../model/workspace-name';
import styles from './SignInPage.module.css';

const REASONS: Record<string, { tone: 'warning' | 'success' | 'danger'; text: string }> = {
  expired: {
    tone: 'warning',
    text: 'Your session has ended. Sign in again to continue; your unsaved changes are kept.',
  },
  signed_out: { tone: 'success', text: 'You have signed out.' },
};

export function SignInPage() {
  const [params] = useSearchParams();
  const returnTo = params.get('returnTo');
  const reason = REASONS[params.get('reason') ?? ''];
  const failed = params.get('error') !== null;
  const providers = useProviders();
  const subdomain = window.location.hostname.split('.')[0] ?? window.location.hostname;
  const workspaceName = rememberedWorkspaceName(subdomain);

  return (
    <main className={styles.page}>
      <div className={styles.panel}>
        <div className={styles.product}>
          <img className={styles.brand} src="/mark.svg" alt="" width="40" height="40" />
          <span className={styles.productName}>Workspace console</span>
        </div>
        <h1 className={styles.heading}>Sign in to {workspaceName ?? <span className="mono">{subdomain}</span>}</h1>
        <p className="muted">
          {workspaceName ? (
            <>
              Workspace <span className="mono">{subdomain}</span> · {window.location.host}
            </>
          ) : (
            window.location.host
          )}
        </p>
        {reason ? (
          <p className={`alert alert-${reason.tone}`} role="status">
            {reason.text}
          </p>
        ) : null}
        {failed ? (
          <p className="alert alert-danger" role="alert">
            Sign-in did not complete. Please try again.
          </p>
        ) : null}
        {providers.isPending ? <LoadingState label="Loading sign-in options…" /> : null}
        {providers.isError ? <ErrorState error={providers.error} onRetry={() => void providers.refetch()} /> : null}
        {providers.data?.length === 0 ? (
          <p className="alert alert-warning" role="status">
            No way to sign in is set up for this workspace. Ask whoever runs the service to enable a sign-in provider.
          </p>
        ) : null}
        {providers.data?.length ? (
          <ul className={styles.providers}>
            {providers.data.map((provider) => (
              <li key={provider.id}>
                <a className="btn btn-primary" href={loginUrl(provider.id, returnTo)}>
                  Sign in with {provider.name}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </main>
  );
}
