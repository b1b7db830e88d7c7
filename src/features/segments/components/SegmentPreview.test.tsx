import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi, on } from '../../../test/fake-api';
import { renderInApp } from '../../../test/render';
import type { SegmentFormValues } from '../model/form-values';
import { clause, formWith, keyed } from '../model/test-helpers';
import type { SaveResult } from '../model/save-outcome';
import { SegmentForm } from './SegmentForm';
import { workerHandlers } from './test-workers';

// The fake API's workers: Morgan Reyes (Executive, Chief Executive Officer), Avery Chen (Sales, Head of Sales).
const base = formWith({
  name: 'Sales heads',
  clauses: [keyed('a', clause('department', 'equals', 'Sales')), keyed('b', clause('jobTitle', 'contains', 'Head'))],
});

function renderForm() {
  renderInApp(
    <SegmentForm
      mode="edit"
      initialValues={base}
      base={base}
      initialConflicts={[]}
      draft={null}
      readOnly={false}
      leaving={false}
      otherName="Katherine Johnson"
      onSave={vi.fn<(values: SegmentFormValues) => Promise<SaveResult>>(async () => ({ status: 'saved' }))}
    />,
    { at: '/segments/s1' },
  );
  return userEvent.setup();
}

const panel = () => screen.getByRole('region', { name: 'Who this selects' });
const value = (n: number) => screen.getByRole('combobox', { name: `Clause ${n} value` });

beforeEach(() => {
  fakeApi(...workerHandlers);
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('segment preview', { timeout: 20_000 }, () => {
  it('counts the members, each clause, and the change since the saved version as the rule is edited', async () => {
    const user = renderForm();
    expect(await within(panel()).findByTestId('preview-count')).toHaveTextContent('1 of 2 workers match');
    expect(within(panel()).getByText('Counted in your browser from the org chart’s fields.')).toBeInTheDocument();
    expect(screen.getAllByText('Matches 1 worker on its own')).toHaveLength(2);

    await user.clear(value(1));
    await user.type(value(1), 'Sales EMEA');
    await waitFor(() => expect(within(panel()).getByTestId('preview-count')).toHaveTextContent('0 of 2 workers match'));
    expect(await screen.findByText('No worker has department “Sales EMEA”. Did you mean Sales?')).toBeInTheDocument();
    expect(screen.getByText('Matches nobody on its own')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '+0 / −1 since the saved version' }));
    expect(within(panel()).getByRole('button', { name: 'Leaving (1)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps the count in the save bar, for screens where the panel is below the form', async () => {
    const user = renderForm();
    const count = await screen.findByTestId('save-bar-count');
    expect(count).toHaveTextContent('1 match');
    await user.clear(value(1));
    await user.type(value(1), 'Sales EMEA');
    await waitFor(() => expect(screen.getByTestId('save-bar-count')).toHaveTextContent(/^0 match$/));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Clause 1 value kind' }), 'target_field');
    await waitFor(() => expect(screen.getByTestId('save-bar-count')).toHaveTextContent('≤ at most 1 match'));
  });

  it('says which clause it cannot count, and why', async () => {
    const user = renderForm();
    await within(panel()).findByTestId('preview-count');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Clause 2 value kind' }), 'target_field');
    await waitFor(() =>
      expect(within(panel()).getByTestId('preview-count')).toHaveTextContent('At most 1 of 2 workers match'),
    );
    expect(
      within(panel()).getByText('Clause 2: it compares with a target field, which is known only when a policy runs.'),
    ).toBeInTheDocument();
    expect(within(panel()).getByText(/so the number is an upper bound/)).toBeInTheDocument();
  });

  it('says so when the workers cannot be read, and offers to try again', async () => {
    fakeApi(on('GET', '/api/workers/org-chart', () => failure(403, 'forbidden')));
    renderForm();
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(
      'The workers could not be read, so there is no preview.',
    );
    expect(within(panel()).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers attributes in words and the values the data has, with counts', async () => {
    const user = renderForm();
    await within(panel()).findByTestId('preview-count');
    await user.clear(screen.getByRole('combobox', { name: 'Clause 1 left side' }));
    await user.type(screen.getByRole('combobox', { name: 'Clause 1 left side' }), 'life');
    expect(await screen.findByRole('option', { name: /Lifecycle stage/ })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: /Lifecycle stage/ }));
    expect(screen.getByRole('combobox', { name: 'Clause 1 left side' })).toHaveValue('lifecycleStage');
    expect(
      within(screen.getByRole('combobox', { name: 'Clause 1 operator' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['equals', 'does not equal', 'is one of', 'is not one of']);
    await user.clear(value(1));
    await user.type(value(1), 'act');
    expect(await screen.findByRole('option', { name: /^active\s*· 2$/ })).toBeInTheDocument();
  });
});

describe('value chips', { timeout: 20_000 }, () => {
  it('suggests the values not chosen yet and adds a picked one as a chip', async () => {
    const user = renderForm();
    await within(panel()).findByTestId('preview-count');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Clause 1 operator' }), 'in');
    const entry = screen.getByRole('combobox', { name: 'Add clause 1 value' });
    await user.click(entry);
    await user.type(entry, 'e');
    expect(await screen.findByRole('option', { name: /^Executive\s*· 1$/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /^Sales/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: /^Executive/ }));
    expect(
      within(screen.getByRole('list', { name: 'Clause 1 values' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sales', 'Executive']);
  });
});
