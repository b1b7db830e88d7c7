import { createContext, useContext } from 'react';
import type { Permission, Session } from '../../contract';

/** The signed-in caller, provided by the app shell once `/me` has answered. */
export const SessionContext = createContext<Session | null>(null);

export function useCurrentSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useCurrentSession must be used inside the signed-in shell');
  return session;
}

export function useHasPermission(permission: Permission): boolean {
  return useContext(SessionContext)?.permissions.includes(permission) ?? false;
}
