import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiKey, ApiKeyScope, Permission, Role } from '../../../../contract';
import { failure, fakeApi, on, page, requestsTo, single } from '../../../test/fake-api';
import { cacheContents, renderInApp } from '../../../test/render';
import { ApiKeysPage } from './ApiKeysPage';
import { definitionOf } from '../../../test/queries';

// The machine running the suite may be busy: give the page time to answer before calling it missing.

const users = {
  ada: { id: 'usr_ada', name: 'Ada Lovelace', role: 'owner' },
  hedy: { id: 'usr_hedy', name: 'Hedy Lamarr', role: 'hr_editor' },
  frances: { id: 'usr_frances', name: 'Frances Allen', role: 'finance_viewer' },
} as const satisfies Record<string, { id: string; name: string; role: Role }>;
type Who = keyof typeof users;

function apiKey(overrides: Partial<ApiKey>): ApiKey {
  return {
    id: 'key_x',
    name: 'Key',
    prefix: 'service_sk_Xxxx',
    scopes: ['workers:read'],
    createdAt: '2026-01-05T10:00:00Z',
    createdByUserId: users.ada.id,
    createdByName: users.ada.name,
    lastUsedAt: null,
    expiresAt: null,
    revokedAt: null,
    status: 'active',
    ...overrides,
  };
}

/** A small stand-in for the API-key endpoints, holding keys the way the server does. */
let keys: ApiKey[];
let secrets: Map<string, string>;
let failNext: { path: RegExp; status: number; errorCode: string; target?: string } | null;
let issuedCount: number;
let fetchMock: ReturnType<typeof fakeApi>;

function issue(): { secret: string; prefix: string } {
  issuedCount += 1;
  const secret = `service_sk_${String(issuedCount).padStart(4, '0')}FullSecretPartThatIsLong`;
  return { secret, prefix: secret.slice(0, 15) };
}

