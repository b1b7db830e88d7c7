import { lazy, Suspense, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import type { Session } from '../../contract';
import { NavIcon } from './NavIcon';
import { navigationItems } from './navigation';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import styles from './Layout.module.css';

// Menus and drawers load after the first paint; they are not needed to show the page.
const UserMenu = lazy(() => import('./UserMenu'));
const NavigationDrawer = lazy(() => import('./NavigationDrawer'));

function Navigation({ session, onNavigate }: { session: Session; onNavigate?: () => void }) {
  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul>
        {navigationItems.map((item) => {
          const allowed = session.permissions.includes(item.permission);
          return (
            <li key={item.to}>
              <NavLink
                to={item.to}
                onClick={onNavigate}
                className={({ isActive }) =>
                  [styles.navLink, isActive ? styles.active : '', allowed ? '' : styles.restricted].join(' ')
                }
                title={allowed ? undefined : 'Your role lacks access to this area'}
              >
                <NavIcon name={item.icon} />
                <span>{item.label}</span>
                {allowed ? null : <span className="visually-hidden"> (no access)</span>}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function Layout({ session }: { session: Session }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();

  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <header className={styles.topbar}>
        <button
          type="button"
          className={`btn btn-ghost btn-icon ${styles.menuButton}`}
          aria-label="Open navigation"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <div className={styles.workspace}>
          <span className={styles.logo} aria-hidden="true" />
          <span className={styles.workspaceName}>{session.workspace.name}</span>
          <span className={`muted ${styles.subdomain}`}>{session.workspace.subdomain}</span>
        </div>
        <span className="spacer" />
        <Suspense fallback={<span className={styles.userPlaceholder} aria-hidden="true" />}>
          <UserMenu session={session} />
        </Suspense>
      </header>
      <aside className={styles.sidebar}>
        <Navigation session={session} />
      </aside>
      {drawerOpen ? (
        <Suspense fallback={null}>
          <NavigationDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} title={session.workspace.name}>
            <Navigation session={session} onNavigate={() => setDrawerOpen(false)} />
          </NavigationDrawer>
        </Suspense>
      ) : null}
      <main id="main" className={styles.main} tabIndex={-1}>
        <RouteErrorBoundary key={location.pathname.split('/')[1]}>
          <Outlet />
        </RouteErrorBoundary>
      </main>
    </div>
  );
}
