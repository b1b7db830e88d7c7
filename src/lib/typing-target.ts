/** Where keys belong to what has focus: text fields, selects, editable regions (the code editor). */
const TYPING = 'input, textarea, select, [contenteditable="true"]';
/** Widgets that take keys of their own (arrows, type-ahead, Escape) while someone works in them. */
const OWN_KEYS = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';

/**
 * True where a key press is someone typing or operating a control, not a shortcut: in a text field,
 * a select or an editable region, or inside a dialog, a menu or a listbox. Every single-key shortcut
 * of the console (the app's `?` and `/`, the policy viewer's keys) asks this one predicate.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return element.closest(`${TYPING}, ${OWN_KEYS}`) !== null;
}
