import { useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memberSchema } from '../../contract';
import { http } from '../lib/http';
import { failure, fakeApi, single } from '../test/fake-api';
import { renderInApp } from '../test/render';
import { RouteErrorBoundary } from './RouteErrorBoundary';

const member = { userId: 'usr_ada', name: 'Ada Lovelace', email: 'ada@acme.test', role: 'owner' };

/** A page that handles what it can in place and leaves the rest to the query client's rule. */
function MemberPage() {
  const { data, error } = useQuery({
    queryKey: ['member'],
    queryFn: ({ signal }) => http.get('/members/usr_ada', memberSchema, { signal }),
  });
  if (data) return <p>{data.data.name}</p>;
  return <p>{error ? `Handled in place: ${error.message}` : 'Loading'}</p>;
}

const answer = (status: number, errorCode = 'error') =>
  status === 200 ? single(member) : failure(status, errorCode, `Refused with ${status}`);

let fetchMock: ReturnType<typeof fakeApi>;

function renderRoute() {
  const { queryClient } = renderInApp(
    <RouteErrorBoundary>
      <MemberPage />
    </RouteErrorBoundary>,
    { at: '/members' },
  );
  return queryClient;
}

/** Lets every retry's backoff run out. */
const afterRetries = () => act(() => vi.advanceTimersByTimeAsync(30_000));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fetchMock = fakeApi();
  // React reports the errors its boundaries catch.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('read errors and the route error boundary', () => {
  it('a 5xx on a first load reaches the boundary, after the retries', async () => {
    fetchMock.mockImplementation(async () => answer(500, 'internal_error'));
    renderRoute();
    await afterRetries();
    expect(screen.getByRole('heading', { name: 'The service had a problem' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText(/Handled in place/)).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('a 4xx stays with the page, without a retry', async () => {
    fetchMock.mockImplementation(async () => answer(400, 'member_not_found'));
    renderRoute();
    await afterRetries();
    expect(screen.getByText('Handled in place: Refused with 400')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a 403 reaches the boundary, which says the permission is missing', async () => {
    fetchMock.mockImplementation(async () => answer(403, 'forbidden'));
    renderRoute();
    await afterRetries();
    expect(screen.getByRole('heading', { name: 'You lack permission to see this page' })).toBeInTheDocument();
  });

  it('a 5xx on a refresh keeps the data on screen', async () => {
    fetchMock.mockImplementation(async () => answer(200));
    const queryClient = renderRoute();
    await afterRetries();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    fetchMock.mockImplementation(async () => answer(500, 'internal_error'));
    await act(async () => {
      void queryClient.refetchQueries({ queryKey: ['member'] });
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(fetchMock).toHaveBeenCalledTimes(5);
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The service had a problem' })).not.toBeInTheDocument();
  });
});
