import { EditorView } from '@codemirror/view';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Script } from '../../../../contract';
import { failure, fakeApi, json, membersHandler } from '../../../test/fake-api';
import { renderRoutes } from './testing';
import { ScriptViewPage } from './ScriptViewPage';
import { definitionOf } from '../../../test/queries';

const script: Script = {
  id: 'scr_1',
  name: 'derive-email-alias',
  sizeBytes: 1536,
  createdAt: '2026-03-02T10:00:00Z',
  createdByUserId: 'usr_ada',
  code: 'export function alias(worker) {\n  return `${worker.first}.${worker.last}`.toLowerCase();\n}\n',
};

const scriptHandler = (url: URL) =>
  url.pathname === '/api/scripts/scr_1' ? json(200, { result: script, errors: [] }) : undefined;

// The page loads its editor on demand; loading it once here keeps each test's wait short.
beforeAll(async () => {
  await import('./editor/CodeViewer');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderView(role: 'owner' | 'hr_editor' | 'finance_viewer' = 'owner', id = 'scr_1', state?: unknown) {
  const entry = state ? { pathname: `/scripts/${id}`, state } : `/scripts/${id}`;
  return renderRoutes([{ path: '/scripts/:scriptId', element: <ScriptViewPage /> }], entry, role);
}

describe('ScriptViewPage', { timeout: 20_000 }, () => {
  it('shows the script read-only and highlighted, with who created it, when, its size and lines', async () => {
    fakeApi(membersHandler, scriptHandler);
    renderView();
    expect(await screen.findByRole('heading', { level: 1, name: 'derive-email-alias' })).toBeInTheDocument();
    const code = await screen.findByRole('textbox', { name: 'Code of derive-email-alias' }, { timeout: 5_000 });
    expect(code).toHaveAttribute('aria-readonly', 'true');
    const view = EditorView.findFromDOM(code)!;
    expect(view.state.doc.toString()).toBe(script.code);
    // CodeMirror's gutter and highlighting are presentation, out of reach of accessible queries.
    // eslint-disable-next-line testing-library/no-node-access
    expect(view.dom.querySelector('.cm-lineNumbers')).not.toBeNull();
    // eslint-disable-next-line testing-library/no-node-access
    expect(view.dom.querySelector('.cm-line span[class]')).not.toBeNull();
    expect(definitionOf('Created by')).toHaveTextContent(/^Ada Lovelace$/);
    expect(definitionOf('Size')).toHaveTextContent('1.5 KB');
    expect(definitionOf('Lines')).toHaveTextContent('4');
    expect(document.title).toBe('derive-email-alias · Workspace console');
  });

  it('shows the creator’s id when names cannot be listed', async () => {
    fakeApi((url) => (url.pathname === '/api/members' ? failure(403, 'forbidden') : undefined), scriptHandler);
    renderView();
    await screen.findByRole('heading', { level: 1, name: 'derive-email-alias' });
    await waitFor(() => expect(definitionOf('Created by')).toHaveTextContent('usr_ada'));
  });

  it('copies the code', async () => {
    fakeApi(membersHandler, scriptHandler);
    const user = userEvent.setup();
    renderView();
    await user.click(await screen.findByRole('button', { name: 'Copy code' }));
    expect(await navigator.clipboard.readText()).toBe(script.code);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByText('Copied to the clipboard.')).toBeInTheDocument();
  });

  it('says when the code could not be copied', async () => {
    fakeApi(membersHandler, scriptHandler);
    const user = userEvent.setup();
    renderView();
    const button = await screen.findByRole('button', { name: 'Copy code' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(button);
    expect(await screen.findByText(/Could not copy/)).toBeInTheDocument();
  });

  it('confirms a script just created, once', async () => {
    fakeApi(membersHandler, scriptHandler);
    const { router } = renderView('owner', 'scr_1', { created: true });
    expect(await screen.findByText('Script created.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.state).toBeNull());
  });

  it('explains a script that does not exist', async () => {
    fakeApi(membersHandler, (url) =>
      url.pathname === '/api/scripts/scr_missing'
        ? failure(400, 'script_not_found', 'No script with this id.')
        : undefined,
    );
    renderView('owner', 'scr_missing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Script not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to scripts' })).toHaveAttribute('href', '/scripts');
  });

  it('lets someone who may only read see it', async () => {
    fakeApi(membersHandler, scriptHandler);
    renderView('hr_editor');
    expect(
      await screen.findByRole('textbox', { name: 'Code of derive-email-alias' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });
});
