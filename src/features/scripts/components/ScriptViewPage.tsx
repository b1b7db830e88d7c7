import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { Script } from '../../../../contract';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { PageHeader } from '../../../components/PageHeader';
import { formatDateTime, formatInteger, formatRelative, formatUtc } from '../../../lib/format';
import { isApiError } from '../../../lib/http';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useScript } from '../api/get-script';
import { useMemberNames } from '../../../lib/members';
import { countLines, formatSize } from '../model/format-size';
import { shortcutLabel } from '../model/shortcuts';
import { CodeLoading } from './CodeLoading';
import { CopyButton } from './CopyButton';
import styles from './ScriptViewPage.module.css';

const CodeViewer = lazy(() => import('./editor/CodeViewer'));

export function ScriptViewPage() {
  const { scriptId = '' } = useParams();
  return (
    <>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <Link to="/scripts">Scripts</Link>
      </nav>
      <ScriptView key={scriptId} scriptId={scriptId} />
    </>
  );
}

function ScriptView({ scriptId }: { scriptId: string }) {
  const script = useScript(scriptId);
  useDocumentTitle(script.data?.name ?? 'Script');

  if (script.data) return <ScriptDetails script={script.data} />;
  if (script.isError) {
    const notFound = isApiError(script.error) && script.error.errorCode === 'script_not_found';
    return (
      <>
        <PageHeader title={notFound ? 'Script not found' : 'Script'} />
        {notFound ? (
          <EmptyState
            title="There is no such script in this workspace"
            action={
              <Link className="btn" to="/scripts">
                Back to scripts
              </Link>
            }
          >
            The link may be mistyped, or the script may have been deleted.
          </EmptyState>
        ) : (
          <ErrorState error={script.error} onRetry={() => void script.refetch()} />
        )}
      </>
    );
  }
  return (
    <>
      <PageHeader title="Script" />
      <LoadingState label="Loading the script…" />
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
  const { names } = useMemberNames();
  const justCreated = useJustCreated();
  const [wrapLines, setWrapLines] = useState(() => window.matchMedia?.('(max-width: 600px)').matches ?? false);
  const hintId = useId();
  const lines = useMemo(() => countLines(script.code), [script.code]);
  const createdBy = names.get(script.createdByUserId);

  return (
    <>
      <PageHeader title={script.name} actions={<CopyButton text={script.code} label="Copy code" />} />
      {justCreated ? (
        <p className={`alert alert-success ${styles.notice}`} role="status">
          Script created.
        </p>
      ) : null}
      <dl className={styles.facts}>
        <div>
          <dt>Created</dt>
          <dd>
            <time dateTime={script.createdAt} title={formatUtc(script.createdAt)}>
              {formatDateTime(script.createdAt)}
            </time>
            <span className="muted"> ({formatRelative(script.createdAt)})</span>
          </dd>
        </div>
        <div>
          <dt>Created by</dt>
          <dd>{createdBy ?? <span className="mono">{script.createdByUserId}</span>}</dd>
        </div>
        <div>
          <dt>Size</dt>
          <dd title={`${formatInteger(script.sizeBytes)} bytes`}>{formatSize(script.sizeBytes)}</dd>
        </div>
        <div>
          <dt>Lines</dt>
          <dd>{formatInteger(lines)}</dd>
        </div>
      </dl>
      <section className={styles.code} aria-label="Code">
        <div className={styles.codeBar}>
          <p id={hintId} className="muted">
            Read-only. <kbd>{shortcutLabel('Mod')}</kbd>+<kbd>F</kbd> finds in the code.
          </p>
          <label className={styles.wrapToggle}>
            <input type="checkbox" checked={wrapLines} onChange={(event) => setWrapLines(event.target.checked)} />
            Wrap long lines
          </label>
        </div>
        <Suspense fallback={<CodeLoading label="Loading the code…" />}>
          <CodeViewer code={script.code} label={`Code of ${script.name}`} describedBy={hintId} wrapLines={wrapLines} />
        </Suspense>
      </section>
    </>
  );
}
