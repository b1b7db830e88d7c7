import { describe, expect, it } from 'vitest';
import { editorReducer, initialEditorState, type EditorEvent, type EditorState } from './editor-machine';
import { conflicted, draft, edit, mergeOnto, opened, segment, stored, v1, v2 } from './editor-test-fixtures';
import { mergeSegment } from './merge';

const run = (state: EditorState, ...events: EditorEvent[]) => events.reduce(editorReducer, state);

describe('the segment editor opening', () => {
  it('starts on the version read when no draft is kept', () => {
    const state = opened();
    expect(state.etag).toBe('"v1"');
    expect(state.base).toEqual(state.initialValues);
    expect(state.base.name).toBe('Sales team');
    expect(state).toMatchObject({ notice: null, setAside: null, conflict: null, dirty: false, revision: 0 });
    expect(state.knownEtags).toEqual(['"v1"']);
  });

  it('restores the draft kept for this person, on the version it was based on', () => {
    const values = edit(opened(), 'Drafted');
    const state = initialEditorState(v1, stored(draft('usr_ada', '"v1"', values)), 'usr_ada');
    expect(state.initialValues).toEqual(values);
    expect(state.etag).toBe('"v1"');
    expect(state.notice).toEqual({ type: 'restored', savedAt: '2026-01-03T09:00:00Z', outdated: false });
  });

  it('marks a restored draft outdated when the segment changed since, knowing both versions', () => {
    const state = initialEditorState(v2, stored(draft('usr_ada', '"v1"', edit(opened(), 'Drafted'))), 'usr_ada');
    expect(state.etag).toBe('"v1"');
    expect(state.notice).toMatchObject({ type: 'restored', outdated: true });
    expect(state.knownEtags).toEqual(['"v2"', '"v1"']);
  });

  it('leaves a draft of someone else, or one without a version, where it is', () => {
    const values = edit(opened(), 'Drafted');
    expect(initialEditorState(v1, stored(draft('usr_other', '"v1"', values)), 'usr_ada').notice).toBeNull();
    expect(initialEditorState(v1, stored(draft('usr_ada', null, values)), 'usr_ada').initialValues.name).toBe(
      'Sales team',
    );
  });
});

describe('editing and saving', () => {
  it('follows whether the form has unsaved changes', () => {
    const state = opened();
    expect(run(state, { type: 'edited', dirty: true }).dirty).toBe(true);
    expect(run(state, { type: 'edited', dirty: true }, { type: 'edited', dirty: false }).dirty).toBe(false);
    expect(editorReducer(state, { type: 'edited', dirty: false })).toBe(state);
  });

  it('remembers the values being saved', () => {
    const values = edit(opened(), 'Legal');
    expect(run(opened(), { type: 'save-started', values }).saving).toBe(values);
  });

  it('bases the edits on the version a save made, its name trimmed, without remounting the form', () => {
    const values = { ...edit(opened(), 'Legal'), name: '  Legal team ' };
    const state = run(opened(), { type: 'save-started', values }, { type: 'save-succeeded', etag: '"v2"' });
    expect(state.etag).toBe('"v2"');
    expect(state.base).toEqual({ ...values, name: 'Legal team' });
    expect(state.knownEtags).toContain('"v2"');
    expect(state).toMatchObject({ saving: null, notice: null, revision: 0 });
  });

  it('ignores a save result when no save is under way', () => {
    const state = opened();
    expect(editorReducer(state, { type: 'save-succeeded', etag: '"v9"' })).toBe(state);
    expect(editorReducer(state, { type: 'save-failed', outcome: { kind: 'conflict' } })).toBe(state);
  });

  it('opens the conflict dialog on a 412, comparing the values that were being saved', () => {
    const values = edit(opened(), 'Legal');
    const state = run(
      opened(),
      { type: 'save-started', values },
      { type: 'save-failed', outcome: { kind: 'conflict' } },
    );
    expect(state.conflict).toEqual({ status: 'loading', mine: values });
    expect(state.saving).toBeNull();
  });

  it('says the segment is gone when it was deleted meanwhile', () => {
    const state = run(
      opened(),
      { type: 'save-started', values: opened().base },
      { type: 'save-failed', outcome: { kind: 'gone' } },
    );
    expect(state).toMatchObject({ gone: true, conflict: null, saving: null });
  });

  it.each([
    { kind: 'signed-out' },
    { kind: 'rejected', errors: [{ errorCode: 'invalid_segment', errorMessage: 'No.', target: 'name' }] },
    { kind: 'failed', message: 'Not saved.' },
  ] as const)('only ends the save on a $kind outcome: the form says it', (outcome) => {
    const started = run(opened(), { type: 'save-started', values: opened().base });
    const state = editorReducer(started, { type: 'save-failed', outcome });
    expect(state).toEqual({ ...started, saving: null });
  });
});

