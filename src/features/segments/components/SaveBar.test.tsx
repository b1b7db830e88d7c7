import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import type { PreviewSnapshot } from '../model/preview-engine';
import { SaveBar } from './SaveBar';
import { PreviewContext, type PreviewView, type SegmentPreview } from './use-segment-preview';

const snapshot = (joined: number, left: number): PreviewSnapshot => ({
  total: 400,
  count: 151,
  bound: 'exact',
  members: new Int32Array(151),
  clauses: new Map(),
  partial: [],
  unknownIncluded: [],
  unknownExcluded: [],
  sinceSaved: { joined: new Int32Array(joined), left: new Int32Array(left), savedCount: 142 },
});

function renderBar(mode: 'create' | 'edit', joined = 0, left = 0) {
  const showView = vi.fn<(view: PreviewView) => void>();
  const preview = { snapshot: snapshot(joined, left), showView } as unknown as SegmentPreview;
  renderInApp(
    <PreviewContext.Provider value={preview}>
      <form>
        <input aria-label="A field before the bar" />
        <SaveBar mode={mode} saving={false} dirty={joined + left > 0} savedAt={null} message={null} />
      </form>
    </PreviewContext.Provider>,
    { at: '/segments/s1' },
  );
  return { user: userEvent.setup(), showView };
}

describe('SaveBar', () => {
  // A phone shows "Save", "+12 / −3" and an arrow: the names read out are whole at every width.
  it('names each of its actions whole, and reaches them in order with Tab', async () => {
    const { user, showView } = renderBar('edit', 12, 3);
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes');
    expect(screen.getByTestId('save-bar-count')).toHaveTextContent('151 match');

    screen.getByRole('textbox', { name: 'A field before the bar' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: '+12 / −3 since the saved version' })).toHaveFocus();
    await user.tab();
    const back = screen.getByRole('link', { name: 'Back to segments' });
    expect(back).toHaveFocus();
    expect(back).toHaveAttribute('href', '/segments');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save changes' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: '+12 / −3 since the saved version' }));
    expect(showView).toHaveBeenCalledWith('joining');
  });

  it('says the members are the same as saved, in words a screen reader gets whole', () => {
    renderBar('edit');
    expect(screen.getByText('Same members', { exact: false })).toHaveTextContent('Same members as the saved version');
    expect(screen.queryByRole('button', { name: /since the saved version/ })).not.toBeInTheDocument();
  });

  it('offers Cancel and Create segment on the create page', () => {
    renderBar('create');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/segments');
    expect(screen.getByRole('button', { name: 'Create segment' })).toHaveAttribute('type', 'submit');
  });
});
