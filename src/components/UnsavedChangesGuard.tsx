import { useEffect } from 'react';
import { useBlocker, useLocation } from 'react-router';
import { isReauthenticating } from '../lib/http';
import { defineMessages, useT } from '../lib/i18n';
import { ConfirmDialog } from './ConfirmDialog';

const messages = defineMessages({
  title: { id: 'shell.unsaved.title', defaultMessage: 'Leave without saving?' },
  detail: {
    id: 'shell.unsaved.detail',
    defaultMessage: 'You have unsaved changes on this page. If you leave now, they will be lost.',
  },
  leave: { id: 'shell.unsaved.leave', defaultMessage: 'Leave and discard' },
  stay: { id: 'shell.unsaved.stay', defaultMessage: 'Stay on this page' },
});

/**
 * Whether a navigation from `current` to `next` leaves the guarded page (at `guarded`): only one
 * that starts there. A page being left stays until the next one has rendered; a navigation that
 * starts elsewhere meanwhile (a quick Back) is not its to hold.
 */
export function leavesGuardedPage(guarded: string, current: string, next: string): boolean {
  return current === guarded && next !== guarded;
}

/**
 * Asks before leaving a page with unsaved changes: in-app navigation gets a dialog, closing or
 * reloading the tab the browser's own prompt. Going to sign-in after a 401 is let through: the
 * work is kept as a draft and restored afterwards.
 */
export function UnsavedChangesGuard({ when, message }: { when: boolean; message?: string }) {
  const { pathname } = useLocation();
  const t = useT();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && !isReauthenticating() && leavesGuardedPage(pathname, currentLocation.pathname, nextLocation.pathname),
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
      title={t(messages.title)}
      description={message ?? t(messages.detail)}
      confirmLabel={t(messages.leave)}
      cancelLabel={t(messages.stay)}
      tone="danger"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