describe('the conflict dialog', () => {
  const mine = edit(opened(), 'Legal');

  it('opens to compare the edits on request, and again after a failed read', () => {
    const state = run(opened(), { type: 'compare-requested', mine });
    expect(state.conflict).toEqual({ status: 'loading', mine });
    const failed = run(state, { type: 'latest-unreadable', error: new Error('offline') });
    expect(run(failed, { type: 'compare-requested', mine }).conflict).toEqual({ status: 'loading', mine });
  });

  it('shows the latest version merged with the edits once read, and knows that version', () => {
    const state = conflicted(mine);
    expect(state.conflict).toMatchObject({ status: 'ready', latest: v2, mine });
    expect(state.knownEtags).toContain('"v2"');
  });

  it('ignores a version read for a dialog closed meanwhile', () => {
    const closed = run(opened(), { type: 'compare-requested', mine }, { type: 'dialog-closed' });
    const merge = mergeOnto(closed, mine, v2);
    expect(editorReducer(closed, { type: 'latest-read', latest: v2, merge })).toBe(closed);
    expect(editorReducer(closed, { type: 'latest-unreadable', error: new Error('x') })).toBe(closed);
  });

  it('says when the latest version could not be read, keeping the edits to compare', () => {
    const error = new Error('offline');
    const state = run(opened(), { type: 'compare-requested', mine }, { type: 'latest-unreadable', error });
    expect(state.conflict).toEqual({ status: 'failed', error, mine });
  });

  it('closes, saying the segment is gone, when the latest version no longer exists', () => {
    const state = run(opened(), { type: 'compare-requested', mine }, { type: 'segment-gone' });
    expect(state).toMatchObject({ conflict: null, gone: true });
  });

  it('closes on "Keep editing", leaving the form as it is', () => {
    const state = conflicted(mine);
    const closed = editorReducer(state, { type: 'dialog-closed' });
    expect(closed).toEqual({ ...state, conflict: null });
    expect(editorReducer(closed, { type: 'dialog-closed' })).toBe(closed);
  });

  it('re-applies the edits onto the latest version, which becomes the base', () => {
    const state = conflicted(mine);
    const merge = state.conflict?.status === 'ready' ? state.conflict.merge : null;
    const next = editorReducer(state, { type: 'edits-reapplied' });
    expect(next).toMatchObject({
      etag: '"v2"',
      base: merge!.latest,
      initialValues: merge!.values,
      initialConflicts: [],
      notice: { type: 'reapplied', conflicts: 0 },
      conflict: null,
      revision: state.revision + 1,
    });
    expect(next.initialValues.name).toBe('Sales and marketing');
    expect(next.initialValues.clauses[0]!.values[0]!.value).toBe('Legal');
  });

  it('re-applies with the collisions marked for the user to decide', () => {
    const next = run(conflicted({ ...mine, name: 'Legal team' }), { type: 'edits-reapplied' });
    expect(next.initialConflicts).toEqual([
      { type: 'field', field: 'name', mine: 'Legal team', theirs: 'Sales and marketing' },
    ]);
    expect(next.notice).toEqual({ type: 'reapplied', conflicts: 1 });
  });

  it('loads the latest version, setting the edits aside with the base they were made on', () => {
    const state = conflicted(mine);
    const next = editorReducer(state, { type: 'latest-loaded' });
    expect(next).toMatchObject({
      etag: '"v2"',
      initialConflicts: [],
      setAside: { base: state.base, values: mine },
      notice: { type: 'loaded-latest' },
      conflict: null,
      revision: state.revision + 1,
    });
    expect(next.initialValues).toEqual(next.base);
    expect(next.base.name).toBe('Sales and marketing');
  });

  it('loads the latest version without setting anything aside when nothing was edited', () => {
    const next = run(conflicted(opened().base), { type: 'latest-loaded' });
    expect(next.setAside).toBeNull();
    expect(next.notice).toEqual({ type: 'loaded-latest' });
  });

  it('neither re-applies nor loads until the latest version is read', () => {
    const loading = run(opened(), { type: 'compare-requested', mine });
    expect(editorReducer(loading, { type: 'edits-reapplied' })).toBe(loading);
    expect(editorReducer(loading, { type: 'latest-loaded' })).toBe(loading);
  });
});

