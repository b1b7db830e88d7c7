import { LoadingState } from '../components/states';
import styles from './Shell.module.css';

export function BootFallback() {
  return (
    <main className={styles.boot}>
      <h1 className="visually-hidden">Workspace console</h1>
      <LoadingState label="Loading the console…" />
    </main>
  );
}
