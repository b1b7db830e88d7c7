import { Navigate } from 'react-router';
import { useCurrentSession } from '../lib/session';
import { navigationItems } from './navigation';

/** Opens the first area the signed-in role can use. */
export function HomeRedirect() {
  const session = useCurrentSession();
  const first = navigationItems.find((item) => session.permissions.includes(item.permission));
  return <Navigate to={first?.to ?? '/settings/api-keys'} replace />;
}
