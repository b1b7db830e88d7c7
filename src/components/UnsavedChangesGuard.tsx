import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { isReauthenticating } from '../lib/http';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * Asks before leaving a page with unsaved changes: in-app navigation gets a dialog, closing or
 * reloading the tab the browser's own prompt. Going to sign-in after a 401 is let through: the
 * work is kept as a draft and restored afterwards. Once the user has chosen to leave, nothing more
 * is asked: a quick Back, before the next page has replaced this one, goes where it leads.
 */
export function UnsavedChangesGuard({ when, message }: { when: boolean; message?: string }) {
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && !leaving.current && !isReauthenticating() && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (isReauthenticating()) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      description={message ?? 'You have unsaved changes on this page. If you leave now, they will be lost.'}
      confirmLabel="Leave and discard"
      cancelLabel="Stay on this page"
      tone="danger"
      onConfirm={() => {
        leaving.current = true;
        blocker.proceed?.();
      }}
      onCancel={() => blocker.reset?.()}
    />
  );
}
