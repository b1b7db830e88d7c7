import { Dialog } from '@ariakit/react';
import type { ReactNode } from 'react';
import styles from './Layout.module.css';

/** The navigation as a drawer, for narrow screens. */
export default function NavigationDrawer({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      className={styles.drawer}
      backdrop={<div className="dialog-backdrop" />}
      aria-label="Navigation"
      unmountOnHide
    >
      {children}
    </Dialog>
  );
}
