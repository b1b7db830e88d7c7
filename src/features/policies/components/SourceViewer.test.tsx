import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SourceViewer } from './SourceViewer';

const lineHref = (line: number) => `/policies/p/revisions/2#L${line}`;

function renderViewer(lines: string[], range: { start: number; end: number } | null = null) {
  const onSelectLine = vi.fn();
  const view = render(
    <SourceViewer
      lines={lines}
      label="Source of revision 2"
      range={range}
      lineHref={lineHref}
      onSelectLine={onSelectLine}
    />,
  );
  return { ...view, onSelectLine };
}

/** jsdom lays nothing out: give the scrolling view a size so that it renders the lines in view. */
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  return () => vi.restoreAllMocks();
});

describe('SourceViewer', () => {
  it('shows markup in a source as text, never as elements', () => {
    const { container } = renderViewer([
      'note = "<script>window.__policyXss = true</script>"',
      'avatar = "<img src=x onerror=alert(1)>"',
    ]);
    const region = screen.getByRole('region', { name: 'Source of revision 2' });
    expect(region).toHaveTextContent('note = "<script>window.__policyXss = true</script>"');
    expect(region).toHaveTextContent('avatar = "<img src=x onerror=alert(1)>"');
    // eslint-disable-next-line testing-library/no-node-access -- no element may come out of the text
    expect(container.querySelector('script, img')).toBeNull();
    expect((window as { __policyXss?: boolean }).__policyXss).toBeUndefined();
  });

  it('numbers the lines, each number a link to that line', () => {
    renderViewer(['first', 'second', 'third']);
    expect(screen.getByRole('link', { name: 'Line 2' })).toHaveAttribute('href', '/policies/p/revisions/2#L2');
  });

  it('selects a line on a click and extends the range on a shift-click', () => {
    const { onSelectLine } = renderViewer(['a', 'b', 'c', 'd']);
    fireEvent.click(screen.getByRole('link', { name: 'Line 2' }));
    expect(onSelectLine).toHaveBeenLastCalledWith(2, false);
    fireEvent.click(screen.getByRole('link', { name: 'Line 4' }), { shiftKey: true });
    expect(onSelectLine).toHaveBeenLastCalledWith(4, true);
  });

  it('leaves a Ctrl-click to the browser (open the line in a new tab)', () => {
    const { onSelectLine } = renderViewer(['a', 'b']);
    // The window notes whether the viewer kept the click from the browser, then stops jsdom from
    // following the link (which it cannot, and says so).
    let leftToTheBrowser: boolean | undefined;
    const noteAndStop = (event: MouseEvent) => {
      leftToTheBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', noteAndStop);
    fireEvent.click(screen.getByRole('link', { name: 'Line 1' }), { ctrlKey: true });
    window.removeEventListener('click', noteAndStop);
    expect(onSelectLine).not.toHaveBeenCalled();
    expect(leftToTheBrowser).toBe(true);
  });

  it('marks the highlighted lines', () => {
    renderViewer(['a', 'b', 'c', 'd'], { start: 2, end: 3 });
    const marks = within(screen.getByRole('region')).getAllByRole('mark');
    expect(marks.map((mark) => mark.textContent)).toEqual(['b', 'c']);
  });

  it('renders only the lines in view of a 10,000-line source', () => {
    renderViewer(Array.from({ length: 10_000 }, (_, i) => `route ${i + 1}`));
    const links = screen.getAllByRole('link', { name: /^Line \d+$/ });
    expect(links.length).toBeGreaterThan(10);
    expect(links.length).toBeLessThan(200);
  });

  it('says so when a revision is empty', () => {
    renderViewer([]);
    expect(screen.getByText('This revision is empty.')).toBeInTheDocument();
  });

  it('prints every line, not only those in view, and goes back to the view after printing', () => {
    const lines = Array.from({ length: 2000 }, (_, index) => `rule_${index + 1} = true`);
    renderViewer(lines);
    expect(screen.getByRole('region', { name: 'Source of revision 2' })).not.toHaveTextContent('rule_2000');
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    const printed = screen.getByTestId('printed-source');
    expect(printed).toHaveTextContent('1rule_1 = true');
    expect(printed).toHaveTextContent('2000rule_2000 = true');
    expect(screen.getByRole('region', { name: 'Source of revision 2' })).toHaveAttribute('data-no-print');
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(screen.queryByTestId('printed-source')).not.toBeInTheDocument();
  });
});
