import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rolePermissions, type Permission, type SecretSummary } from '../../../../contract';
import { failure, fakeApi, on, page, single } from '../../../test/fake-api';
import { cacheContents, renderInApp } from '../../../test/render';
import { SecretsPage } from './SecretsPage';

// The machine running the suite may be busy: give the page time to answer before calling it missing.

const VALUE = 'sk_live_51HxTopSecretValue';

const secrets: SecretSummary[] = [
  {
    id: 'sec_stripe',
    name: 'stripe-api-key',
    description: 'Charges customers',
    createdAt: '2025-01-10T09:00:00Z',
    updatedAt: '2025-03-01T09:00:00Z',
    lastRevealedAt: null,
    lastRevealedByUserId: null,
    lastRevealedByName: null,
  },
  {
    id: 'sec_payroll',
    name: 'payroll-signing-key',
    description: null,
    createdAt: '2025-01-10T09:00:00Z',
    updatedAt: '2025-01-10T09:00:00Z',
    lastRevealedAt: '2025-05-01T12:00:00Z',
    lastRevealedByUserId: 'usr_ada',
    lastRevealedByName: 'Ada Lovelace',
  },
];

type RevealAnswer = (secretId: string) => Response | Promise<Response>;
let revealAnswer: RevealAnswer;
let fetchMock: ReturnType<typeof fakeApi>;

beforeEach(() => {
  revealAnswer = () => single({ value: VALUE });
  fetchMock = fakeApi(
    on('GET', '/api/secrets', () => page(secrets)),
    on('POST', /^\/api\/secrets\/([^/]+)\/reveal$/, ({ params }) => revealAnswer(params[0]!)),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const renderPage = (permissions: readonly Permission[] = rolePermissions.admin) =>
  renderInApp(<SecretsPage />, { role: 'admin', permissions });

const secretItem = (name: string) =>
  screen.getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name }))!;
const revealCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/reveal'));

async function openRevealDialog(user: ReturnType<typeof userEvent.setup>, name = 'stripe-api-key') {
  await user.click(await screen.findByRole('button', { name: `Reveal value of ${name}` }));
  return screen.findByRole('alertdialog', { name: `Reveal “${name}”?` });
}

