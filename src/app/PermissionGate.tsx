import { Link, Outlet, useMatches } from 'react-router';
import type { Permission } from '../../contract';
import { PageHeader } from '../components/PageHeader';
import { PermissionDenied } from '../components/states';
import { defineMessages, namespacesOf, textOf, useT } from '../lib/i18n';
import { useDocumentTitle } from '../lib/use-document-title';
import { refusedAccess, type RouteAccess } from './route-access';
import styles from './PermissionGate.module.css';

const messages = defineMessages({
  breadcrumb: { id: 'shell.gate.breadcrumb', defaultMessage: 'Breadcrumb' },
});

function Refused({ access }: { access: RouteAccess }) {
  // A feature's heading is its own message: its words load before the refusal shows them.
  const t = useT(...namespacesOf(access.title, access.description, access.what, access.parent?.label));
  const title = textOf(t, access.title);
  useDocumentTitle(title);
  return (
    <>
      {access.parent ? (
        <nav aria-label={t(messages.breadcrumb)} className={styles.breadcrumb}>
          <Link to={access.parent.to}>{textOf(t, access.parent.label)}</Link>
        </nav>
      ) : null}
      <PageHeader
        title={title}
        subtitle={access.description === undefined ? undefined : textOf(t, access.description)}
      />
      <PermissionDenied what={access.what} action={access.action} />
    </>
  );
}

/**
 * The one place a page's permission is checked: the matched route's `handle.access` against the
 * caller's permissions. A refused page keeps its heading and description and says why it is empty.
 */
export function PermissionGate({ permissions }: { permissions: readonly Permission[] }) {
  const refused = refusedAccess(useMatches(), permissions);
  return refused ? <Refused access={refused} /> : <Outlet />;
}
