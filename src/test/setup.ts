import '@testing-library/jest-dom/vitest';
// Vitest runs without globals, so Testing Library cannot register its own cleanup.
// eslint-disable-next-line testing-library/no-manual-cleanup
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetReauthentication, setUnauthorizedHandler } from '../lib/http';

// Shared machines are slow at times; a test waits a little longer before it gives up.
configure({ asyncUtilTimeout: 4_000 });

// jsdom has no CSS.supports; Ariakit's dialogs ask it about scrollbar gutters.
if (typeof globalThis.CSS === 'undefined' || typeof globalThis.CSS.supports !== 'function') {
  Object.defineProperty(globalThis, 'CSS', { value: { supports: () => false }, configurable: true });
}

// jsdom lays nothing out and does not scroll: its window.scrollTo only logs "Not implemented".
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  // The files of a worker share one jsdom (vite.config.ts): what a test put in the page outside
  // Testing Library's containers (portals, a page frame built by hand) goes with it.
  document.body.replaceChildren();
  // So is the HTTP client's state: a 401 in one file would let the next file's leave guards pass.
  resetReauthentication();
  setUnauthorizedHandler(null);
  sessionStorage.clear();
  localStorage.clear();
});
