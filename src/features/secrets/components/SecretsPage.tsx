import { useCallback, useEffect, useRef, useState } from 'react';
import type { SecretSummary } from '../../../../contract';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { PageHeader } from '../../../components/PageHeader';
import { defineMessages, useT } from '../../../lib/i18n';
import { secretsHeading } from './headings';
import { useHasPermission } from '../../../lib/session';
import { useLatest } from '../../../lib/use-latest';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSecrets } from '../api/list-secrets';
import { useRevealSecret } from '../api/reveal-secret';
import { REVEAL_SECONDS, revealDeadline } from '../model/reveal-timer';
import { RevealedValue } from './RevealedValue';
import { RevealSecretDialog } from './RevealSecretDialog';
import { SecretCard } from './SecretCard';
import styles from './Secrets.module.css';

const messages = defineMessages({
  revealedAnnouncement: {
    id: 'secrets.page.revealedAnnouncement',
    defaultMessage: 'Value of {name}: {value}. It hides in {seconds, plural, one {# second} other {# seconds}}.',
    description: 'Read by screen readers once a value is revealed; name: the secret; value: its value',
  },
  expiredAnnouncement: {
    id: 'secrets.page.expiredAnnouncement',
    defaultMessage: 'The value of {name} was hidden after {seconds, plural, one {# second} other {# seconds}}.',
  },
  hiddenAnnouncement: { id: 'secrets.page.hiddenAnnouncement', defaultMessage: 'The value of {name} is hidden.' },
  nearlyExpiredAnnouncement: {
    id: 'secrets.page.nearlyExpiredAnnouncement',
    defaultMessage: 'The value hides in 10 seconds.',
  },
  valueAnnouncement: {
    id: 'secrets.page.valueAnnouncement',
    defaultMessage: 'Value of {name}: {value}',
    description: 'Read by screen readers when a masked value is shown again',
  },
  maskedAnnouncement: { id: 'secrets.page.maskedAnnouncement', defaultMessage: 'The value is masked.' },
  loading: { id: 'secrets.page.loading', defaultMessage: 'Loading secrets…' },
  emptyTitle: { id: 'secrets.page.emptyTitle', defaultMessage: 'No secrets yet' },
  emptyText: { id: 'secrets.page.emptyText', defaultMessage: 'This workspace has no secrets.' },
  cannotReveal: {
    id: 'secrets.page.cannotReveal',
    defaultMessage: 'Your role can see which secrets exist, but not reveal their values.',
  },
  name: { id: 'secrets.page.name', defaultMessage: 'Name', description: 'Column header of the compact list' },
  created: { id: 'secrets.page.created', defaultMessage: 'Created', description: 'Column header of the compact list' },
  updated: { id: 'secrets.page.updated', defaultMessage: 'Updated', description: 'Column header of the compact list' },
  lastRevealed: {
    id: 'secrets.page.lastRevealed',
    defaultMessage: 'Last revealed',
    description: 'Column header of the compact list',
  },
  list: { id: 'secrets.page.list', defaultMessage: 'Secrets', description: 'Accessible name of the list of secrets' },
});

/** A value on screen: held in this page's state only, never in a cache, storage or the URL. */
interface Revealed {
  secretId: string;
  name: string;
  value: string;
  hidesAt: number;
  masked: boolean;
}

/** From this many secrets on, the list is one compact row per secret. */
const COMPACT_FROM = 20;

