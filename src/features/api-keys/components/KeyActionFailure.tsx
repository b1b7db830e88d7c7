import type { Failure } from '../model/errors';
import styles from './ApiKeys.module.css';

export function KeyActionFailure({ failure }: { failure: Failure }) {
  return (
    <div className={`alert alert-danger ${styles.failure}`} role="alert">
      <div>
        <strong>{failure.title}</strong>
        <p>{failure.detail}</p>
      </div>
    </div>
  );
}
