import { useEffect, useRef } from 'react';
import { shortcutAction, type ViewerAction } from '../model/shortcuts';

/** Handlers return false when the action does not apply right now (the key then does its usual thing). */
export type ShortcutHandlers = Record<ViewerAction, () => boolean>;

/** Listens for the viewer's single-key shortcuts anywhere on the page except while typing. */
export function useViewerShortcuts(handlers: ShortcutHandlers): void {
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutAction(event);
      if (action && handlersRef.current[action]()) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
