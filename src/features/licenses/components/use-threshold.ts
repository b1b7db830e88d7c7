import { useCallback, useSyncExternalStore } from 'react';
import { useCurrentSession } from '../../../lib/session';
import { readThreshold, saveThreshold, thresholdStorageKey } from '../model/threshold';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = () => listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The signed-in user's own annual-cost threshold for this workspace, kept in this browser only
 * (never sent), shared by the console's tabs. Setting it returns false when the browser refused to
 * keep it.
 */
export function useThreshold(): [number | null, (value: number | null) => boolean] {
  const session = useCurrentSession();
  const key = thresholdStorageKey(session.workspace.subdomain, session.user.id);
  const threshold = useSyncExternalStore(subscribe, () => readThreshold(key));
  const setThreshold = useCallback(
    (value: number | null) => {
      const kept = saveThreshold(key, value);
      for (const listener of listeners) listener();
      return kept;
    },
    [key],
  );
  return [threshold, setThreshold];
}
