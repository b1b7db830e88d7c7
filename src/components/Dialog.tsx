import { Dialog as AriakitDialog, DialogDescription, DialogHeading } from '@ariakit/react';
import type { ReactNode, RefObject } from 'react';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** The action buttons, laid out at the end. */
  actions?: ReactNode;
  wide?: boolean;
  /** The element to focus first; by default the first focusable one. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus returns on close; by default the element that opened the dialog. */
  finalFocus?: RefObject<HTMLElement | null>;
  /** Whether Escape and a click outside close it (off while something must be decided). */
  dismissable?: boolean;
  role?: 'dialog' | 'alertdialog';
}

/** A modal dialog: focus trapped inside, Escape closes, focus returns to the opener. */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  actions,
  wide,
  initialFocus,
  finalFocus,
  dismissable = true,
  role = 'dialog',
}: DialogProps) {
  return (
    <AriakitDialog
      open={open}
      onClose={onClose}
      role={role}
      className={wide ? 'dialog dialog-wide' : 'dialog'}
      backdrop={<div className="dialog-backdrop" />}
      hideOnEscape={dismissable}
      hideOnInteractOutside={dismissable}
      initialFocus={initialFocus}
      finalFocus={finalFocus}
      unmountOnHide
    >
      <DialogHeading render={<h2 />}>{title}</DialogHeading>
      {description ? <DialogDescription render={<div className="muted" />}>{description}</DialogDescription> : null}
      {children}
      {actions ? <div className="dialog-actions">{actions}</div> : null}
    </AriakitDialog>
  );
}
