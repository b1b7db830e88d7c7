import { Dialog as AriakitDialog, DialogDescription, DialogDismiss, DialogHeading } from '@ariakit/react';
import type { ReactNode, RefObject } from 'react';
import { useId } from 'react';
import { defineMessages, useT } from '../lib/i18n';

const messages = defineMessages({
  close: { id: 'shell.dialog.close', defaultMessage: 'Close' },
});

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
  /** A close control beside the title, for long dialogs whose actions are below the fold. */
  closeButton?: boolean;
  /** The title and actions stay in view while the body scrolls. */
  scrollBody?: boolean;
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
  closeButton = false,
  scrollBody = false,
}: DialogProps) {
  const headingId = useId();
  const t = useT();
  const heading = (
    // eslint-disable-next-line jsx-a11y/heading-has-content -- Ariakit renders the title into this heading
    <DialogHeading id={headingId} render={<h2 />}>
      {title}
    </DialogHeading>
  );
  return (
    <AriakitDialog
      open={open}
      onClose={onClose}
      role={role}
      className={['dialog', wide ? 'dialog-wide' : '', scrollBody ? 'dialog-scroll' : ''].filter(Boolean).join(' ')}
      backdrop={<div className="dialog-backdrop" />}
      hideOnEscape={dismissable}
      hideOnInteractOutside={dismissable}
      initialFocus={initialFocus}
      finalFocus={finalFocus}
      unmountOnHide
    >
      {closeButton ? (
        <div className="dialog-header">
          {heading}
          <DialogDismiss className="btn btn-ghost btn-icon" aria-label={t(messages.close)}>
            <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </DialogDismiss>
        </div>
      ) : (
        heading
      )}
      {description ? <DialogDescription render={<div className="muted" />}>{description}</DialogDescription> : null}
      {scrollBody ? (
        // Focusable so that the keyboard can scroll it.
        <div className="dialog-body" role="region" aria-labelledby={headingId} tabIndex={0}>
          {children}
        </div>
      ) : (
        children
      )}
      {actions ? <div className="dialog-actions">{actions}</div> : null}
    </AriakitDialog>
  );
}
