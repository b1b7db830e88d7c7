import { Link, Outlet, useMatches } from 'react-router';
import type { Permission, Role } from '../../contract';
import { PageHeader } from '../components/PageHeader';
import { PermissionDenied } from '../components/states';
import { useDocumentTitle } from '../lib/use-document-title';
import { refusedAccess, type RouteAccess } from './route-access';
import styles from './PermissionGate.module.css';

function Refused({ access }: { access: RouteAccess }) {
  useDocumentTitle(access.title);
  return (
    <>
      {access.parent ? (
        <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
          <Link to={access.parent.to}>{access.parent.label}</Link>
        </nav>
      ) : null}
      <PageHeader title={access.title} subtitle={access.description} />
      <PermissionDenied what={access.what} action={access.action} />
    </>
  );
}

/**
 * The one place a page's permission is checked: the matched route's `handle.access` against the
 * caller's permissions. A refused page keeps its heading and description and says why it is empty.
 */
export function PermissionGate({ permissions, role }: { permissions: readonly Permission[]; role?: Role }) {
  const refused = refusedAccess(useMatches(), permissions, role);
  return refused ? <Refused access={refused} /> : <Outlet />;
}
