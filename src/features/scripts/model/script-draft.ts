import { clearDraft, readDraft, writeDraft, type StoredDraft } from '../../../lib/drafts';
import type { ScriptFormValues } from './script-form';

/** The unsaved new script of this tab, kept across a reload and a sign-in after a 401. */
export const NEW_SCRIPT_DRAFT_KEY = 'scripts:new';

export interface ScriptDraft extends ScriptFormValues {
  /** Whose draft it is: another person signing in on the same tab does not get it. */
  userId: string;
}

export function isScriptDraft(value: unknown): value is ScriptDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return typeof draft.name === 'string' && typeof draft.code === 'string' && typeof draft.userId === 'string';
}

/** The draft `userId` left in this tab, if any; someone else's is dropped, never shown. */
export function takeScriptDraft(userId: string): StoredDraft<ScriptFormValues> | null {
  const stored = readDraft(NEW_SCRIPT_DRAFT_KEY, isScriptDraft);
  if (!stored) return null;
  if (stored.value.userId !== userId) {
    clearDraft(NEW_SCRIPT_DRAFT_KEY);
    return null;
  }
  const { name, code } = stored.value;
  if (name.trim() === '' && code.trim() === '') return null;
  return { value: { name, code }, savedAt: stored.savedAt };
}

export function saveScriptDraft(userId: string, values: ScriptFormValues): void {
  writeDraft(NEW_SCRIPT_DRAFT_KEY, { name: values.name, code: values.code, userId } satisfies ScriptDraft);
}

export function discardScriptDraft(): void {
  clearDraft(NEW_SCRIPT_DRAFT_KEY);
}
