import { EditorView } from '@codemirror/view';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetReauthentication, setUnauthorizedHandler } from '../../../lib/http';
import { NEW_SCRIPT_DRAFT_KEY } from '../model/script-draft';
import { failure, fakeApi, json, membersHandler } from '../../../test/fake-api';
import { renderRoutes } from './testing';
import { ScriptCreatePage } from './ScriptCreatePage';

const DRAFT_STORAGE_KEY = `console.draft:${NEW_SCRIPT_DRAFT_KEY}`;

type CreateAnswer = (body: { name: string; code: string }) => Response;
let answer: CreateAnswer;
let draftWhenSent: string | null;
let fetchMock: ReturnType<typeof fakeApi>;

beforeEach(() => {
  answer = () => json(201, { result: { id: 'scr_new1' }, errors: [] });
  draftWhenSent = null;
  fetchMock = fakeApi(membersHandler, (url, init) => {
    if (url.pathname !== '/api/scripts' || init?.method !== 'POST') return undefined;
    draftWhenSent = sessionStorage.getItem(DRAFT_STORAGE_KEY);
    return answer(JSON.parse(String(init.body)) as { name: string; code: string });
  });
});
// The page loads its editor on demand; loading it once here keeps each test's wait short.
beforeAll(async () => {
  await import('./editor/CodeEditor');
});
afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(null);
  resetReauthentication();
});

function renderCreate(role: 'owner' | 'hr_editor' = 'owner') {
  return renderRoutes(
    [
      { path: '/scripts/new', element: <ScriptCreatePage /> },
      { path: '/scripts/:scriptId', element: <p>Viewing the script</p> },
      { path: '/scripts', element: <p>The list</p> },
    ],
    '/scripts/new',
    role,
  );
}

async function codeEditor() {
  const content = await screen.findByRole('textbox', { name: 'Code' }, { timeout: 5_000 });
  return { content, view: EditorView.findFromDOM(content)! };
}

async function typeCode(text: string) {
  const { view } = await codeEditor();
  act(() => {
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, userEvent: 'input.type' });
  });
}

/** Fills the form with code the service refuses to compile (`message`, on line 2) and submits it. */
async function createCodeThatDoesNotCompile(message: string) {
  answer = () => failure(400, 'invalid_script', message, 'code');
  const user = userEvent.setup();
  renderCreate();
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'broken');
  await typeCode('const a = {;\n}');
  await user.click(screen.getByRole('button', { name: 'Create script' }));
  return codeEditor();
}

function storedDraft() {
  const raw = sessionStorage.getItem(DRAFT_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as { value: Record<string, string> }).value : null;
}

