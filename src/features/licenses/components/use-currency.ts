import { useCallback, useSyncExternalStore } from 'react';
import { CURRENCY_STORAGE_KEY, readCurrency, saveCurrency } from '../model/currency';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CURRENCY_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The currency amounts are shown in: the user's setting, shared by every tab of the console. */
export function useCurrency(): [string, (code: string) => void] {
  const currency = useSyncExternalStore(subscribe, () => readCurrency());
  const setCurrency = useCallback((code: string) => {
    saveCurrency(code);
    for (const listener of listeners) listener();
  }, []);
  return [currency, setCurrency];
}
