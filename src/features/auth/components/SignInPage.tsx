import { useSearchParams } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/states';
import { defineMessages, T, useT, type MessageDescriptor } from '../../../lib/i18n';
import { useProviders } from '../api/list-providers';
import { loginUrl } from '../api/login-url';
import { rememberedWorkspaceName } from '../model/workspace-name';
import styles from './SignInPage.module.css';

const messages = defineMessages({
  expired: {
    id: 'auth.signIn.expired',
    defaultMessage: 'Your session has ended. Sign in again to continue; your unsaved changes are kept.',
  },
  signedOut: { id: 'auth.signIn.signedOut', defaultMessage: 'You have signed out.' },
  product: { id: 'auth.signIn.product', defaultMessage: 'Workspace console' },
  heading: {
    id: 'auth.signIn.heading',
    defaultMessage: 'Sign in to {workspace}',
    description: 'workspace: the workspace’s name, or its subdomain when the name is not known yet',
  },
  workspace: {
    id: 'auth.signIn.workspace',
    defaultMessage: 'Workspace <mono>{subdomain}</mono> · {host}',
    description: 'Under the heading: the workspace’s subdomain and the address of the console',
  },
  failed: { id: 'auth.signIn.failed', defaultMessage: 'Sign-in did not complete. Please try again.' },
  loading: { id: 'auth.signIn.loading', defaultMessage: 'Loading sign-in options…' },
  noProviders: {
    id: 'auth.signIn.noProviders',
    defaultMessage:
      'No way to sign in is set up for this workspace. Ask whoever runs the service to enable a sign-in provider.',
  },
  signInWith: {
    id: 'auth.signIn.signInWith',
    defaultMessage: 'Sign in with {provider}',
    description: 'provider: the sign-in provider’s name, as the service gives it',
  },
});

const REASONS: Record<string, { tone: 'warning' | 'success' | 'danger'; text: MessageDescriptor }> = {
  expired: { tone: 'warning', text: messages.expired },
  signed_out: { tone: 'success', text: messages.signedOut },
};

export function SignInPage() {
  const t = useT('auth');
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
          <span className={styles.productName}>{t(messages.product)}</span>
        </div>
        <h1 className={styles.heading}>
          <T
            message={messages.heading}
            values={{ workspace: workspaceName ?? <span className="mono">{subdomain}</span> }}
          />
        </h1>
        <p className="muted">
          {workspaceName ? (
            <T
              message={messages.workspace}
              values={{
                subdomain,
                host: window.location.host,
                mono: (chunks) => <span className="mono">{chunks}</span>,
              }}
            />
          ) : (
            window.location.host
          )}
        </p>
        {reason ? (
          <p className={`alert alert-${reason.tone}`} role="status">
            {t(reason.text)}
          </p>
        ) : null}
        {failed ? (
          <p className="alert alert-danger" role="alert">
            {t(messages.failed)}
          </p>
        ) : null}
        {providers.isPending ? <LoadingState label={t(messages.loading)} /> : null}
        {providers.isError ? <ErrorState error={providers.error} onRetry={() => void providers.refetch()} /> : null}
        {providers.data?.length === 0 ? (
          <p className="alert alert-warning" role="status">
            {t(messages.noProviders)}
          </p>
        ) : null}
        {providers.data?.length ? (
          <ul className={styles.providers}>
            {providers.data.map((provider) => (
              <li key={provider.id}>
                <a className="btn btn-primary" href={loginUrl(provider.id, returnTo)}>
                  {t(messages.signInWith, { provider: provider.name })}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </main>
  );
}
