import { Navigate } from 'react-router';
import { useCurrentSession } from '../lib/session';
import { landingPath } from './navigation';

/** Opens the area where the signed-in role's work is. */
export function HomeRedirect() {
  return <Navigate to={landingPath(useCurrentSession())} replace />;
}
