import { useEffect, useEffectEvent } from 'react';
import { shortcutAction, type ViewerAction } from '../model/shortcuts';

/** Handlers return false when the action does not apply right now (the key then does its usual thing). */
export type ShortcutHandlers = Record<ViewerAction, () => boolean>;

/** Listens for the viewer's single-key shortcuts anywhere on the page except while typing. */
export function useViewerShortcuts(handlers: ShortcutHandlers): void {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const action = shortcutAction(event);
    if (action && handlers[action]()) event.preventDefault();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
