import { useRef, useState, type MouseEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { ApiKey } from '../../../../contract';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { PageHeader } from '../../../components/PageHeader';
import { useCurrentSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useApiKeys } from '../api/list-api-keys';
import { canChangeKey, mayChangeEveryKey, splitByStatus } from '../model/key-rules';
import { ApiKeyItem } from './ApiKeyItem';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';
import { hasCreateKeyDraft } from './CreateApiKeyForm';
import { RevokeApiKeyDialog } from './RevokeApiKeyDialog';
import { RotateApiKeyDialog } from './RotateApiKeyDialog';
import styles from './ApiKeys.module.css';

export function ApiKeysPage() {
  useDocumentTitle('API keys');
  const session = useCurrentSession();
  // The route admits only api_keys:manage; an API key may list keys but not change them.
  const canCreate = session.authMethod === 'session';
  const keys = useApiKeys({ enabled: true });

  // A draft left by a sign-in after a 401 reopens the form where it was; `?create=1` (the
  // command palette's "Create API key") opens it too.
  const [searchParams, setSearchParams] = useSearchParams();
  const [createOpen, setCreateOpen] = useState(
    () => canCreate && (hasCreateKeyDraft() || searchParams.get('create') === '1'),
  );
  const [rotating, setRotating] = useState<ApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [outcome, setOutcome] = useState('');
  const [showInactive, setShowInactive] = useState(false);
  const createButton = useRef<HTMLButtonElement>(null);
  const activeHeading = useRef<HTMLHeadingElement>(null);
  const revokeFinalFocus = useRef<HTMLElement | null>(null);

  function openRevoke(key: ApiKey, event: MouseEvent<HTMLButtonElement>) {
    revokeFinalFocus.current = event.currentTarget;
    setRevoking(key);
  }

  function closeRevoke(revokedName: string | null) {
    if (revokedName !== null) {
      // The key's buttons go with the revoke: focus moves to the list it left.
      revokeFinalFocus.current = activeHeading.current;
      setOutcome(`Revoked “${revokedName}”. Anything that used it is now refused.`);
    }
    setRevoking(null);
  }

  const now = new Date();
  let content;
  if (keys.isPending) {
    content = <LoadingState label="Loading API keys…" />;
  } else if (keys.isError) {
    content = <ErrorState error={keys.error} onRetry={() => void keys.refetch()} />;
  } else {
    const { active, inactive } = splitByStatus(keys.data);
    const mayChangeAll = mayChangeEveryKey(session);
    const renderKey = (key: ApiKey) => (
      <ApiKeyItem
        key={key.id}
        apiKey={key}
        now={now}
        canChange={canChangeKey(key, session)}
        onRotate={() => setRotating(key)}
        onRevoke={(event) => openRevoke(key, event)}
      />
    );
    content = (
      <div className={styles.sections}>
        <section aria-labelledby="active-keys" className={styles.section}>
          <h2 id="active-keys" ref={activeHeading} tabIndex={-1}>
            Active keys <span className="muted">({active.length})</span>
          </h2>
          {!mayChangeAll && active.some((key) => key.createdByUserId !== session.user.id) ? (
            <p className="muted">
              You can rotate or revoke the keys you created; owners and admins can change every key.
            </p>
          ) : null}
          {active.length > 0 ? (
            <ul className={styles.keyList}>{active.map(renderKey)}</ul>
          ) : (
            <EmptyState title="No active keys">
              Create a key to let a script or another service call this workspace’s API.
            </EmptyState>
          )}
        </section>
        {inactive.length > 0 ? (
          <section className={styles.section}>
            <h2>
              <button
                type="button"
                className={styles.disclosure}
                aria-expanded={showInactive}
                aria-controls="inactive-keys"
                onClick={() => setShowInactive(!showInactive)}
              >
                <span className={styles.chevron} aria-hidden="true" />
                Revoked and expired keys <span className="muted">({inactive.length})</span>
              </button>
            </h2>
            <ul id="inactive-keys" className={styles.keyList} hidden={!showInactive}>
              {inactive.map(renderKey)}
            </ul>
          </section>
        ) : null}
      </div>
    );
  }

  return (
    <>
      <p className={styles.eyebrow}>Settings</p>
      <PageHeader
        title="API keys"
        subtitle={`Keys let scripts and other services call the API of ${session.workspace.name} with “Authorization: Bearer <key>”. A key works only in this workspace and can do only what its scopes allow.`}
        actions={
          canCreate ? (
            <button ref={createButton} type="button" className="btn btn-primary" onClick={() => setCreateOpen(true)}>
              Create API key
            </button>
          ) : null
        }
      />
      {!canCreate ? (
        <p className="alert">Only a signed-in member can create, rotate or revoke keys; an API key cannot.</p>
      ) : null}
      <div role="status" className={styles.outcome}>
        {outcome ? <p className="alert alert-success">{outcome}</p> : null}
      </div>
      {content}
      <CreateApiKeyDialog
        open={createOpen}
        finalFocus={createButton}
        onClose={(createdName) => {
          setCreateOpen(false);
          if (searchParams.has('create')) setSearchParams({}, { replace: true });
          if (createdName !== null) setOutcome(`Created “${createdName}”.`);
        }}
      />
      <RotateApiKeyDialog
        apiKey={rotating}
        onClose={(rotatedName) => {
          setRotating(null);
          if (rotatedName !== null) setOutcome(`Rotated “${rotatedName}”. Its previous secret no longer works.`);
        }}
      />
      <RevokeApiKeyDialog apiKey={revoking} onClose={closeRevoke} finalFocus={revokeFinalFocus} />
    </>
  );
}
