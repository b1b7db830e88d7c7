import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, readDraft, useDraftAutosave, writeDraft } from './drafts';

const isNameDraft = (value: unknown): value is { name: string } =>
  typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string';

describe('drafts', () => {
  it('keeps a draft in sessionStorage and reads it back', () => {
    writeDraft('segment:1', { name: 'Edited' });
    expect(readDraft('segment:1', isNameDraft)?.value).toEqual({ name: 'Edited' });
    clearDraft('segment:1');
    expect(readDraft('segment:1', isNameDraft)).toBeNull();
  });

  it('ignores a draft of the wrong shape or corrupt JSON', () => {
    writeDraft('segment:2', { other: 1 });
    expect(readDraft('segment:2', isNameDraft)).toBeNull();
    sessionStorage.setItem('console.draft:segment:3', '{not json');
    expect(readDraft('segment:3', isNameDraft)).toBeNull();
  });
});

describe('useDraftAutosave', () => {
  afterEach(() => vi.useRealTimers());

  it('saves the value shortly after a change while active', () => {
    vi.useFakeTimers();
    renderHook(() => useDraftAutosave('segment:4', { name: 'Typed' }, true));
    vi.advanceTimersByTime(1_000);
    expect(readDraft('segment:4', isNameDraft)?.value).toEqual({ name: 'Typed' });
  });

  it('saves nothing while inactive (an untouched form leaves no draft behind)', () => {
    vi.useFakeTimers();
    renderHook(() => useDraftAutosave('segment:5', { name: '' }, false));
    vi.advanceTimersByTime(1_000);
    expect(sessionStorage.getItem('console.draft:segment:5')).toBeNull();
  });
});
