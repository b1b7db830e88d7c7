import { describe, expect, it } from 'vitest';
import { editorReducer, initialEditorState, type EditorEvent, type EditorState } from './editor-machine';
import { editorNotices } from './editor-notices';
import { conflicted, draft, edit, opened, stored, v1, v2 } from './editor-test-fixtures';

const run = (state: EditorState, ...events: EditorEvent[]) => events.reduce(editorReducer, state);

describe('the notices above the form', () => {
  const page: Parameters<typeof editorNotices>[1] = { flash: null, canWrite: true, current: v1 };
  const types = (state: EditorState, over: Partial<typeof page> = {}) =>
    editorNotices(state, { ...page, ...over }).map((notice) => notice.type);

  it('shows none for a form opened on the latest version', () => {
    expect(types(opened())).toEqual([]);
  });

  it('says what happened before arriving, and when the role cannot change segments', () => {
    expect(editorNotices(opened(), { ...page, flash: 'Segment created.', canWrite: false })).toEqual([
      { type: 'flash', message: 'Segment created.' },
      { type: 'read-only' },
    ]);
  });

  it('says the segment is gone', () => {
    expect(types(run(opened(), { type: 'segment-gone' }))).toEqual(['gone']);
  });

  it('says a draft was restored, which also speaks for a newer version', () => {
    const restored = initialEditorState(v2, stored(draft('usr_ada', '"v1"', edit(opened(), 'Drafted'))), 'usr_ada');
    expect(editorNotices(restored, { ...page, current: { ...v2, etag: '"v3"' } })).toEqual([
      { type: 'restored', savedAt: '2026-01-03T09:00:00Z', outdated: true },
    ]);
  });

  it('says a newer version was saved while there are unsaved changes, not when it can simply replace it', () => {
    expect(editorNotices(run(opened(), { type: 'edited', dirty: true }), { ...page, current: v2 })).toEqual([
      { type: 'newer', version: v2.segment },
    ]);
    expect(types(opened(), { current: v2 })).toEqual([]);
  });

  it('says the edits were re-applied only when nothing collides (the form tells of collisions)', () => {
    expect(types(run(conflicted(edit(opened(), 'Legal')), { type: 'edits-reapplied' }))).toEqual(['reapplied']);
    expect(types(run(conflicted({ ...opened().base, name: 'Mine' }), { type: 'edits-reapplied' }))).toEqual([]);
  });

  it('says a newer version replaced the one shown, and that edits are set aside', () => {
    expect(editorNotices(run(opened(), { type: 'version-seen', current: v2 }), { ...page, current: v2 })).toEqual([
      { type: 'updated', by: 'Katherine Johnson' },
    ]);
    expect(types(run(conflicted(edit(opened(), 'Legal')), { type: 'latest-loaded' }), { current: v2 })).toEqual([
      'set-aside',
    ]);
  });

  it('keeps the order: arrival, role, gone, restored or newer, re-applied, updated, set aside', () => {
    const state: EditorState = {
      ...run(conflicted(edit(opened(), 'Legal')), { type: 'latest-loaded' }),
      gone: true,
      notice: { type: 'updated', by: 'Katherine Johnson' },
    };
    expect(types(state, { flash: 'Saved.', canWrite: false, current: v2 })).toEqual([
      'flash',
      'read-only',
      'gone',
      'updated',
      'set-aside',
    ]);
  });
});