describe('edits set aside', () => {
  const mine = edit(opened(), 'Legal');
  const setAside = () => run(conflicted(mine), { type: 'latest-loaded' });

  it('re-applies them onto the form, the collisions marked', () => {
    const state = setAside();
    const merge = mergeSegment(state.setAside!.base, state.setAside!.values, state.base);
    const next = editorReducer(state, { type: 'set-aside-reapplied', merge });
    expect(next).toMatchObject({
      initialValues: merge.values,
      initialConflicts: merge.conflicts,
      setAside: null,
      notice: { type: 'reapplied', conflicts: 0 },
      etag: '"v2"',
      revision: state.revision + 1,
    });
    expect(editorReducer(next, { type: 'set-aside-reapplied', merge })).toBe(next);
  });

  it('discards them, the form as it is', () => {
    const state = setAside();
    const next = editorReducer(state, { type: 'set-aside-discarded' });
    expect(next).toEqual({ ...state, setAside: null, notice: null });
  });
});

describe('drafts', () => {
  it('discards a restored draft for the version the service has now', () => {
    const restored = initialEditorState(v2, stored(draft('usr_ada', '"v1"', edit(opened(), 'Drafted'))), 'usr_ada');
    const next = editorReducer(restored, { type: 'draft-discarded', current: v2 });
    expect(next).toMatchObject({
      etag: '"v2"',
      initialConflicts: [],
      setAside: null,
      notice: null,
      revision: restored.revision + 1,
    });
    expect(next.base).toEqual(next.initialValues);
    expect(next.base.name).toBe('Sales and marketing');
    expect(next.knownEtags).toContain('"v2"');
  });
});

describe("a colleague's newer version", () => {
  it('replaces the version on screen when nothing is unsaved, saying who saved it', () => {
    const state = opened();
    const next = editorReducer(state, { type: 'version-seen', current: v2 });
    expect(next).toMatchObject({
      etag: '"v2"',
      initialConflicts: [],
      notice: { type: 'updated', by: 'Katherine Johnson' },
      revision: state.revision + 1,
    });
    expect(next.initialValues).toEqual(next.base);
    expect(next.base.name).toBe('Sales and marketing');
    expect(next.knownEtags).toContain('"v2"');
    const anonymous = { ...v2, segment: { ...v2.segment, updatedByName: null } };
    expect(editorReducer(state, { type: 'version-seen', current: anonymous }).notice).toEqual({
      type: 'updated',
      by: 'Someone',
    });
  });

  it('changes nothing for a version this page has seen or written', () => {
    const state = opened();
    expect(editorReducer(state, { type: 'version-seen', current: v1 })).toBe(state);
    const saved = run(state, { type: 'save-started', values: state.base }, { type: 'save-succeeded', etag: '"v2"' });
    expect(editorReducer(saved, { type: 'version-seen', current: v2 })).toBe(saved);
  });

  it.each<[string, (state: EditorState) => EditorState]>([
    ['unsaved changes', (state) => run(state, { type: 'edited', dirty: true })],
    ['collisions to decide', (state) => run(conflicted({ ...state.base, name: 'Mine' }), { type: 'edits-reapplied' })],
    ['edits set aside', (state) => run(conflicted(edit(state, 'Legal')), { type: 'latest-loaded' })],
    ['the conflict dialog open', (state) => run(state, { type: 'compare-requested', mine: state.base })],
    [
      'a restored draft',
      () => initialEditorState(v1, stored(draft('usr_ada', '"v1"', edit(opened(), 'Drafted'))), 'usr_ada'),
    ],
    ['the segment gone', (state) => run(state, { type: 'segment-gone' })],
  ])('leaves the form alone with %s', (_, arrange) => {
    const state = arrange(opened());
    const newer = { segment: segment({ name: 'Newest' }), etag: '"v9"' };
    expect(editorReducer(state, { type: 'version-seen', current: newer })).toBe(state);
  });
});

describe('leaving', () => {
  it('goes where the page says, with what to say there', () => {
    const state = run(opened(), { type: 'left', to: '/segments', flash: 'Deleted “Sales team”.' });
    expect(state.leaving).toEqual({ to: '/segments', flash: 'Deleted “Sales team”.' });
  });
});
