import { useEffect, useRef } from 'react';
import type { UseFormGetValues, UseFormSubscribe } from 'react-hook-form';
import { clearDraft, writeDraft } from '../../../lib/drafts';
import type { Conflict } from '../model/conflicts';
import type { SegmentDraft, SetAsideEdits } from '../model/draft';
import { formValuesEqual, type SegmentFormValues } from '../model/form-values';
import { useLatest } from '../../../lib/use-latest';

const AUTOSAVE_DELAY_MS = 300;

export interface DraftContext {
  key: string;
  userId: string;
  etag: string | null;
  setAside: SetAsideEdits | null;
}

export function buildDraft(
  context: DraftContext,
  base: SegmentFormValues,
  values: SegmentFormValues,
  conflicts: Conflict[],
): SegmentDraft {
  return { userId: context.userId, etag: context.etag, base, values, conflicts, setAside: context.setAside };
}

/**
 * Follows the form without re-rendering it: tells whether it differs from `base`, and keeps unsaved
 * work in a sessionStorage draft (shortly after each change, and at once when the page goes away,
 * e.g. to sign in again after a 401).
 */
export function DraftKeeper({
  subscribe,
  getValues,
  base,
  context,
  conflicts,
  stopped,
  onDirtyChange,
}: {
  subscribe: UseFormSubscribe<SegmentFormValues>;
  getValues: UseFormGetValues<SegmentFormValues>;
  base: SegmentFormValues;
  /** Null when nothing is to be kept (a read-only view). */
  context: DraftContext | null;
  conflicts: Conflict[];
  /** The work was saved or deleted and the page is being left: keep nothing. */
  stopped: boolean;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const latest = useLatest({ base, context, conflicts, stopped, onDirtyChange });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const dirty = useRef<boolean | null>(null);

  /** The draft to keep for these values, or null when there is nothing unsaved. */
  const draftFor = (values: SegmentFormValues) => {
    const current = latest.current;
    const changed = !formValuesEqual(values, current.base);
    if (dirty.current !== changed) {
      dirty.current = changed;
      current.onDirtyChange(changed);
    }
    const { context: draft } = current;
    if (!draft || current.stopped) return null;
    if (!changed && current.conflicts.length === 0 && draft.setAside === null) return null;
    return buildDraft(draft, current.base, values, current.conflicts);
  };
  const keep = (values: SegmentFormValues, delay: number) => {
    clearTimeout(timer.current);
    const key = latest.current.context?.key;
    if (!key) return;
    const draft = draftFor(values);
    if (!draft) {
      clearDraft(key);
      return;
    }
    if (delay === 0) writeDraft(key, draft);
    else timer.current = setTimeout(() => writeDraft(key, draft), delay);
  };
  const keepRef = useLatest(keep);

  // Props change (a save moves the base, a conflict is decided): look again at once.
  useEffect(() => {
    keep(getValues(), AUTOSAVE_DELAY_MS);
  });

  useEffect(() => {
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: ({ values }) => keepRef.current(values, AUTOSAVE_DELAY_MS),
    });
    const flush = () => keepRef.current(getValues(), 0);
    window.addEventListener('pagehide', flush);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [subscribe, getValues, keepRef]);
  return null;
}
