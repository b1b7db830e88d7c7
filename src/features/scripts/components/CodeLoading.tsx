import { defineMessages, useT } from '../../../lib/i18n';
import styles from './CodeLoading.module.css';

const messages = defineMessages({
  loading: { id: 'scripts.editor.loading', defaultMessage: 'Loading the code editor…' },
});

/** Holds the editor's place while its code loads, at the same size, so the page does not jump. */
export function CodeLoading({ label }: { label?: string }) {
  const t = useT('scripts');
  return (
    <div className={styles.placeholder} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {label ?? t(messages.loading)}
    </div>
  );
}
