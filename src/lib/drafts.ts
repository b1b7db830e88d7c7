import { useEffect } from 'react';

/**
 * Unsaved work kept in sessionStorage (this tab only), so that it survives a reload and the
 * sign-in that follows a 401. Never put a secret in a draft.
 */
const PREFIX = 'console.draft:';
const AUTOSAVE_DELAY_MS = 300;

export interface StoredDraft<T> {
  value: T;
  savedAt: string;
}

export function readDraft<T>(key: string, isValid: (value: unknown) => value is T): StoredDraft<T> | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    if (!raw) return null;
    const stored = JSON.parse(raw) as { value?: unknown; savedAt?: unknown };
    if (typeof stored.savedAt !== 'string' || !isValid(stored.value)) return null;
    return { value: stored.value, savedAt: stored.savedAt };
  } catch {
    return null;
  }
}

export function writeDraft(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify({ value, savedAt: new Date().toISOString() }));
  } catch {
    // Storage full or disabled: the in-memory form still holds the work.
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing to clear.
  }
}

/** Saves `value` as the draft `key` shortly after it changes, while `active` (e.g. the form is dirty). */
export function useDraftAutosave(key: string, value: unknown, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => writeDraft(key, value), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, value, active]);
}
