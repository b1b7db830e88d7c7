import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FindInView } from './FindInView';

function View() {
  return (
    <FindInView rows={['alpha', 'beta', 'alphabet']} label="Find in the source" toolbar={<span>Tools</span>}>
      {(find) => <output data-testid="find">{find.highlight ? `row ${find.row}` : 'nothing'}</output>}
    </FindInView>
  );
}

describe('FindInView', () => {
  it('opens from its button too, hands the view the current match, and gives focus back on Escape', async () => {
    const user = userEvent.setup();
    render(<View />);
    expect(screen.getByText('Tools')).toBeInTheDocument();
    const opener = screen.getByRole('button', { name: /^Find in this view/ });
    await user.click(opener);
    const field = await screen.findByRole('searchbox', { name: 'Find in the source' });
    expect(field).toHaveFocus();
    expect(screen.getByTestId('find')).toHaveTextContent('nothing');
    await user.type(field, 'alpha');
    expect(await screen.findByText('1 of 2')).toBeInTheDocument();
    expect(screen.getByTestId('find')).toHaveTextContent('row 0');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('find')).toHaveTextContent('row 2');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(opener).toHaveFocus();
    expect(screen.getByTestId('find')).toHaveTextContent('nothing');
  });
});
