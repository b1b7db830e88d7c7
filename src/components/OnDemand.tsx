import { Suspense, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary';
import { notifyError } from '../lib/notify';
import { defineMessages, translate } from '../lib/i18n';

const messages = defineMessages({
  menuFailed: { id: 'shell.onDemand.menuFailed', defaultMessage: 'The menu could not load' },
  explanationFailed: { id: 'shell.onDemand.explanationFailed', defaultMessage: 'The explanation could not load' },
  checkConnection: {
    id: 'shell.onDemand.checkConnection',
    defaultMessage: 'Check the connection, then reload the page.',
  },
});

/** What the stand-in's trigger spreads on itself. */
export interface StandInTrigger {
  'aria-haspopup': 'menu' | 'dialog';
  'aria-expanded': false;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onPointerEnter: () => void;
  onFocus: () => void;
}

interface OnDemandProps {
  /** Starts loading the real menu's code (the same import its `lazy()` makes). */
  load: () => Promise<unknown>;
  /** Looks like the real trigger, without the library behind it. */
  standIn: (trigger: StandInTrigger) => ReactNode;
  /** The real menu (or popover), rendered open. */
  children: ReactNode;
  /** What opens: a menu (the default; arrow keys open it too) or a popover dialog. */
  popup?: 'menu' | 'dialog';
}

/**
 * A menu whose code loads when someone reaches for it: a plain button stands in until then, and
 * the first click (or an arrow key) renders the real menu already open in its place. Hovering or
 * focusing the button starts the download, so the click rarely waits.
 */
export function OnDemand({ load, standIn, children, popup = 'menu' }: OnDemandProps) {
  const [used, setUsed] = useState(false);
  const preload = () => void load().catch(() => undefined);
  const trigger: StandInTrigger = {
    'aria-haspopup': popup,
    'aria-expanded': false,
    onClick: () => setUsed(true),
    onKeyDown: (event) => {
      if (popup !== 'menu' || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
      event.preventDefault();
      setUsed(true);
    },
    onPointerEnter: preload,
    onFocus: preload,
  };
  if (!used) return standIn(trigger);
  return (
    <ErrorBoundary
      fallbackRender={() => standIn(trigger)}
      onError={() =>
        notifyError(
          translate(popup === 'menu' ? messages.menuFailed : messages.explanationFailed),
          translate(messages.checkConnection),
        )
      }
    >
      <Suspense fallback={standIn(trigger)}>{children}</Suspense>
    </ErrorBoundary>
  );
}
