import { Dialog } from '../components/Dialog';
import { defineMessages, useT } from '../lib/i18n';
import { appShortcuts, keyNames } from './app-shortcuts';
import styles from './ShortcutsHelpDialog.module.css';

const messages = defineMessages({
  title: { id: 'menus.shortcuts.title', defaultMessage: 'Keyboard shortcuts' },
  description: {
    id: 'menus.shortcuts.description',
    defaultMessage: 'Everywhere in the console. The policy viewer has more of its own: press ? there.',
  },
  close: { id: 'menus.shortcuts.closeButton', defaultMessage: 'Close' },
});

/** `?`: the app's shortcuts, with a note on the pages that have their own. */
export default function ShortcutsHelpDialog({ onClose }: { onClose: () => void }) {
  const mac = /Mac|iPhone|iPad/.test(navigator.userAgent);
  const t = useT('menus');
  const keys = (keys: string) =>
    mac ? keys.replace('Ctrl+', '⌘') : keys.replace('Ctrl', t(keyNames.ctrl)).replace(/^Escape$/, t(keyNames.escape));
  return (
    <Dialog
      open
      onClose={onClose}
      title={t(messages.title)}
      description={t(messages.description)}
      actions={
        <button type="button" className="btn" onClick={onClose}>
          {t(messages.close)}
        </button>
      }
    >
      <dl className={styles.list}>
        {appShortcuts.map((shortcut) => (
          <div key={shortcut.keys}>
            <dt>
              <kbd>{keys(shortcut.keys)}</kbd>
            </dt>
            <dd>{t(shortcut.description)}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
