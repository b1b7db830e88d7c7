import { lazy, Suspense, use, useCallback, useEffect, useId, useState } from 'react';
import { NavLink, UNSAFE_DataRouterContext, useLocation, useNavigation } from 'react-router';
import type { Session } from '../../contract';
import { OnDemand } from '../components/OnDemand';
import { LoadingState } from '../components/states';
import { defineMessages, languageFor, rememberLanguageUser, setLocale, useT } from '../lib/i18n';
import { useLatest } from '../lib/use-latest';
import { NavIcon } from './NavIcon';
import { PermissionGate } from './PermissionGate';
import { navigationItems } from './navigation';
import { mayOpen } from './route-access';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { keyNames, type DialogShortcut } from './app-shortcuts';
import { useAppShortcuts } from './use-app-shortcuts';
import { useFocusAfterNavigation } from './use-focus-after-navigation';
import { UserButtonFace } from './UserButtonFace';
import styles from './Layout.module.css';

export const layoutMessages = defineMessages({
  navigation: {
    id: 'shell.layout.navigation',
    defaultMessage: 'Main',
    description: 'Accessible name of the main navigation',
  },
  restricted: { id: 'shell.layout.restricted', defaultMessage: 'Your role cannot open this area' },
  loadingPage: { id: 'shell.layout.loadingPage', defaultMessage: 'Loading the page' },
  skip: { id: 'shell.layout.skip', defaultMessage: 'Skip to content' },
  openNavigation: { id: 'shell.layout.openNavigation', defaultMessage: 'Open navigation' },
  findAnything: { id: 'shell.layout.findAnything', defaultMessage: 'Find anything' },
  account: { id: 'shell.layout.account', defaultMessage: 'Account: {name}' },
  loadingText: { id: 'shell.layout.loadingText', defaultMessage: 'Loading the page’s text…' },
});

/**
 * The signed-in user's language: the one they chose in this browser, else the browser's. The next
 * start begins with it (before `/me` answers).
 */
function useLanguageOfUser(userId: string) {
  useEffect(() => {
    rememberLanguageUser(userId);
    void setLocale(languageFor(userId));
  }, [userId]);
}

// Menus and dialogs load when first used; they are not needed to show the page.
const loadUserMenu = () => import('./UserMenu');
const UserMenu = lazy(loadUserMenu);
const NavigationDrawer = lazy(() => import('./NavigationDrawer'));
const CommandPalette = lazy(() => import('./palette/CommandPalette'));
const ShortcutsHelpDialog = lazy(() => import('./ShortcutsHelpDialog'));

function Navigation({ session, onNavigate }: { session: Session; onNavigate?: () => void }) {
  const restrictedDescription = useId();
  const t = useT();
  return (
    <nav aria-label={t(layoutMessages.navigation)} className={styles.nav}>
      <ul>
        {navigationItems.map((item) => {
          const allowed = mayOpen(item, session);
          return (
            <li key={item.to}>
              <NavLink
                to={item.to}
                onClick={onNavigate}
                className={({ isActive }) =>
                  [styles.navLink, isActive ? styles.active : '', allowed ? '' : styles.restricted].join(' ')
                }
                title={allowed ? undefined : t(layoutMessages.restricted)}
                aria-describedby={allowed ? undefined : restrictedDescription}
              >
                <NavIcon name={item.icon} />
                <span>{t(item.label)}</span>
                {allowed ? null : <LockIcon />}
              </NavLink>
            </li>
          );
        })}
      </ul>
      <span id={restrictedDescription} hidden>
        {t(layoutMessages.restricted)}
      </span>
    </nav>
  );
}

