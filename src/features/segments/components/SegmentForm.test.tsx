import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readDraft } from '../../../lib/drafts';
import { fakeApi } from '../../../test/fake-api';
import { renderInApp } from '../../../test/render';
import type { Conflict } from '../model/conflicts';
import { isSegmentDraft } from '../model/draft';
import type { SegmentFormValues } from '../model/form-values';
import { clause, formWith, keyed } from '../model/test-helpers';
import type { SaveResult } from '../model/save-outcome';
import { SegmentForm, type SegmentFormProps } from './SegmentForm';
import { workerHandlers } from './test-workers';

const base = formWith({
  name: 'Sales team',
  clauses: [keyed('a', clause('department', 'equals', 'Sales')), keyed('b', clause('jobTitle', 'contains', 'Head'))],
});

function renderForm(overrides: Partial<SegmentFormProps> = {}) {
  const onSave = vi.fn<(values: SegmentFormValues) => Promise<SaveResult>>(async () => ({ status: 'saved' }));
  const props: SegmentFormProps = {
    mode: 'edit',
    initialValues: base,
    base,
    initialConflicts: [],
    draft: { key: 'segment:s1', userId: 'usr_1', etag: '"v1"', setAside: null },
    readOnly: false,
    leaving: false,
    otherName: 'Katherine Johnson',
    onSave,
    ...overrides,
  };
  const view = renderInApp(<SegmentForm {...props} />, { at: '/segments/s1' });
  return { ...view, onSave, user: userEvent.setup() };
}

const value = (n: number) => screen.getByRole('combobox', { name: `Clause ${n} value` });
const values = () =>
  screen.getAllByRole('combobox', { name: /^Clause \d+ value$/ }).map((input) => (input as HTMLInputElement).value);

