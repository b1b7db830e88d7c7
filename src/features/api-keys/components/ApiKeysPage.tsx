import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { ApiKey } from '../../../../contract';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { PageHeader } from '../../../components/PageHeader';
import { defineMessages, T, useT, type MessageDescriptor } from '../../../lib/i18n';
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

const messages = defineMessages({
  title: { id: 'api-keys.page.title', defaultMessage: 'API keys' },
  eyebrow: { id: 'api-keys.page.eyebrow', defaultMessage: 'Settings', description: 'Above the page title' },
  description: {
    id: 'api-keys.page.description',
    defaultMessage:
      'Keys let scripts and other services call the API of {workspace} with “{header}”. A key works only in this workspace and can do only what its scopes allow.',
    description: '{workspace}: the workspace’s name; {header}: “Authorization: Bearer <key>”, as written in code',
  },
  create: { id: 'api-keys.page.create', defaultMessage: 'Create API key' },
  keyCannotChange: {
    id: 'api-keys.page.keyCannotChange',
    defaultMessage: 'Only a signed-in member can create, rotate or revoke keys; an API key cannot.',
  },
  loading: { id: 'api-keys.page.loading', defaultMessage: 'Loading API keys…' },
  active: {
    id: 'api-keys.page.active',
    defaultMessage: 'Active keys <muted>({count, number})</muted>',
    description: 'A section heading with the number of keys',
  },
  ownKeysOnly: {
    id: 'api-keys.page.ownKeysOnly',
    defaultMessage: 'You can rotate or revoke the keys you created; owners and admins can change every key.',
  },
  noActiveTitle: { id: 'api-keys.page.noActiveTitle', defaultMessage: 'No active keys' },
  noActiveDetail: {
    id: 'api-keys.page.noActiveDetail',
    defaultMessage: 'Create a key to let a script or another service call this workspace’s API.',
  },
  inactive: {
    id: 'api-keys.page.inactive',
    defaultMessage: 'Revoked and expired keys <muted>({count, number})</muted>',
    description: 'A button that shows or hides the keys that no longer work, with their number',
  },
  revoked: {
    id: 'api-keys.page.revoked',
    defaultMessage: 'Revoked “{name}”. Anything that used it is now refused.',
  },
  created: { id: 'api-keys.page.created', defaultMessage: 'Created “{name}”.' },
  rotated: {
    id: 'api-keys.page.rotated',
    defaultMessage: 'Rotated “{name}”. Its previous secret no longer works.',
  },
});

const muted = (chunks: ReactNode[]) => <span className="muted">{chunks}</span>;

/** What was just done, said until the next action (in the language of the moment). */
interface Outcome {
  message: MessageDescriptor;
  name: string;
}

export function ApiKeysPage() {
  const t = useT('api-keys');
  useDocumentTitle(t(messages.title));
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
  const [outcome, setOutcome] = useState<Outcome | null>(null);
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
      setOutcome({ message: messages.revoked, name: revokedName });
    }
    setRevoking(null);
  }

  const now = new Date();
  let content;
  if (keys.isPending) {
    content = <LoadingState label={t(messages.loading)} />;
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
            <T message={messages.active} values={{ count: active.length, muted }} />
          </h2>
          {!mayChangeAll && active.some((key) => key.createdByUserId !== session.user.id) ? (
            <p className="muted">{t(messages.ownKeysOnly)}</p>
          ) : null}
          {active.length > 0 ? (
            <ul className={styles.keyList}>{active.map(renderKey)}</ul>
          ) : (
            <EmptyState title={t(messages.noActiveTitle)}>{t(messages.noActiveDetail)}</EmptyState>
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
                <T message={messages.inactive} values={{ count: inactive.length, muted }} />
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
      <p className={styles.eyebrow}>{t(messages.eyebrow)}</p>
      <PageHeader
        title={t(messages.title)}
        subtitle={t(messages.description, {
          workspace: session.workspace.name,
          header: 'Authorization: Bearer <key>',
        })}
        actions={
          canCreate ? (
            <button ref={createButton} type="button" className="btn btn-primary" onClick={() => setCreateOpen(true)}>
              {t(messages.create)}
            </button>
          ) : null
        }
      />
      {!canCreate ? <p className="alert">{t(messages.keyCannotChange)}</p> : null}
      <div role="status" className={styles.outcome}>
        {outcome ? <p className="alert alert-success">{t(outcome.message, { name: outcome.name })}</p> : null}
      </div>
      {content}
      <CreateApiKeyDialog
        open={createOpen}
        finalFocus={createButton}
        onClose={(createdName) => {
          setCreateOpen(false);
          if (searchParams.has('create')) setSearchParams({}, { replace: true });
          if (createdName !== null) setOutcome({ message: messages.created, name: createdName });
        }}
      />
      <RotateApiKeyDialog
        apiKey={rotating}
        onClose={(rotatedName) => {
          setRotating(null);
          if (rotatedName !== null) setOutcome({ message: messages.rotated, name: rotatedName });
        }}
      />
      <RevokeApiKeyDialog apiKey={revoking} onClose={closeRevoke} finalFocus={revokeFinalFocus} />
    </>
  );
}