describe('SecretsPage', { timeout: 20_000 }, () => {
  it('lists each secret with its description, dates and who revealed it last', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'stripe-api-key' });
    const stripe = secretItem('stripe-api-key');
    expect(within(stripe).getByText('Charges customers')).toBeInTheDocument();
    expect(within(stripe).getByText('Never')).toBeInTheDocument();
    const payroll = secretItem('payroll-signing-key');
    expect(within(payroll).getByText(/by Ada Lovelace/)).toBeInTheDocument();
  });

  it('asks first, naming the secret and the audit record, and sends nothing on cancel', async () => {
    const user = userEvent.setup();
    renderPage();
    const dialog = await openRevealDialog(user);
    expect(dialog).toHaveTextContent('recorded in the workspace audit log');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(revealCalls()).toHaveLength(0);
  });

  it('reveals on confirm, announces the value, and keeps it out of every cache', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderPage();
    const dialog = await openRevealDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Reveal value' }));

    const panel = await screen.findByRole('region', { name: 'Value of stripe-api-key' });
    expect(within(panel).getByText(VALUE)).toBeInTheDocument();
    expect(revealCalls()).toHaveLength(1);
    expect(String(revealCalls()[0]![0])).toBe('/api/secrets/sec_stripe/reveal');
    expect(screen.getAllByRole('status').some((status) => status.textContent?.includes(VALUE))).toBe(true);
    // Ariakit moves focus only between elements with a layout, which jsdom lacks: e2e covers the dialog's focus.
    within(panel).getByRole('button', { name: 'Copy value' }).focus();
    expect(cacheContents(queryClient)).not.toContain(VALUE);

    await user.click(within(panel).getByRole('button', { name: 'Hide value' }));
    expect(document.body).not.toHaveTextContent(VALUE);
    expect(screen.getByRole('button', { name: 'Reveal value of stripe-api-key' })).toHaveFocus();
    expect(cacheContents(queryClient)).not.toContain(VALUE);
    // Hiding lets go of the reveal's record too.
    await waitFor(() => expect(queryClient.getMutationCache().getAll()).toHaveLength(0));
  });

  it('hides the value by itself after 30 seconds, with a visible countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderPage();
    const dialog = await openRevealDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Reveal value' }));
    const panel = await screen.findByRole('region', { name: 'Value of stripe-api-key' });
    expect(panel).toHaveTextContent('Hides in 30 s');

    await act(async () => {
      vi.advanceTimersByTime(20_000);
    });
    expect(panel).toHaveTextContent(/Hides in 1\d s/);
    expect(screen.getAllByRole('status').some((status) => status.textContent?.includes('hides in 10 seconds'))).toBe(
      true,
    );

    await act(async () => {
      vi.advanceTimersByTime(10_500);
    });
    expect(screen.queryByRole('region', { name: 'Value of stripe-api-key' })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(VALUE);
    expect(screen.getByRole('button', { name: 'Reveal value of stripe-api-key' })).toHaveFocus();
  });

  it('drops the value when the browser puts the page away (back-forward cache)', async () => {
    const user = userEvent.setup();
    renderPage();
    const dialog = await openRevealDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Reveal value' }));
    await screen.findByText(VALUE);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(document.body).not.toHaveTextContent(VALUE);
  });

  it('abandons a reveal still in flight when the user leaves the page', async () => {
    let signal: AbortSignal | undefined;
    revealAnswer = () => new Promise<Response>(() => undefined);
    fetchMock
      .mockImplementationOnce(async () => page(secrets))
      .mockImplementationOnce(async (_input, init) => {
        signal = init?.signal ?? undefined;
        return revealAnswer('sec_stripe');
      });
    const user = userEvent.setup();
    const { unmount } = renderPage();
    const dialog = await openRevealDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Reveal value' }));
    await waitFor(() => expect(signal).toBeDefined());
    unmount();
    expect(signal!.aborted).toBe(true);
  });

  it('shows one value at a time: revealing another drops the first', async () => {
    const values: Record<string, string> = { sec_stripe: VALUE, sec_payroll: 'second-value-0042' };
    revealAnswer = (secretId) => single({ value: values[secretId] });
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await openRevealDialog(user)).getByRole('button', { name: 'Reveal value' }));
    await screen.findByText(VALUE);
    await user.click(
      within(await openRevealDialog(user, 'payroll-signing-key')).getByRole('button', { name: 'Reveal value' }),
    );
    await screen.findByText('second-value-0042');
    expect(document.body).not.toHaveTextContent(VALUE);
    expect(screen.getByRole('button', { name: 'Reveal value of stripe-api-key' })).toBeInTheDocument();
  });

  it('copies the value and says so politely', async () => {
    const user = userEvent.setup();
    renderPage();
    const dialog = await openRevealDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Reveal value' }));
    const panel = await screen.findByRole('region', { name: 'Value of stripe-api-key' });
    await user.click(within(panel).getByRole('button', { name: 'Copy value' }));
    expect(await navigator.clipboard.readText()).toBe(VALUE);
    expect(within(panel).getByRole('status')).toHaveTextContent('Copied to clipboard.');
  });

  it('masks the value on screen and shows it again', async () => {
    const user = userEvent.setup();
    renderPage();
    const dialog = await openRevealDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Reveal value' }));
    const panel = await screen.findByRole('region', { name: 'Value of stripe-api-key' });
    await user.click(within(panel).getByRole('button', { name: 'Mask value' }));
    expect(document.body).not.toHaveTextContent(VALUE);
    await user.click(within(panel).getByRole('button', { name: 'Show value' }));
    expect(within(panel).getByText(VALUE)).toBeInTheDocument();
  });

  it('explains a policy that forbids disclosure, and offers no second try', async () => {
    revealAnswer = () => failure(403, 'policy_secret_disclosure_forbidden');
    const user = userEvent.setup();
    renderPage();
    const dialog = await openRevealDialog(user, 'payroll-signing-key');
    await user.click(within(dialog).getByRole('button', { name: 'Reveal value' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A policy forbids showing this secret');
    expect(within(dialog).queryByRole('button', { name: /Reveal|Try again/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // The user is still on the page, signed in, with the list intact.
    expect(screen.getByRole('heading', { name: 'payroll-signing-key' })).toBeInTheDocument();
  });

  it('says when the secret no longer exists and refreshes the list', async () => {
    revealAnswer = () => failure(400, 'workspace_secret_not_found');
    const user = userEvent.setup();
    renderPage();
    const dialog = await openRevealDialog(user);
    const listCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/secrets?')).length;
    const before = listCalls();
    await user.click(within(dialog).getByRole('button', { name: 'Reveal value' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This secret no longer exists');
    await waitFor(() => expect(listCalls()).toBe(before + 1));
  });

  it('lets a failed network be tried again from the dialog', async () => {
    revealAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderPage();
    const dialog = await openRevealDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Reveal value' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Cannot reach the service');
    revealAnswer = () => single({ value: VALUE });
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(VALUE)).toBeInTheDocument();
  });

  it('treats a reveal answer of the wrong shape as a failure, not a value', async () => {
    revealAnswer = () => single({ value: 42 });
    const user = userEvent.setup();
    renderPage();
    const dialog = await openRevealDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Reveal value' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Unexpected response');
  });

  it('lists without Reveal buttons for a role that may read but not reveal', async () => {
    renderPage(['secrets:read']);
    expect(await screen.findByRole('heading', { name: 'stripe-api-key' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reveal value/ })).not.toBeInTheDocument();
    expect(screen.getByText(/not reveal their values/)).toBeInTheDocument();
  });
});