beforeEach(() => {
  fakeApi(...workerHandlers);
  // jsdom does not scroll; the form scrolls an error it focuses into view.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

// Typing through user-event is slow in jsdom on a busy machine: allow it the time.
describe('SegmentForm', { timeout: 20_000 }, () => {
  it('shows the rule in words and follows the edits', async () => {
    const { user } = renderForm();
    expect(
      screen.getByText('Workers matching ALL of: department equals Sales, jobTitle contains Head.'),
    ).toBeInTheDocument();
    await user.clear(value(1));
    await user.type(value(1), 'Legal');
    await user.click(screen.getByRole('radio', { name: 'Any clause' }));
    expect(
      await screen.findByText('Workers matching ANY of: department equals Legal, jobTitle contains Head.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('adds, duplicates, moves with Alt+arrows and removes clauses with undo', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Duplicate clause 1' }));
    expect(values()).toEqual(['Sales', 'Sales', 'Head']);
    await user.clear(value(2));
    await user.type(value(2), 'Ops');
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(values()).toEqual(['Sales', 'Head', 'Ops']);
    expect(value(3)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove clause 1' }));
    expect(values()).toEqual(['Head', 'Ops']);
    expect(screen.getByText('Removed clause 1: department equals Sales.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(values()).toEqual(['Sales', 'Head', 'Ops']);
    await user.click(screen.getByRole('button', { name: 'Add clause' }));
    expect(screen.getByRole('combobox', { name: 'Clause 4 left side' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Move clause 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move clause 4 down' })).toBeDisabled();
  });

  it('turns a single value into chips for "is one of", adding typed and pasted values', async () => {
    const { user } = renderForm();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Clause 1 operator' }), 'in');
    const chips = screen.getByRole('list', { name: 'Clause 1 values' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sales']);
    const entry = screen.getByRole('combobox', { name: 'Add clause 1 value' });
    await user.type(entry, 'Marketing{Enter}');
    await user.click(entry);
    await user.paste('Legal\nFinance');
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sales', 'Marketing', 'Legal', 'Finance']);
    await user.click(screen.getByRole('button', { name: 'Remove value Marketing' }));
    await user.type(entry, 'Typed then left');
    await user.tab();
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sales', 'Legal', 'Finance', 'Typed then left']);
  });

  it('checks the rules before saving and sends nothing while a field is wrong', async () => {
    const { user, onSave } = renderForm();
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'ab');
    await user.clear(value(2));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The name needs at least 4 characters (it has 2).')).toBeInTheDocument();
    expect(screen.getByText('Enter a value.')).toBeInTheDocument();
    expect(value(2)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
    await user.type(value(2), 'Chief');
    await waitFor(() => expect(screen.queryByText('Enter a value.')).not.toBeInTheDocument());
  });

  it('puts the service’s errors on the fields their targets name', async () => {
    const { user, onSave } = renderForm();
    onSave.mockResolvedValueOnce({
      status: 'rejected',
      errors: [
        { errorCode: 'segment_name_conflict', errorMessage: 'Taken', target: 'name' },
        { errorCode: 'invalid_segment', errorMessage: 'Not allowed here.', target: 'clauses.1.values.0.value' },
        { errorCode: 'validation_error', errorMessage: 'Something else entirely.', target: null },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Another segment is already named “Sales team”. Choose a different name.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Not allowed here.')).toBeInTheDocument();
    expect(value(2)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Something else entirely.');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('blocks saving until each collision is decided, then saves the chosen side', async () => {
    const conflict: Conflict = {
      type: 'clause',
      key: 'a',
      reason: 'both_changed',
      mine: clause('department', 'equals', 'Sales'),
      theirs: clause('department', 'equals', 'Marketing'),
    };
    const { user, onSave } = renderForm({ initialConflicts: [conflict] });
    const marker = screen.getByRole('group', { name: 'Conflicting change: you decide' });
    expect(marker).toHaveTextContent('Katherine Johnson also changed this clause, to: department equals Marketing.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('One change collides with Katherine Johnson’s version.');
    expect(onSave).not.toHaveBeenCalled();
    await user.click(within(marker).getByRole('button', { name: 'Use theirs' }));
    expect(value(1)).toHaveValue('Marketing');
    expect(screen.queryByRole('group', { name: 'Conflicting change: you decide' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0].clauses[0]!.values).toEqual([{ kind: 'literal', value: 'Marketing' }]);
  });

  it('removes a clause when the chosen side is the removal, keeping the others as they are', async () => {
    const conflicts: Conflict[] = [
      { type: 'clause', key: 'a', reason: 'you_removed', mine: null, theirs: clause('department', 'equals', 'Sales') },
      { type: 'field', field: 'match', mine: 'all', theirs: 'any' },
    ];
    const { user, onSave } = renderForm({ initialConflicts: conflicts });
    const [matchMarker, clauseMarker] = screen.getAllByRole('group', { name: 'Conflicting change: you decide' });
    expect(clauseMarker).toHaveTextContent('You removed this clause, but Katherine Johnson changed it.');
    await user.click(within(clauseMarker!).getByRole('button', { name: 'Remove it' }));
    expect(values()).toEqual(['Head']);
    expect(matchMarker).toHaveTextContent(
      'Katherine Johnson also changed how clauses combine, to Any clause. Yours is All clauses.',
    );
    await user.click(within(matchMarker!).getByRole('button', { name: 'Use theirs' }));
    expect(screen.getByRole('radio', { name: 'Any clause' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      match: 'any',
      clauses: [{ key: 'b', values: [{ value: 'Head' }] }],
    });
  });

  it('keeps unsaved work as a draft with the ETag it is based on', async () => {
    const { user } = renderForm();
    await user.clear(value(1));
    await user.type(value(1), 'Drafted');
    await waitFor(() =>
      expect(readDraft('segment:s1', isSegmentDraft)?.value.values.clauses[0]!.values[0]!.value).toBe('Drafted'),
    );
    expect(readDraft('segment:s1', isSegmentDraft)?.value).toMatchObject({ etag: '"v1"', userId: 'usr_1', base });
  });

  it('keeps edits set aside as a draft even while the form shows the latest version unchanged', async () => {
    const setAside = { base, values: { ...base, name: 'Sales team (mine)' } };
    renderForm({ draft: { key: 'segment:s1', userId: 'usr_1', etag: '"v2"', setAside } });
    await waitFor(() => expect(readDraft('segment:s1', isSegmentDraft)?.value.setAside).toEqual(setAside));
    expect(readDraft('segment:s1', isSegmentDraft)?.value).toMatchObject({ etag: '"v2"', values: base });
  });

  it('shows workers by name, flags unknown ids and refuses to save them', async () => {
    const { user, onSave } = renderForm({ initialValues: { ...base, includedWorkerIds: ['wrk_0001'] } });
    const included = screen.getByRole('region', { name: /^Included workers/ });
    expect(await within(included).findByText('Morgan Reyes')).toBeInTheDocument();
    await user.click(within(included).getByRole('button', { name: 'Paste a list of ids' }));
    await user.type(
      within(included).getByRole('textbox', { name: 'Worker ids to include' }),
      'wrk_0002, wrk_9999 wrk_0001',
    );
    await user.click(within(included).getByRole('button', { name: 'Add ids' }));
    expect(within(included).getByText('Added 2 ids; 1 already listed.')).toBeInTheDocument();
    expect(await within(included).findByText('Avery Chen')).toBeInTheDocument();
    expect(await within(included).findByText('Unknown id')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Remove the id that names no worker: wrk_9999.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await user.click(within(included).getByRole('button', { name: 'Remove unknown ids' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0].includedWorkerIds).toEqual(['wrk_0001', 'wrk_0002']);
  });

  it('shows a read-only segment without ways to change it', () => {
    renderForm({ readOnly: true, draft: null });
    expect(value(1)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add clause' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove clause/ })).not.toBeInTheDocument();
  });
});
