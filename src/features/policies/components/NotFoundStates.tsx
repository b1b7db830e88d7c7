import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PolicySummary } from '../../../../contract';
import { defineMessages, T, useT } from '../../../lib/i18n';
import { policyPath } from '../model/revision-url';
import styles from './PolicyViewerPage.module.css';

const messages = defineMessages({
  policyNotFound: { id: 'policies.notFound.policyTitle', defaultMessage: 'Policy not found' },
  policyNotFoundText: {
    id: 'policies.notFound.policyText',
    defaultMessage:
      'No policy with the id <code>{policyId}</code> exists in this workspace. It may have been removed, or the link may be mistyped.',
  },
  seeAll: { id: 'policies.notFound.seeAll', defaultMessage: 'See all policies' },
  revisionNotFound: { id: 'policies.notFound.revisionTitle', defaultMessage: 'Revision not found' },
  noSuchRevision: {
    id: 'policies.notFound.noSuchRevision',
    defaultMessage: '“{name}” has no revision <code>{requested}</code>. Its revisions run from 1 to {latest}.',
    description: 'name: the policy; requested: the revision as written in the address',
  },
  noSuchRevisionUnnamed: {
    id: 'policies.notFound.noSuchRevisionUnnamed',
    defaultMessage: 'This policy has no revision <code>{requested}</code>.',
  },
  openLatestNumbered: {
    id: 'policies.notFound.openLatestNumbered',
    defaultMessage: 'Open the latest revision ({latest})',
  },
  openLatest: { id: 'policies.notFound.openLatest', defaultMessage: 'Open the latest revision' },
});

const code = (chunks: ReactNode[]) => <code>{chunks}</code>;

export function PolicyNotFound({ policyId }: { policyId: string }) {
  const t = useT('policies');
  return (
    <div className={styles.notFound} role="alert">
      <h1>{t(messages.policyNotFound)}</h1>
      <p className="muted">
        <T message={messages.policyNotFoundText} values={{ policyId, code }} />
      </p>
      <Link className="btn btn-primary" to="/policies">
        {t(messages.seeAll)}
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
  const t = useT('policies');
  return (
    <div className={styles.notFound} role="alert">
      <h1>{t(messages.revisionNotFound)}</h1>
      <p className="muted">
        {policy ? (
          <T
            message={messages.noSuchRevision}
            values={{ name: policy.name, requested, latest: policy.latestRevision, code }}
          />
        ) : (
          <T message={messages.noSuchRevisionUnnamed} values={{ requested, code }} />
        )}
      </p>
      <div className="row">
        <Link className="btn btn-primary" to={policyPath(policyId)}>
          {policy ? t(messages.openLatestNumbered, { latest: String(policy.latestRevision) }) : t(messages.openLatest)}
        </Link>
        <Link className="btn" to="/policies">
          {t(messages.seeAll)}
        </Link>
      </div>
    </div>
  );
}
