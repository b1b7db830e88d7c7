import { Dialog } from '../../../components/Dialog';
import { viewerShortcuts } from '../model/shortcuts';
import styles from './PolicyViewerPage.module.css';

export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Keyboard shortcuts"
      description="They work anywhere on this page, except while you type in a field."
      actions={
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      }
    >
      <table className={`table ${styles.shortcutTable}`}>
        <thead>
          <tr>
            <th scope="col">Key</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {viewerShortcuts.map((shortcut) => (
            <tr key={shortcut.key}>
              <td>
                <kbd className={styles.kbd}>{shortcut.key === 'Escape' ? 'Esc' : shortcut.key}</kbd>
              </td>
              <td>{shortcut.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
