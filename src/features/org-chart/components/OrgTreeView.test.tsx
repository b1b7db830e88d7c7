import { act, fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildReportingTree } from '../model/build-reporting-tree';
import { testWorker } from '../model/test-trees';
import { OrgTreeView } from './OrgTreeView';

const tree = buildReportingTree([
  testWorker('ceo', null, { name: 'Morgan Reyes' }),
  testWorker('vp', 'ceo', { name: 'Thandiwe Okafor' }),
  testWorker('cfo', 'ceo', { name: 'Luca Zhang' }),
]);
const expanded = new Set([tree.indexByKey.get('ceo')!]);

/**
 * Renders the tree beside a part that presses a key during the commit of the next render, after
 * the tree's own render but before its effects have run: as when a key comes while the effects of
 * a render the list's scrolling caused are still pending.
 */
function TreeWithKeyDuringCommit({ keyToPress }: { keyToPress: string }) {
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render again
      </button>
      <OrgTreeView
        tree={tree}
        expanded={expanded}
        focus={null}
        department={null}
        colors={new Map()}
        onSelect={vi.fn()}
        onToggle={vi.fn()}
      />
      <PressDuringCommit renders={renders} keyToPress={keyToPress} />
    </>
  );
}

function PressDuringCommit({ renders, keyToPress }: { renders: number; keyToPress: string }) {
  useLayoutEffect(() => {
    if (renders > 0) fireEvent.keyDown(screen.getByRole('tree'), { key: keyToPress });
  }, [renders, keyToPress]);
  return null;
}

beforeEach(() => {
  // jsdom lays nothing out; the virtualised list needs a viewport to render rows into.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
});
afterEach(() => vi.restoreAllMocks());

describe('OrgTreeView', () => {
  it('moves focus to the row a key chose, even when an earlier render’s effects were still pending', async () => {
    render(<TreeWithKeyDuringCommit keyToPress="t" />);
    const morgan = await screen.findByRole('treeitem', { name: /^Morgan Reyes/ });
    act(() => morgan.focus());
    expect(morgan).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: 'Render again' }));

    const thandiwe = screen.getByRole('treeitem', { name: /^Thandiwe Okafor/ });
    expect(thandiwe).toHaveAttribute('tabindex', '0');
    expect(thandiwe).toHaveFocus();
  });
});
