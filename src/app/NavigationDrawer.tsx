import { Dialog, DialogDismiss, DialogHeading } from '@ariakit/react';
import type { ReactNode } from 'react';
import { defineMessages, useT } from '../lib/i18n';
import styles from './Layout.module.css';

const messages = defineMessages({
  close: { id: 'shell.drawer.close', defaultMessage: 'Close navigation' },
});

/** The navigation as a drawer, for narrow screens. */
export default function NavigationDrawer({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      className={styles.drawer}
      backdrop={<div className="dialog-backdrop" />}
      unmountOnHide
    >
      <div className={styles.drawerHeader}>
        <DialogHeading className={styles.drawerTitle}>{title}</DialogHeading>
        <DialogDismiss className="btn btn-ghost btn-icon" aria-label={t(messages.close)}>
          <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </DialogDismiss>
      </div>
      {children}
    </Dialog>
  );
}
