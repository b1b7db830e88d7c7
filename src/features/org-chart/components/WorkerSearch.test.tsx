import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildReportingTree } from '../model/build-reporting-tree';
import { notifyError } from '../../../lib/notify';
import { testWorker } from '../model/test-trees';
import { WorkerSearch } from './WorkerSearch';

/** The combobox's code arrives when the test says so; with `broken`, it fails as it renders. */
const arrival = vi.hoisted(() => {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive, broken: false };
});
vi.mock('./WorkerSearchCombobox', async (importOriginal) => {
  await arrival.arrived;
  const { WorkerSearchCombobox } = await importOriginal<typeof import('./WorkerSearchCombobox')>();
  return {
    WorkerSearchCombobox(props: Parameters<typeof WorkerSearchCombobox>[0]) {
      if (arrival.broken) throw new Error('A fault in the search');
      return <WorkerSearchCombobox {...props} />;
    },
  };
});
vi.mock('../../../lib/notify', () => ({ notifyError: vi.fn() }));

const tree = buildReportingTree([
  testWorker('w1', null, { name: 'Morgan Reyes' }),
  testWorker('w2', 'w1', { name: 'Katherine Johnson' }),
  testWorker('w3', 'w1', { name: 'Kathleen Booth' }),
]);

/**
 * Lets the combobox's code arrive and waits until a search shows it (the first test does so on the
 * way): it then stays loaded for the module's life, so each test can also run alone.
 */
async function loadCombobox() {
  arrival.broken = false;
  arrival.arrive();
  const { unmount } = render(<WorkerSearch tree={tree} onChoose={vi.fn()} />);
  // The code is asked for when the field is about to be used.
  await userEvent.setup().hover(screen.getByRole('combobox', { name: 'Find a person' }));
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Find a person' })).toHaveAttribute('aria-haspopup', 'listbox'),
  );
  unmount();
}

describe('WorkerSearch', { shuffle: false }, () => {
  // First (never shuffled), as the file runs in modules of its own (vite.config.ts): nothing has
  // loaded the code yet.
  it('is a plain field until its code arrives; what was typed meanwhile and the caret carry over into the combobox', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(<WorkerSearch tree={tree} onChoose={onChoose} />);
    const field = screen.getByRole('combobox', { name: 'Find a person' });
    await user.click(field);
    await user.keyboard('kath');
    expect(field).toHaveValue('kath');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    arrival.arrive();
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringMatching(/^Katherine Johnson/),
      expect.stringMatching(/^Kathleen Booth/),
    ]);
    // Every match is listed: no note about more.
    expect(screen.queryByText(/Type more to narrow them down/)).not.toBeInTheDocument();
    const combobox = screen.getByRole('combobox', { name: 'Find a person' });
    expect(combobox).not.toBe(field);
    expect(combobox).toHaveValue('kath');
    expect((combobox as HTMLInputElement).selectionStart).toBe(4);
    // The best match is chosen, as typing in the combobox itself would have: Enter takes it. (That
    // the focus stays in the field, and that typing goes on there, is checked in a real browser,
    // e2e/org-chart.spec.ts: jsdom hands the focus to the option.)
    expect(combobox).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.click(screen.getByRole('option', { name: /^Kathleen Booth/ }));
    expect(onChoose).toHaveBeenCalledWith(2);
  });

  it('is the combobox from the start once its code is there', async () => {
    await loadCombobox();
    render(<WorkerSearch tree={tree} onChoose={vi.fn()} />);
    const combobox = screen.getByRole('combobox', { name: 'Find a person' });
    expect(combobox).toHaveAttribute('aria-haspopup', 'listbox');
    expect(combobox).toHaveValue('');
    expect(combobox).not.toHaveFocus();
  });

  it('says how many matched when the list is cut at its best 20', async () => {
    await loadCombobox();
    const user = userEvent.setup();
    const many = buildReportingTree(
      Array.from({ length: 25 }, (_, k) => testWorker(`w${k}`, k === 0 ? null : 'w0', { name: `Kath ${k}` })),
    );
    render(<WorkerSearch tree={many} onChoose={vi.fn()} />);
    const combobox = screen.getByRole('combobox', { name: 'Find a person' });
    await user.click(combobox);
    await user.paste('kath');
    expect(await screen.findAllByRole('option')).toHaveLength(20);
    expect(screen.getByText('Best 20 of 25 matches. Type more to narrow them down.')).toBeInTheDocument();
  });

  it('when the search itself fails, says so and leaves the chart around it as it was', async () => {
    await loadCombobox();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    arrival.broken = true;
    render(
      <>
        <WorkerSearch tree={tree} onChoose={vi.fn()} />
        <p>The chart</p>
      </>,
    );
    const field = screen.getByRole('textbox', { name: 'Find a person' });
    expect(field).toBeDisabled();
    expect(field).toHaveAttribute('placeholder', 'Search unavailable: reload the page');
    expect(screen.getByText('The chart')).toBeInTheDocument();
    expect(notifyError).toHaveBeenCalledWith(
      'Search stopped working',
      'The chart still works. Reload the page to search again.',
    );
  });
});
