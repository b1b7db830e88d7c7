import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { buildReportingTree } from '../model/build-reporting-tree';
import { testWorker } from '../model/test-trees';
import { DataQualityDialog } from './DataQualityDialog';
import type { ChartActions } from './use-chart-state';

const tree = buildReportingTree([testWorker('w1', null), testWorker('w2', 'nobody', { name: 'Lost Soul' })]);
const actions = { focusSearch: vi.fn(() => '?focus=w2') } as unknown as ChartActions;

function WithOpener() {
  const [open, setOpen] = useState(false);
  return (
    <MemoryRouter>
      <button type="button" onClick={() => setOpen(true)}>
        Data quality
      </button>
      <DataQualityDialog tree={tree} open={open} onClose={() => setOpen(false)} actions={actions} />
    </MemoryRouter>
  );
}

describe('DataQualityDialog', () => {
  it('opens on demand and lists the problems, each time it is opened', async () => {
    const user = userEvent.setup();
    render(<WithOpener />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'Data quality' });
    for (let time = 0; time < 2; time++) {
      await user.click(opener);
      const dialog = await screen.findByRole('dialog', { name: 'Data quality' });
      expect(dialog).toHaveTextContent('Manager id nobody, which names nobody: Lost Soul (w2)');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
  });
});
