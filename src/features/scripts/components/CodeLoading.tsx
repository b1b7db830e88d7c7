import styles from './CodeLoading.module.css';

/** Holds the editor's place while its code loads, at the same size, so the page does not jump. */
export function CodeLoading({ label = 'Loading the code editor…' }: { label?: string }) {
  return (
    <div className={styles.placeholder} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {label}
    </div>
  );
}
