import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FindBar } from './FindBar';
import { useViewerFind } from './use-viewer-find';

const rows = ['grant "github" {', '  role = "member"', '}', 'grant "GitHub Enterprise" {'];

/** The find bar as the viewer mounts it: hidden until Ctrl/⌘+F, over the rows of the view. */
function Harness() {
  const find = useViewerFind(rows);
  return (
    <>
      <button type="button">Somewhere in the page</button>
      {find.open ? (
        <FindBar
          label="Find in the source"
          query={find.query}
          onQuery={find.setQuery}
          matchCase={find.matchCase}
          onMatchCase={find.setMatchCase}
          count={find.found.matches.length}
          current={find.current}
          truncated={find.found.truncated}
          onStep={find.step}
          onClose={find.close}
          inputRef={find.inputRef}
        />
      ) : null}
      <output data-testid="current-row">{find.currentRow}</output>
    </>
  );
}

describe('the viewer’s find', () => {
  it('opens on Ctrl+F instead of the browser’s find, and counts the matches as one types', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('search')).toBeNull();
    await user.keyboard('{Control>}f{/Control}');
    const field = await screen.findByRole('searchbox', { name: 'Find in the source' });
    expect(field).toHaveFocus();
    await user.type(field, 'github');
    expect(await screen.findByText('1 of 2')).toBeInTheDocument();
    expect(screen.getByTestId('current-row')).toHaveTextContent('0');
  });

  it('opens on ⌘+F too', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.keyboard('{Meta>}f{/Meta}');
    expect(await screen.findByRole('searchbox', { name: 'Find in the source' })).toHaveFocus();
  });

  it('steps through the matches with Enter and Shift+Enter, going round', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.keyboard('{Control>}f{/Control}');
    await user.type(await screen.findByRole('searchbox'), 'github');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('2 of 2')).toBeInTheDocument();
    expect(screen.getByTestId('current-row')).toHaveTextContent('3');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('1 of 2')).toBeInTheDocument();
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(await screen.findByText('2 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Previous match/ }));
    expect(await screen.findByText('1 of 2')).toBeInTheDocument();
  });

  it('matches case when asked, and says when nothing matches', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.keyboard('{Control>}f{/Control}');
    await user.type(await screen.findByRole('searchbox'), 'GitHub');
    await user.click(screen.getByRole('checkbox', { name: 'Match case' }));
    expect(await screen.findByText('1 of 1')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'datadog');
    expect(await screen.findByText('No matches')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Next match/ })).toBeDisabled();
  });

  it('closes on Escape and gives focus back to where it was', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    screen.getByRole('button', { name: 'Somewhere in the page' }).focus();
    await user.keyboard('{Control>}f{/Control}');
    await screen.findByRole('searchbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.getByRole('button', { name: 'Somewhere in the page' })).toHaveFocus();
  });
});
