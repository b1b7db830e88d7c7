import { Dialog } from '../../../components/Dialog';
import { defineMessages, useT } from '../../../lib/i18n';
import { viewerShortcuts } from '../model/shortcuts';
import styles from './PolicyViewerPage.module.css';

const messages = defineMessages({
  title: { id: 'policies.shortcuts.title', defaultMessage: 'Keyboard shortcuts' },
  description: {
    id: 'policies.shortcuts.description',
    defaultMessage: 'They work anywhere on this page, except while you type in a field.',
  },
  close: { id: 'policies.shortcuts.close', defaultMessage: 'Close' },
  key: { id: 'policies.shortcuts.key', defaultMessage: 'Key', description: 'Column header' },
  action: { id: 'policies.shortcuts.action', defaultMessage: 'Action', description: 'Column header' },
  escape: { id: 'policies.shortcuts.escape', defaultMessage: 'Esc', description: 'The Escape key, as on keyboards' },
});

export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT('policies');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(messages.title)}
      description={t(messages.description)}
      actions={
        <button type="button" className="btn" onClick={onClose}>
          {t(messages.close)}
        </button>
      }
    >
      <table className={`table ${styles.shortcutTable}`}>
        <thead>
          <tr>
            <th scope="col">{t(messages.key)}</th>
            <th scope="col">{t(messages.action)}</th>
          </tr>
        </thead>
        <tbody>
          {viewerShortcuts.map((shortcut) => (
            <tr key={shortcut.key}>
              <td>
                <kbd className={styles.kbd}>{shortcut.key === 'Escape' ? t(messages.escape) : shortcut.key}</kbd>
              </td>
              <td>{t(shortcut.description)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
