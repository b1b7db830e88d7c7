import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, membersHandler } from '../../../test/fake-api';
import { renderInApp } from '../../../test/render';
import { searchRevisions } from '../model/history-search';
import { HistorySearchPanel, type HistorySearchPanelProps } from './HistorySearchPanel';

afterEach(() => {
  vi.unstubAllGlobals();
});

const history = [
  'grant "github" {\n}\n',
  'grant "github" {\n  role = "owner"\n}\n',
  'grant "github" {\n  role = "owner"\n}\n',
  'grant "github" {\n}\n',
].map((source, index) => ({ number: index + 1, source }));

function renderPanel(overrides: Partial<HistorySearchPanelProps> = {}) {
  fakeApi(membersHandler);
  const onSearch = vi.fn();
  renderInApp(
    <HistorySearchPanel
      onSearch={onSearch}
      request={null}
      result={undefined}
      progress={null}
      error={null}
      onRetry={() => undefined}
      lineHref={(revision, line) => `/p/revisions/${revision}#L${line}`}
      changesHref={(revision) => `/p/revisions/${revision}?compare=${revision - 1}`}
      revisionInfo={() => ({ createdByUserId: 'usr_ada', createdAt: '2026-01-01T00:00:00Z' })}
      {...overrides}
    />,
  );
  return { onSearch };
}

describe('HistorySearchPanel', () => {
  it('asks for the text typed, with or without matching case', async () => {
    const user = userEvent.setup();
    const { onSearch } = renderPanel();
    await user.type(screen.getByRole('searchbox', { name: 'Text to find in every revision' }), 'role = "owner"');
    await user.click(screen.getByRole('checkbox', { name: 'Match case' }));
    await user.click(screen.getByRole('button', { name: 'Find first and last' }));
    expect(onSearch).toHaveBeenCalledWith({ query: 'role = "owner"', matchCase: true });
  });

  it('links the first and the last revision containing the text, at the line, and the revision that removed it', () => {
    const request = { query: 'role = "owner"', matchCase: false };
    renderPanel({ request, result: searchRevisions(history, request.query) });
    expect(screen.getByText(/is in 2 of 4 revisions/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Revision 2, line 2' })).toHaveAttribute('href', '/p/revisions/2#L2');
    expect(screen.getByRole('link', { name: 'Revision 3, line 2' })).toHaveAttribute('href', '/p/revisions/3#L2');
    expect(screen.getByRole('link', { name: 'removed in revision 4' })).toHaveAttribute(
      'href',
      '/p/revisions/4?compare=3',
    );
  });

  it('says when no revision contains the text, and shows progress while revisions are read', () => {
    const request = { query: 'datadog', matchCase: false };
    renderPanel({ request, result: searchRevisions(history, 'datadog') });
    expect(screen.getByRole('status')).toHaveTextContent('No revision contains datadog.');
  });

  it('shows how many revisions are read while it waits for them', () => {
    renderPanel({ request: { query: 'x', matchCase: false }, progress: { loaded: 37, total: 200 } });
    expect(screen.getByRole('status')).toHaveTextContent('Reading revisions… 37 of 200');
  });
});
