import { useEffect, type RefObject } from 'react';

/** Whether a key press is Ctrl+S (⌘S on a Mac). */
export function isSaveShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's';
}

/**
 * Ctrl/⌘+S submits the form being edited (as its submit button would) instead of saving the web
 * page; anywhere on the page, an editor or a text field included.
 */
export function useSaveShortcut(form: RefObject<HTMLFormElement | null>, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSaveShortcut(event) || !form.current) return;
      event.preventDefault();
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      form.current.requestSubmit();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [form, enabled]);
}
