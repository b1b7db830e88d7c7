// The segment editor's test data: two versions of one segment, drafts of them, and the editor
// opened on the first (for editor-machine.test.ts and editor-notices.test.ts).
import type { Segment } from '../../../../contract';
import type { SegmentDraft } from './draft';
import {
  editorReducer,
  initialEditorState,
  type EditorEvent,
  type EditorState,
  type SegmentVersion,
} from './editor-machine';
import { toFormValues, type SegmentFormValues } from './form-values';
import { mergeSegment } from './merge';
import { clause } from './test-helpers';

export const segment = (changes: Partial<Segment> = {}): Segment => ({
  id: 's1',
  name: 'Sales team',
  scope: 'rule_based',
  match: 'all',
  clauses: [clause('department', 'equals', 'Sales')],
  includedWorkerIds: [],
  excludedWorkerIds: [],
  createdAt: '2026-01-01T10:00:00Z',
  updatedAt: '2026-01-02T10:00:00Z',
  updatedByUserId: 'usr_katherine',
  updatedByName: 'Katherine Johnson',
  ...changes,
});
export const v1: SegmentVersion = { segment: segment(), etag: '"v1"' };
/** A colleague's newer version: the name changed. */
export const v2: SegmentVersion = { segment: segment({ name: 'Sales and marketing' }), etag: '"v2"' };

export const opened = () => initialEditorState(v1, null, 'usr_ada');
/** The base with its one clause's value changed. */
export const edit = (state: EditorState, value: string): SegmentFormValues => ({
  ...state.base,
  clauses: [{ ...state.base.clauses[0]!, values: [{ kind: 'literal', value }] }],
});
export const mergeOnto = (state: EditorState, mine: SegmentFormValues, latest: SegmentVersion) =>
  mergeSegment(state.base, mine, latest.segment);

export const draft = (userId: string, etag: string | null, values: SegmentFormValues): SegmentDraft => ({
  userId,
  etag,
  base: toFormValues(v1.segment),
  values,
  conflicts: [],
  setAside: null,
});
export const stored = (value: SegmentDraft) => ({ value, savedAt: '2026-01-03T09:00:00Z' });

/** An editor whose save of `mine` was refused with 412, its dialog showing `latest` merged. */
export function conflicted(mine: SegmentFormValues, latest = v2) {
  const events: EditorEvent[] = [
    { type: 'save-started', values: mine },
    { type: 'save-failed', outcome: { kind: 'conflict' } },
  ];
  const state = events.reduce(editorReducer, opened());
  return editorReducer(state, { type: 'latest-read', latest, merge: mergeOnto(state, mine, latest) });
}
