import { describe, expect, it } from 'vitest';
import { readDraft, writeDraft } from '../../../lib/drafts';
import {
  discardScriptDraft,
  isScriptDraft,
  NEW_SCRIPT_DRAFT_KEY,
  saveScriptDraft,
  takeScriptDraft,
} from './script-draft';

describe('the new-script draft', () => {
  it('gives back what its author saved', () => {
    saveScriptDraft('usr_ada', { name: 'trim', code: 'x.trim()' });
    const draft = takeScriptDraft('usr_ada');
    expect(draft?.value).toEqual({ name: 'trim', code: 'x.trim()' });
    expect(Date.parse(draft!.savedAt)).not.toBeNaN();
  });

  it('never shows one person’s draft to another, and drops it', () => {
    saveScriptDraft('usr_ada', { name: 'secret plan', code: '1' });
    expect(takeScriptDraft('usr_grace')).toBeNull();
    expect(takeScriptDraft('usr_ada')).toBeNull();
  });

  it('gives back a draft with only a name or only code', () => {
    saveScriptDraft('usr_ada', { name: 'trim', code: '' });
    expect(takeScriptDraft('usr_ada')?.value).toEqual({ name: 'trim', code: '' });
    saveScriptDraft('usr_ada', { name: '', code: 'x.trim()' });
    expect(takeScriptDraft('usr_ada')?.value).toEqual({ name: '', code: 'x.trim()' });
  });

  it('ignores a blank draft and anything malformed', () => {
    saveScriptDraft('usr_ada', { name: ' ', code: '' });
    expect(takeScriptDraft('usr_ada')).toBeNull();
    writeDraft(NEW_SCRIPT_DRAFT_KEY, { name: 'x', code: 42, userId: 'usr_ada' });
    expect(takeScriptDraft('usr_ada')).toBeNull();
    sessionStorage.setItem(`console.draft:${NEW_SCRIPT_DRAFT_KEY}`, '{not json');
    expect(takeScriptDraft('usr_ada')).toBeNull();
  });

  it('is gone once discarded', () => {
    saveScriptDraft('usr_ada', { name: 'x', code: 'y' });
    discardScriptDraft();
    expect(readDraft(NEW_SCRIPT_DRAFT_KEY, isScriptDraft)).toBeNull();
  });
});
