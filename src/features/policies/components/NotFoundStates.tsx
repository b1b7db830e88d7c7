import { Link } from 'react-router';
import type { PolicySummary } from '../../../../contract';
import { policyPath } from '../model/revision-url';
import styles from './PolicyViewerPage.module.css';

export function PolicyNotFound({ policyId }: { policyId: string }) {
  return (
    <div className={styles.notFound} role="alert">
      <h1>Policy not found</h1>
      <p className="muted">
        No policy with the id <code>{policyId}</code> exists in this workspace. It may have been removed, or the link
        may be mistyped.
      </p>
      <Link className="btn btn-primary" to="/policies">
        See all policies
      </Link>
    </div>
  );
}

/** `requested` is the revision as written in the address (it may not even be a number). */
export function RevisionNotFound({
  policyId,
  policy,
  requested,
}: {
  policyId: string;
  policy: PolicySummary | undefined;
  requested: string;
}) {
  return (
    <div className={styles.notFound} role="alert">
      <h1>Revision not found</h1>
      <p className="muted">
        {policy ? (
          <>
            “{policy.name}” has no revision <code>{requested}</code>. Its revisions run from 1 to{' '}
            {policy.latestRevision}.
          </>
        ) : (
          <>
            This policy has no revision <code>{requested}</code>.
          </>
        )}
      </p>
      <div className="row">
        <Link className="btn btn-primary" to={policyPath(policyId)}>
          {policy ? `Open the latest revision (${policy.latestRevision})` : 'Open the latest revision'}
        </Link>
        <Link className="btn" to="/policies">
          See all policies
        </Link>
      </div>
    </div>
  );
}