function LockIcon() {
  return (
    <svg className={styles.lock} width="14" height="14" viewBox="0 0 20 20" aria-hidden="true" fill="none">
      <path
        d="M6 9V6.5a4 4 0 118 0V9M4.5 9h11v8.5h-11z"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A thin bar at the top while the next page's code or data loads. */
function NavigationProgress() {
  const pending = useNavigation().state !== 'idle';
  const t = useT();
  return pending ? (
    <div className={styles.progress} role="progressbar" aria-label={t(layoutMessages.loadingPage)} />
  ) : null;
}

export function Layout({ session }: { session: Session }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [opened, setOpened] = useState<{ what: DialogShortcut; at: readonly string[] } | null>(null);
  const location = useLocation();
  const announcement = useFocusAfterNavigation();
  // A dialog opened on one page is closed once the page changes. While the next page's code,
  // data or messages load, the old page stays on screen: a dialog opened then belongs to both
  // pages, and stays open when the new one arrives.
  const open = opened?.at.includes(location.pathname) ? opened.what : null;
  const shown = useLatest(location.pathname);
  const router = use(UNSAFE_DataRouterContext)?.router;
  const setOpen = useCallback(
    (what: DialogShortcut | null) => {
      const arriving = [router?.state.location.pathname, router?.state.navigation.location?.pathname];
      setOpened(what && { what, at: [shown.current, ...arriving.filter((path) => path !== undefined)] });
    },
    [shown, router],
  );
  useAppShortcuts(setOpen);
  useLanguageOfUser(session.user.id);
  const t = useT();

  return (
    <div className={styles.shell}>
      <NavigationProgress />
      <a className={styles.skip} href="#main" data-no-print>
        {t(layoutMessages.skip)}
      </a>
      <header className={styles.topbar} data-no-print>
        <button
          type="button"
          className={`btn btn-ghost btn-icon ${styles.menuButton}`}
          aria-label={t(layoutMessages.openNavigation)}
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <div className={styles.workspace}>
          <img className={styles.logo} src="/mark.svg" alt="" width="26" height="26" />
          <span className={styles.workspaceName}>{session.workspace.name}</span>
          <span className={`muted ${styles.subdomain}`}>{session.workspace.subdomain}</span>
        </div>
        <span className="spacer" />
        <button
          type="button"
          className={`btn ${styles.paletteButton}`}
          aria-label={t(layoutMessages.findAnything)}
          aria-keyshortcuts="Control+K Meta+K"
          aria-haspopup="dialog"
          onClick={() => setOpen('palette')}
        >
          <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
            <circle cx="9" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M14 14l4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className={styles.paletteLabel}>{t(layoutMessages.findAnything)}</span>
          {/* A hint, not part of the label (aria-keyshortcuts says it): drawn by CSS. */}
          <kbd
            className={styles.paletteKey}
            data-keys={/Mac|iPhone|iPad/.test(navigator.userAgent) ? '⌘K' : `${t(keyNames.ctrl)} K`}
            aria-hidden="true"
          />
        </button>
        <OnDemand
          load={loadUserMenu}
          standIn={(trigger) => (
            <button
              type="button"
              className={`btn btn-ghost ${styles.userButton}`}
              aria-label={t(layoutMessages.account, { name: session.user.name })}
              {...trigger}
            >
              <UserButtonFace name={session.user.name} />
            </button>
          )}
        >
          <UserMenu session={session} />
        </OnDemand>
      </header>
      <aside className={styles.sidebar} data-no-print>
        <Navigation session={session} />
      </aside>
      {drawerOpen ? (
        <Suspense fallback={null}>
          <NavigationDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} title={session.workspace.name}>
            <Navigation session={session} onNavigate={() => setDrawerOpen(false)} />
          </NavigationDrawer>
        </Suspense>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          {open === 'palette' ? (
            <CommandPalette session={session} onClose={() => setOpen(null)} />
          ) : (
            <ShortcutsHelpDialog onClose={() => setOpen(null)} />
          )}
        </Suspense>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <main id="main" className={styles.main} tabIndex={-1}>
        <RouteErrorBoundary key={location.pathname.split('/')[1]}>
          {/* A page's messages load with it (useT('<feature>')): meanwhile, a note in the page's place. */}
          <Suspense fallback={<LoadingState label={t(layoutMessages.loadingText)} />}>
            <PermissionGate permissions={session.permissions} />
          </Suspense>
        </RouteErrorBoundary>
      </main>
    </div>
  );
}