export function SecretsPage() {
  const t = useT('secrets');
  useDocumentTitle(t(secretsHeading.title));
  const canReveal = useHasPermission('secrets:reveal');
  const secrets = useSecrets({ enabled: true });

  const [confirming, setConfirming] = useState<SecretSummary | null>(null);
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [returnFocusTo, setReturnFocusTo] = useState<string | null>(null);
  const panel = useRef<HTMLElement>(null);
  const panelCopyButton = useRef<HTMLButtonElement>(null);
  const revealedRef = useLatest(revealed);

  const reveal = useRevealSecret((secretId, value) => {
    const name = confirming?.id === secretId ? confirming.name : secretId;
    setRevealed({ secretId, name, value, hidesAt: revealDeadline(Date.now()), masked: false });
    setAnnouncement(t(messages.revealedAnnouncement, { name, value, seconds: REVEAL_SECONDS }));
    setConfirming(null);
  });
  const resetReveal = reveal.reset;

  const hide = useCallback(
    (reason: 'asked' | 'expired') => {
      const current = revealedRef.current;
      if (!current) return;
      const focusInPanel = panel.current?.contains(document.activeElement) ?? false;
      if (focusInPanel || document.activeElement === document.body) setReturnFocusTo(current.secretId);
      setAnnouncement(
        reason === 'expired'
          ? t(messages.expiredAnnouncement, { name: current.name, seconds: REVEAL_SECONDS })
          : t(messages.hiddenAnnouncement, { name: current.name }),
      );
      setRevealed(null);
      resetReveal();
    },
    [resetReveal, revealedRef, t],
  );
  const expire = useCallback(() => hide('expired'), [hide]);
  const warnNearlyExpired = useCallback(() => setAnnouncement(t(messages.nearlyExpiredAnnouncement)), [t]);
  const focusReturned = useCallback(() => setReturnFocusTo(null), []);

  // Leaving the page for another site must not leave the value in a page kept for the back button.
  useEffect(() => {
    if (!revealed) return;
    const onPageHide = () => {
      setRevealed(null);
      setAnnouncement('');
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [revealed]);

  function requestReveal(secret: SecretSummary) {
    reveal.reset();
    setConfirming(secret);
  }

  function cancelReveal() {
    setConfirming(null);
    reveal.reset();
  }

  function toggleMask() {
    if (!revealed) return;
    setAnnouncement(
      revealed.masked
        ? t(messages.valueAnnouncement, { name: revealed.name, value: revealed.value })
        : t(messages.maskedAnnouncement),
    );
    setRevealed({ ...revealed, masked: !revealed.masked });
  }

  let content;
  if (secrets.isPending) {
    content = <LoadingState label={t(messages.loading)} />;
  } else if (secrets.isError) {
    content = <ErrorState error={secrets.error} onRetry={() => void secrets.refetch()} />;
  } else if (secrets.data.length === 0) {
    content = <EmptyState title={t(messages.emptyTitle)}>{t(messages.emptyText)}</EmptyState>;
  } else {
    const compact = secrets.data.length >= COMPACT_FROM;
    content = (
      <>
        {canReveal ? null : <p className="alert">{t(messages.cannotReveal)}</p>}
        {compact ? (
          <div className={styles.compactHeader} aria-hidden="true">
            <span>{t(messages.name)}</span>
            <span>
              <span>{t(messages.created)}</span>
              <span>{t(messages.updated)}</span>
              <span>{t(messages.lastRevealed)}</span>
            </span>
            <span />
          </div>
        ) : null}
        <ul className={compact ? `${styles.list} ${styles.compact}` : styles.list} aria-label={t(messages.list)}>
          {secrets.data.map((secret) => (
            <SecretCard
              key={secret.id}
              secret={secret}
              canReveal={canReveal}
              onRevealRequest={() => requestReveal(secret)}
              returnFocus={returnFocusTo === secret.id}
              onFocusReturned={focusReturned}
              revealed={
                revealed?.secretId === secret.id ? (
                  <RevealedValue
                    secretName={revealed.name}
                    value={revealed.value}
                    hidesAt={revealed.hidesAt}
                    masked={revealed.masked}
                    onToggleMask={toggleMask}
                    onHide={() => hide('asked')}
                    onExpire={expire}
                    onNearlyExpired={warnNearlyExpired}
                    panelRef={panel}
                    copyButtonRef={panelCopyButton}
                  />
                ) : null
              }
            />
          ))}
        </ul>
      </>
    );
  }

  return (
    <>
      <PageHeader title={t(secretsHeading.title)} subtitle={t(secretsHeading.description)} />
      {content}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <RevealSecretDialog
        secret={confirming}
        pending={reveal.isPending}
        error={reveal.error}
        onConfirm={() => confirming && reveal.mutate(confirming.id)}
        onCancel={cancelReveal}
        finalFocus={revealed ? panelCopyButton : undefined}
      />
    </>
  );
}
