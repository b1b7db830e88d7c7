import { useNavigate } from 'react-router';
import { defineMessages, useT } from '../../../lib/i18n';
import styles from './BlameView.module.css';

const messages = defineMessages({
  ignoreWhitespace: { id: 'policies.whitespace.ignore', defaultMessage: 'Ignore whitespace' },
});

/** "Ignore whitespace" for the changes and the blame; the choice lives in the URL (`w=1`), so it is shared with the view. */
export function WhitespaceSwitch({ checked, toggledHref }: { checked: boolean; toggledHref: string }) {
  const t = useT('policies');
  const navigate = useNavigate();
  return (
    <label className={styles.switch}>
      <input type="checkbox" checked={checked} onChange={() => void navigate(toggledHref)} aria-keyshortcuts="w" />
      {t(messages.ignoreWhitespace)}
    </label>
  );
}