beforeEach(() => {
  issuedCount = 0;
  failNext = null;
  secrets = new Map();
  keys = [
    apiKey({
      id: 'key_ci',
      name: 'CI pipeline',
      prefix: 'service_sk_CiCi',
      scopes: ['segments:read', 'workers:read'],
      lastUsedAt: '2026-01-20T08:00:00Z',
      expiresAt: '2099-06-01T00:00:00Z',
    }),
    apiKey({
      id: 'key_hedy',
      name: 'HR sync',
      prefix: 'service_sk_HrHr',
      createdByUserId: users.hedy.id,
      createdByName: users.hedy.name,
    }),
    apiKey({
      id: 'key_old',
      name: 'Old export',
      prefix: 'service_sk_OdOd',
      status: 'revoked',
      revokedAt: '2026-01-10T00:00:00Z',
    }),
  ];
  fetchMock = fakeApi(
    (url, init) => {
      if (!failNext?.path.test(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`)) return undefined;
      const { status, errorCode, target } = failNext;
      failNext = null;
      return failure(status, errorCode, 'server words', target ?? null);
    },
    on('GET', '/api/api-keys', () => page(keys)),
    on('POST', '/api/api-keys', ({ init }) => {
      const body = JSON.parse(String(init?.body)) as { name: string; scopes: ApiKeyScope[]; expiresAt: string | null };
      const { secret, prefix } = issue();
      const created = apiKey({
        id: `key_new${issuedCount}`,
        name: body.name,
        prefix,
        scopes: body.scopes,
        expiresAt: body.expiresAt,
        createdAt: new Date().toISOString(),
      });
      keys = [created, ...keys];
      secrets.set(created.id, secret);
      return single({ apiKey: created, secret }, 201);
    }),
    on('POST', /^\/api\/api-keys\/([^/]+)\/(rotate|revoke)$/, ({ params: [id, verb] }) => {
      const index = keys.findIndex((key) => key.id === id);
      if (verb === 'rotate') {
        const { secret, prefix } = issue();
        keys[index] = { ...keys[index]!, prefix };
        return single({ apiKey: keys[index], secret });
      }
      keys[index] = { ...keys[index]!, status: 'revoked', revokedAt: new Date().toISOString() };
      return single(keys[index]);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(who: Who = 'ada', permissions?: Permission[], address = '/settings/api-keys') {
  return renderInApp(<ApiKeysPage />, { at: address, role: users[who].role, permissions });
}

const calls = (method: string, pattern: RegExp) => requestsTo(fetchMock, method, pattern);

const keyItem = (name: string) =>
  screen.getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name, level: 3 }))!;

async function openCreate(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Create API key' }));
  return screen.findByRole('dialog', { name: 'Create API key' });
}

describe('ApiKeysPage', { timeout: 20_000 }, () => {
  it('lists active keys with prefix, scopes, creator, last use, expiry and status; revoked ones on demand', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: 'CI pipeline', level: 3 });
    const ci = keyItem('CI pipeline');
    expect(within(ci).getByText('service_sk_CiCi…')).toBeInTheDocument();
    expect(within(ci).getByText('segments:read')).toBeInTheDocument();
    expect(definitionOf('Created by', ci)).toHaveTextContent('Ada Lovelace');
    expect(within(ci).getByText('Active')).toBeInTheDocument();
    expect(definitionOf('Last used', ci)).toHaveTextContent(/2026/);
    expect(definitionOf('Expires', ci)).toHaveTextContent(/2099/);
    expect(definitionOf('Last used', keyItem('HR sync'))).toHaveTextContent('Never');

    expect(screen.getByRole('heading', { name: 'Old export', level: 3, hidden: true })).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: /Revoked and expired keys/ }));
    const old = keyItem('Old export');
    expect(old).toBeVisible();
    expect(within(old).getByText('Revoked', { selector: '.badge' })).toBeInTheDocument();
    // No rotate or revoke for a revoked key; its history stays (KeyHistory).
    expect(within(old).queryByRole('button', { name: /^(Rotate|Revoke) / })).not.toBeInTheDocument();
  });

  it('offers only the scopes the signed-in member holds', async () => {
    const user = userEvent.setup();
    renderPage('frances');
    const dialog = await openCreate(user);
    const offered = within(dialog)
      .getAllByRole('checkbox')
      .map((box) => (box as HTMLInputElement).value);
    expect(offered).toEqual(['workers:read', 'licenses:read', 'members:read', 'api_keys:manage']);
  });

  it('says what is missing instead of sending an incomplete key', async () => {
    const user = userEvent.setup();
    renderPage();
    const dialog = await openCreate(user);
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Give the key a name, e.g. what uses it.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one scope.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls('POST', /\/api\/api-keys$/)).toHaveLength(0);
  });

  it('creates a key, shows the full key once with a warning and copy, and forgets it on close', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderPage();
    const dialog = await openCreate(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Payroll export');
    await user.click(within(dialog).getByRole('checkbox', { name: /workers:read/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /licenses:read/ }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Expires' }), 'never');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    const issued = await screen.findByRole('dialog', { name: 'API key created' });
    const [, init] = calls('POST', /\/api\/api-keys$/)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Payroll export',
      scopes: ['workers:read', 'licenses:read'],
      expiresAt: null,
    });
    const secret = secrets.get('key_new1')!;
    expect(within(issued).getByText(secret)).toBeInTheDocument();
    expect(issued).toHaveTextContent('It will not be shown again.');
    await user.click(within(issued).getByRole('button', { name: 'Copy key' }));
    expect(await navigator.clipboard.readText()).toBe(secret);
    expect(within(issued).getByRole('status')).toHaveTextContent('Copied to clipboard.');
    expect(cacheContents(queryClient)).not.toContain(secret);

    await user.click(within(issued).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body).not.toHaveTextContent(secret);
    expect(await screen.findByRole('heading', { name: 'Payroll export', level: 3 })).toBeInTheDocument();
    expect(screen.getByText('Created “Payroll export”.')).toBeInTheDocument();
    expect(cacheContents(queryClient)).not.toContain(secret);
    expect(JSON.stringify({ ...sessionStorage })).not.toContain(secret);
  });

  it('leaves out a scope that was ticked and then unticked', async () => {
    const user = userEvent.setup();
    renderPage();
    const dialog = await openCreate(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Read-only export');
    await user.click(within(dialog).getByRole('checkbox', { name: /workers:read/ }));
    const manage = within(dialog).getByRole('checkbox', { name: /api_keys:manage/ });
    await user.click(manage);
    await user.click(manage);
    expect(manage).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    await screen.findByRole('dialog', { name: 'API key created' });
    const [, init] = calls('POST', /\/api\/api-keys$/)[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ scopes: ['workers:read'] });
  });

  it('forgets the draft once the key is created, so the form does not open again on the next visit', async () => {
    const user = userEvent.setup();
    const { unmount } = renderPage();
    const dialog = await openCreate(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Payroll export');
    await user.click(within(dialog).getByRole('checkbox', { name: /workers:read/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    const issued = await screen.findByRole('dialog', { name: 'API key created' });
    await user.click(within(issued).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStorage.getItem('console.draft:api-keys:create')).toBeNull();
    unmount();

    renderPage();
    expect(await screen.findByRole('heading', { name: 'Payroll export', level: 3 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Create API key' })).not.toBeInTheDocument();
  });

  it('explains the workspace key limit and keeps what was entered', async () => {
    failNext = { path: /^POST \/api\/api-keys$/, status: 400, errorCode: 'api_key_limit_reached' };
    const user = userEvent.setup();
    renderPage();
    const dialog = await openCreate(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'One too many');
    await user.click(within(dialog).getByRole('checkbox', { name: /workers:read/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This workspace has as many active keys as it may',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('One too many');
    expect(within(dialog).getByRole('checkbox', { name: /workers:read/ })).toBeChecked();
  });

  it('explains a scope the server will not grant, on the scopes', async () => {
    failNext = {
      path: /^POST \/api\/api-keys$/,
      status: 400,
      errorCode: 'api_key_scope_not_granted',
      target: 'scopes',
    };
    const user = userEvent.setup();
    renderPage();
    const dialog = await openCreate(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Too wide');
    await user.click(within(dialog).getByRole('checkbox', { name: /secrets:reveal/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText(/beyond what your role allows now/)).toBeInTheDocument();
  });

  it('keeps unfinished input as a draft and reopens it after the page comes back', async () => {
    const user = userEvent.setup();
    const { unmount } = renderPage();
    const dialog = await openCreate(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Half done');
    await user.click(within(dialog).getByRole('checkbox', { name: /workers:read/ }));
    await waitFor(() => expect(sessionStorage.getItem('console.draft:api-keys:create')).toContain('workers:read'));
    expect(sessionStorage.getItem('console.draft:api-keys:create')).toContain('Half done');
    unmount();

    renderPage();
    const restored = await screen.findByRole('dialog', { name: 'Create API key' });
    expect(within(restored).getByText(/Restored what you entered before/)).toBeInTheDocument();
    expect(within(restored).getByRole('textbox', { name: 'Name' })).toHaveValue('Half done');
    expect(within(restored).getByRole('checkbox', { name: /workers:read/ })).toBeChecked();
    await user.click(within(restored).getByRole('button', { name: 'Cancel' }));
    expect(sessionStorage.getItem('console.draft:api-keys:create')).toBeNull();
  });

  it('rotates a key after confirmation and shows the new secret once', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderPage();
    await screen.findByRole('heading', { name: 'CI pipeline', level: 3 });
    await user.click(within(keyItem('CI pipeline')).getByRole('button', { name: 'Rotate CI pipeline' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Rotate “CI pipeline”?' });
    expect(confirm).toHaveTextContent('stops working immediately');
    expect(calls('POST', /rotate$/)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Rotate key' }));

    const issued = await screen.findByRole('dialog', { name: 'Key rotated' });
    const secret = within(issued).getByText(/^service_sk_0001/).textContent!;
    expect(issued).toHaveTextContent('It will not be shown again.');
    expect(cacheContents(queryClient)).not.toContain(secret);
    await user.click(within(issued).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body).not.toHaveTextContent(secret);
    expect(screen.getByText(/Rotated “CI pipeline”/)).toBeInTheDocument();
  });

  it('never shows a rotated key again: rotating another key asks first and shows only its own new secret', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: 'CI pipeline', level: 3 });
    await user.click(within(keyItem('CI pipeline')).getByRole('button', { name: 'Rotate CI pipeline' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Rotate “CI pipeline”?' })).getByRole('button', {
        name: 'Rotate key',
      }),
    );
    const first = await screen.findByRole('dialog', { name: 'Key rotated' });
    const firstSecret = within(first).getByText(/^service_sk_0001/).textContent!;
    await user.click(within(first).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(keyItem('HR sync')).getByRole('button', { name: 'Rotate HR sync' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Rotate “HR sync”?' });
    expect(screen.queryByRole('dialog', { name: 'Key rotated' })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(firstSecret);
    expect(calls('POST', /rotate$/)).toHaveLength(1);
    await user.click(within(confirm).getByRole('button', { name: 'Rotate key' }));
    const second = await screen.findByRole('dialog', { name: 'Key rotated' });
    expect(within(second).getByText(/^service_sk_0002/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(firstSecret);
  });

  it('sends nothing when a rotate or revoke is cancelled', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: 'CI pipeline', level: 3 });
    await user.click(within(keyItem('CI pipeline')).getByRole('button', { name: 'Revoke CI pipeline' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke “CI pipeline”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls('POST', /revoke$/)).toHaveLength(0);
  });

  it('revokes a key after confirmation and moves it to the revoked keys', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: 'CI pipeline', level: 3 });
    await user.click(within(keyItem('CI pipeline')).getByRole('button', { name: 'Revoke CI pipeline' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke “CI pipeline”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls('POST', /\/api\/api-keys\/key_ci\/revoke$/)).toHaveLength(1);
    expect(screen.getByText(/Revoked “CI pipeline”/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: /Active keys/ })).toHaveTextContent('(1)'));
    await user.click(screen.getByRole('button', { name: /Revoked and expired keys/ }));
    expect(within(keyItem('CI pipeline')).getByText('Revoked', { selector: '.badge' })).toBeInTheDocument();
  });

  it('explains a key that was revoked elsewhere meanwhile and refreshes the list', async () => {
    failNext = { path: /rotate$/, status: 400, errorCode: 'validation_error' };
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: 'CI pipeline', level: 3 });
    const before = calls('GET', /\/api\/api-keys/).length;
    await user.click(within(keyItem('CI pipeline')).getByRole('button', { name: 'Rotate CI pipeline' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Rotate “CI pipeline”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Rotate key' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('This key is no longer active');
    expect(within(confirm).queryByRole('button', { name: /Rotate key|Try again/ })).not.toBeInTheDocument();
    await waitFor(() => expect(calls('GET', /\/api\/api-keys/).length).toBe(before + 1));
  });

  it('lets a member change only the keys they created', async () => {
    renderPage('hedy');
    await screen.findByRole('heading', { name: 'HR sync', level: 3 });
    expect(within(keyItem('HR sync')).getByRole('button', { name: 'Rotate HR sync' })).toBeInTheDocument();
    expect(within(keyItem('CI pipeline')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText(/You can rotate or revoke the keys you created/)).toBeInTheDocument();
  });

  it('opens the create form when asked by the address (the command palette’s “Create API key”)', async () => {
    renderPage('ada', undefined, '/settings/api-keys?create=1');
    expect(await screen.findByRole('dialog', { name: 'Create API key' })).toBeInTheDocument();
  });
});
