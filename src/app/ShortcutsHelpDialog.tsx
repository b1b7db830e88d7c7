import { Dialog } from '../components/Dialog';
import { appShortcuts } from './app-shortcuts';
import styles from './ShortcutsHelpDialog.module.css';

/** `?`: the app's shortcuts, with a note on the pages that have their own. */
export default function ShortcutsHelpDialog({ onClose }: { onClose: () => void }) {
  const mac = /Mac|iPhone|iPad/.test(navigator.userAgent);
  return (
    <Dialog
      open
      onClose={onClose}
      title="Keyboard shortcuts"
      description="Everywhere in the console. The policy viewer has more of its own: press ? there."
      actions={
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      }
    >
      <dl className={styles.list}>
        {appShortcuts.map((shortcut) => (
          <div key={shortcut.keys}>
            <dt>
              <kbd>{mac ? shortcut.keys.replace('Ctrl+', '⌘') : shortcut.keys}</kbd>
            </dt>
            <dd>{shortcut.description}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
