import { Suspense, type ReactNode } from 'react';
import { useMatches } from 'react-router';
import { PageHeader } from '../components/PageHeader';
import { defineMessages, namespacesOf, textOf, useT } from '../lib/i18n';
import { accessOf, type RouteAccess } from './route-access';
import { useEarlyShortcuts } from './use-app-shortcuts';
import styles from './Layout.module.css';

const messages = defineMessages({
  product: { id: 'shell.product', defaultMessage: 'Workspace console' },
});

/** A page's fixed header, once its feature's words have loaded (fetched beside the page's code). */
function FixedHeader({ access }: { access: RouteAccess }) {
  const t = useT(...namespacesOf(access.title, access.description));
  return (
    <PageHeader
      title={textOf(t, access.title)}
      subtitle={access.description === undefined ? undefined : textOf(t, access.description)}
    />
  );
}

/**
 * The layout's frame (top bar, sidebar, main area) before the session is known: what arrives with
 * the session fills it in place instead of pushing the page around. A page with a fixed header
 * shows it already, where the page will. A shortcut pressed meanwhile is answered once the layout is there.
 */
export function BootFrame({ children }: { children: ReactNode }) {
  const access = accessOf(useMatches());
  useEarlyShortcuts();
  const t = useT();
  const product = <h1 className="visually-hidden">{t(messages.product)}</h1>;
  return (
    <div className={styles.shell}>
      <header className={styles.topbar}>
        <span className={`btn-icon ${styles.menuButton}`} aria-hidden="true" />
        <div className={styles.workspace}>
          <img className={styles.logo} src="/mark.svg" alt="" width="26" height="26" />
        </div>
      </header>
      <aside className={styles.sidebar} />
      <main className={styles.main}>
        {access?.fixedHeader ? (
          <Suspense fallback={product}>
            <FixedHeader access={access} />
          </Suspense>
        ) : (
          product
        )}
        {children}
      </main>
    </div>
  );
}
