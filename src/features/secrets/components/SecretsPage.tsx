import { useCallback, useEffect, useRef, useState } from 'react';
import type { SecretSummary } from '../../../../contract';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { PageHeader } from '../../../components/PageHeader';
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
  useDocumentTitle(secretsHeading.title);
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
    setAnnouncement(`Value of ${name}: ${value}. It hides in ${REVEAL_SECONDS} seconds.`);
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
          ? `The value of ${current.name} was hidden after ${REVEAL_SECONDS} seconds.`
          : `The value of ${current.name} is hidden.`,
      );
      setRevealed(null);
      resetReveal();
    },
    [resetReveal, revealedRef],
  );
  const expire = useCallback(() => hide('expired'), [hide]);
  const warnNearlyExpired = useCallback(() => setAnnouncement('The value hides in 10 seconds.'), []);
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
    setAnnouncement(revealed.masked ? `Value of ${revealed.name}: ${revealed.value}` : 'The value is masked.');
    setRevealed({ ...revealed, masked: !revealed.masked });
  }

  let content;
  if (secrets.isPending) {
    content = <LoadingState label="Loading secrets…" />;
  } else if (secrets.isError) {
    content = <ErrorState error={secrets.error} onRetry={() => void secrets.refetch()} />;
  } else if (secrets.data.length === 0) {
    content = <EmptyState title="No secrets yet">This workspace has no secrets.</EmptyState>;
  } else {
    const compact = secrets.data.length >= COMPACT_FROM;
    content = (
      <>
        {canReveal ? null : (
          <p className="alert">Your role can see which secrets exist, but not reveal their values.</p>
        )}
        {compact ? (
          <div className={styles.compactHeader} aria-hidden="true">
            <span>Name</span>
            <span>
              <span>Created</span>
              <span>Updated</span>
              <span>Last revealed</span>
            </span>
            <span />
          </div>
        ) : null}
        <ul className={compact ? `${styles.list} ${styles.compact}` : styles.list} aria-label="Secrets">
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
      <PageHeader title={secretsHeading.title} subtitle={secretsHeading.description} />
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