// The editor loads on demand and jsdom is slow with it: these tests get room on a busy machine.
describe('ScriptCreatePage', { timeout: 20_000 }, () => {
  it('asks for a name and code before sending anything', async () => {
    const user = userEvent.setup();
    renderCreate();
    await codeEditor();
    await user.click(screen.getByRole('button', { name: 'Create script' }));
    expect(await screen.findByText('Enter a name for the script.')).toBeInTheDocument();
    expect(screen.getByText("Write the script's code.")).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('creates the script, keeping the draft until it exists, then opens it', async () => {
    const user = userEvent.setup();
    const { router } = renderCreate();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '  trim-values ');
    await typeCode('export const trim = (v) => v.trim();');
    await user.click(screen.getByRole('button', { name: 'Create script' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/scripts/scr_new1'));
    expect(router.state.location.state).toEqual({ created: true });
    expect(JSON.parse(draftWhenSent!).value).toMatchObject({
      name: '  trim-values ',
      code: 'export const trim = (v) => v.trim();',
    });
    expect(storedDraft()).toBeNull();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      name: 'trim-values',
      code: 'export const trim = (v) => v.trim();',
    });
  });

  it('shows a name conflict on the name and focuses it', async () => {
    answer = () => failure(400, 'script_name_conflict', 'Another script is already named "trim-values".', 'name');
    const user = userEvent.setup();
    renderCreate();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'trim-values');
    await typeCode('1;');
    await user.click(screen.getByRole('button', { name: 'Create script' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(
        expect.stringContaining('Another script is already named "trim-values".'),
      ),
    );
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a compile error on the code, with the cursor on the line it names', async () => {
    const message = "The code does not compile: Unexpected token '}' (line 2, column 1).";
    const { content, view } = await createCodeThatDoesNotCompile(message);
    await waitFor(() => expect(content).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(content).toHaveAttribute('aria-invalid', 'true');
    expect(view.state.selection.main.head).toBe(view.state.doc.line(2).from);
    expect(view.hasFocus).toBe(true);
  });

  it('takes the compile error off the code once the code is edited', async () => {
    const { content, view } = await createCodeThatDoesNotCompile("Unexpected token '}' (line 2, column 1).");
    await waitFor(() => expect(content).toHaveAttribute('aria-invalid', 'true'));
    // The underline is CodeMirror's decoration, out of reach of accessible queries.
    // eslint-disable-next-line testing-library/no-node-access
    expect(view.dom.querySelector('.cm-lintRange-error')).not.toBeNull();
    act(() => {
      view.dispatch({ changes: { from: 0, insert: '// fixed\n' }, userEvent: 'input.type' });
    });
    // eslint-disable-next-line testing-library/no-node-access
    await waitFor(() => expect(view.dom.querySelector('.cm-lintRange-error')).toBeNull());
  });

  it('says what went wrong when the service fails, and keeps the work', async () => {
    answer = () => failure(500, 'internal_error', 'boom');
    const user = userEvent.setup();
    renderCreate();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'keeps');
    await typeCode('let kept = true;');
    await user.click(screen.getByRole('button', { name: 'Create script' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The service had a problem');
    expect(alert).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('keeps');
    expect(storedDraft()).toMatchObject({ name: 'keeps', code: 'let kept = true;' });
  });

  it('on a 401 leaves sign-in to the console and keeps the draft', async () => {
    const signIn = vi.fn();
    setUnauthorizedHandler(signIn);
    answer = () => failure(401, 'unauthorized', 'Sign in again.');
    const user = userEvent.setup();
    renderCreate();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'after-401');
    await typeCode('return 401;');
    await user.click(screen.getByRole('button', { name: 'Create script' }));
    await waitFor(() => expect(signIn).toHaveBeenCalledTimes(1));
    expect(storedDraft()).toMatchObject({ name: 'after-401', code: 'return 401;', userId: 'usr_ada' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('restores a draft with a notice, and discards it after asking', async () => {
    sessionStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({
        value: { name: 'restored', code: 'const back = 1;', userId: 'usr_ada' },
        savedAt: new Date(Date.now() - 120_000).toISOString(),
      }),
    );
    const user = userEvent.setup();
    renderCreate();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('restored');
    const { view } = await codeEditor();
    expect(view.state.doc.toString()).toBe('const back = 1;');
    expect(screen.getByText(/Restored your unsaved script/)).toHaveTextContent('(saved 2 minutes ago)');
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard this draft?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(view.state.doc.toString()).toBe('');
    expect(screen.queryByText(/Restored your unsaved script/)).not.toBeInTheDocument();
    expect(storedDraft()).toBeNull();
  });

  it('does not show someone else’s draft', () => {
    sessionStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({
        value: { name: 'not yours', code: 'x', userId: 'usr_grace' },
        savedAt: new Date().toISOString(),
      }),
    );
    renderCreate();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.queryByText(/Restored your unsaved script/)).not.toBeInTheDocument();
  });

  it('saves the draft as the user types', async () => {
    const user = userEvent.setup();
    renderCreate();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'typed');
    await typeCode('x();');
    await waitFor(() => expect(storedDraft()).toMatchObject({ name: 'typed', code: 'x();' }));
  });

  it('drops the draft when the user empties the form', async () => {
    const user = userEvent.setup();
    renderCreate();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'typed');
    await typeCode('x();');
    await waitFor(() => expect(storedDraft()).not.toBeNull());
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await typeCode('');
    await waitFor(() => expect(storedDraft()).toBeNull());
  });

  it('asks before leaving unsaved work, and drops the draft when the user leaves anyway', async () => {
    const user = userEvent.setup();
    renderCreate();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'unsaved');
    await typeCode('1;');
    await waitFor(() => expect(storedDraft()).not.toBeNull());
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave and discard' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/scripts$/));
    expect(storedDraft()).toBeNull();
  });
});
