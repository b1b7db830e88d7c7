import { useEffect, useMemo, useRef } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { clearDraft, writeDraft } from '../../../lib/drafts';
import type { Conflict } from '../model/conflicts';
import type { SegmentDraft, SetAsideEdits } from '../model/draft';
import { formValuesEqual, type SegmentFormValues } from '../model/form-values';

const AUTOSAVE_DELAY_MS = 300;

export interface DraftContext {
  key: string;
  userId: string;
  etag: string | null;
  setAside: SetAsideEdits | null;
}

export function buildDraft(context: DraftContext, base: SegmentFormValues, values: SegmentFormValues, conflicts: Conflict[]): SegmentDraft {
  return { userId: context.userId, etag: context.etag, base, values, conflicts, setAside: context.setAside };
}

/**
 * Follows the form: tells whether it differs from `base`, and keeps unsaved work in a
 * sessionStorage draft (shortly after each change, and at once when the page goes away, e.g. to
 * sign in again after a 401). Renders nothing; it is its own component so that a keystroke
 * re-renders it rather than the whole form.
 */
export function DraftKeeper({ control, base, context, conflicts, stopped, onDirtyChange }: {
  control: Control<SegmentFormValues>;
  base: SegmentFormValues;
  /** Null when nothing is to be kept (a read-only view). */
  context: DraftContext | null;
  conflicts: Conflict[];
  /** The work was saved or deleted and the page is being left: keep nothing. */
  stopped: boolean;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const values = useWatch({ control }) as SegmentFormValues;
  const dirty = useMemo(() => !formValuesEqual(values, base), [values, base]);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const keep = context !== null && !stopped && (dirty || conflicts.length > 0 || context.setAside !== null);
  const pending = useRef<{ key: string; draft: SegmentDraft } | null>(null);
  pending.current = keep && context ? { key: context.key, draft: buildDraft(context, base, values, conflicts) } : null;

  useEffect(() => {
    if (!context) return;
    if (!keep) {
      clearDraft(context.key);
      return;
    }
    const timer = setTimeout(() => {
      if (pending.current) writeDraft(pending.current.key, pending.current.draft);
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  });

  useEffect(() => {
    const flush = () => {
      if (pending.current) writeDraft(pending.current.key, pending.current.draft);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);
  return null;
}
