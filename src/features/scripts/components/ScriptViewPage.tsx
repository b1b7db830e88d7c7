import { lazy, Suspense, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { Script } from '../../../../contract';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { PageHeader } from '../../../components/PageHeader';
import { formatDateTime, formatInteger, formatRelative, formatUtc } from '../../../lib/format';
import { isApiError } from '../../../lib/http';
import { defineMessages, T, useT } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useScript } from '../api/get-script';
import { useMemberNames } from '../../../lib/members';
import { countLines, formatBytes, formatSize } from '../model/format-size';
import { shortcutLabel } from '../model/shortcuts';
import { CodeLoading } from './CodeLoading';
import { CopyButton } from './CopyButton';
import styles from './ScriptViewPage.module.css';

const CodeViewer = lazy(() => import('./editor/CodeViewer'));

const messages = defineMessages({
  breadcrumb: { id: 'scripts.view.breadcrumb', defaultMessage: 'Breadcrumb' },
  scripts: { id: 'scripts.view.scripts', defaultMessage: 'Scripts', description: 'The breadcrumb’s link to the list' },
  script: { id: 'scripts.view.script', defaultMessage: 'Script', description: 'The page title while the script loads' },
  notFoundTitle: { id: 'scripts.view.notFoundTitle', defaultMessage: 'Script not found' },
  notFound: { id: 'scripts.view.notFound', defaultMessage: 'There is no such script in this workspace' },
  notFoundDetail: {
    id: 'scripts.view.notFoundDetail',
    defaultMessage: 'The link may be mistyped, or the script may have been deleted.',
  },
  backToScripts: { id: 'scripts.view.backToScripts', defaultMessage: 'Back to scripts' },
  loading: { id: 'scripts.view.loading', defaultMessage: 'Loading the script…' },
  copyCode: { id: 'scripts.view.copyCode', defaultMessage: 'Copy code' },
  created: { id: 'scripts.view.created', defaultMessage: 'Script created.' },
  createdOn: { id: 'scripts.view.createdOn', defaultMessage: 'Created', description: 'Label of the date' },
  createdAgo: {
    id: 'scripts.view.createdAgo',
    defaultMessage: '({ago})',
    description: 'After the date: how long ago, e.g. “(3 days ago)”',
  },
  createdBy: { id: 'scripts.view.createdBy', defaultMessage: 'Created by' },
  size: { id: 'scripts.view.size', defaultMessage: 'Size' },
  lines: { id: 'scripts.view.lines', defaultMessage: 'Lines' },
  code: { id: 'scripts.view.code', defaultMessage: 'Code', description: 'The accessible name of the code section' },
  readOnly: {
    id: 'scripts.view.readOnly',
    defaultMessage: 'Read-only. <kbd>{mod}</kbd>+<kbd>F</kbd> finds in the code.',
    description: '{mod}: the Ctrl key (⌘ on a Mac)',
  },
  wrapLines: { id: 'scripts.view.wrapLines', defaultMessage: 'Wrap long lines' },
  loadingCode: { id: 'scripts.view.loadingCode', defaultMessage: 'Loading the code…' },
  codeOf: { id: 'scripts.view.codeOf', defaultMessage: 'Code of {name}', description: '{name}: the script’s name' },
});

const kbd = (chunks: ReactNode[]) => <kbd>{chunks}</kbd>;

export function ScriptViewPage() {
  const t = useT('scripts');
  const { scriptId = '' } = useParams();
  return (
    <>
      <nav aria-label={t(messages.breadcrumb)} className={styles.breadcrumb}>
        <Link to="/scripts">{t(messages.scripts)}</Link>
      </nav>
      <ScriptView key={scriptId} scriptId={scriptId} />
    </>
  );
}

function ScriptView({ scriptId }: { scriptId: string }) {
  const t = useT('scripts');
  const script = useScript(scriptId);
  useDocumentTitle(script.data?.name ?? t(messages.script));

  if (script.data) return <ScriptDetails script={script.data} />;
  if (script.isError) {
    const notFound = isApiError(script.error) && script.error.errorCode === 'script_not_found';
    return (
      <>
        <PageHeader title={t(notFound ? messages.notFoundTitle : messages.script)} />
        {notFound ? (
          <EmptyState
            title={t(messages.notFound)}
            action={
              <Link className="btn" to="/scripts">
                {t(messages.backToScripts)}
              </Link>
            }
          >
            {t(messages.notFoundDetail)}
          </EmptyState>
        ) : (
          <ErrorState error={script.error} onRetry={() => void script.refetch()} />
        )}
      </>
    );
  }
  return (
    <>
      <PageHeader title={t(messages.script)} />
      <LoadingState label={t(messages.loading)} />
    </>
  );
}

/** A just-created script arrives with `state.created`: said once, then forgotten, so a reload does not repeat it. */
function useJustCreated(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const [justCreated] = useState(() => (location.state as { created?: boolean } | null)?.created === true);
  useEffect(() => {
    if (justCreated) void navigate('.', { replace: true, state: null });
  }, [justCreated, navigate]);
  return justCreated;
}

function ScriptDetails({ script }: { script: Script }) {
  const t = useT('scripts');
  const { names } = useMemberNames();
  const justCreated = useJustCreated();
  const [wrapLines, setWrapLines] = useState(() => window.matchMedia?.('(max-width: 600px)').matches ?? false);
  const hintId = useId();
  const lines = useMemo(() => countLines(script.code), [script.code]);
  const createdBy = names.get(script.createdByUserId);

  return (
    <>
      <PageHeader title={script.name} actions={<CopyButton text={script.code} label={t(messages.copyCode)} />} />
      {justCreated ? (
        <p className={`alert alert-success ${styles.notice}`} role="status">
          {t(messages.created)}
        </p>
      ) : null}
      <dl className={styles.facts}>
        <div>
          <dt>{t(messages.createdOn)}</dt>
          <dd>
            <time dateTime={script.createdAt} title={formatUtc(script.createdAt)}>
              {formatDateTime(script.createdAt)}
            </time>
            <span className="muted"> {t(messages.createdAgo, { ago: formatRelative(script.createdAt) })}</span>
          </dd>
        </div>
        <div>
          <dt>{t(messages.createdBy)}</dt>
          <dd>{createdBy ?? <span className="mono">{script.createdByUserId}</span>}</dd>
        </div>
        <div>
          <dt>{t(messages.size)}</dt>
          <dd title={formatBytes(script.sizeBytes, t)}>{formatSize(script.sizeBytes, t)}</dd>
        </div>
        <div>
          <dt>{t(messages.lines)}</dt>
          <dd>{formatInteger(lines)}</dd>
        </div>
      </dl>
      <section className={styles.code} aria-label={t(messages.code)}>
        <div className={styles.codeBar}>
          <p id={hintId} className="muted">
            <T message={messages.readOnly} values={{ mod: shortcutLabel('Mod', undefined, t), kbd }} />
          </p>
          <label className={styles.wrapToggle}>
            <input type="checkbox" checked={wrapLines} onChange={(event) => setWrapLines(event.target.checked)} />
            {t(messages.wrapLines)}
          </label>
        </div>
        <Suspense fallback={<CodeLoading label={t(messages.loadingCode)} />}>
          <CodeViewer
            code={script.code}
            label={t(messages.codeOf, { name: script.name })}
            describedBy={hintId}
            wrapLines={wrapLines}
          />
        </Suspense>
      </section>
    </>
  );
}
