import { useNavigate } from 'react-router';
import styles from './BlameView.module.css';

/** "Ignore whitespace" for the changes and the blame; the choice lives in the URL (`w=1`), so it is shared with the view. */
export function WhitespaceSwitch({ checked, toggledHref }: { checked: boolean; toggledHref: string }) {
  const navigate = useNavigate();
  return (
    <label className={styles.switch}>
      <input type="checkbox" checked={checked} onChange={() => void navigate(toggledHref)} aria-keyshortcuts="w" />
      Ignore whitespace
    </label>
  );
}
