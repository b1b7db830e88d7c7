import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { keepShortcutsUntilReactDraws } from './app/use-app-shortcuts';
import { prepareFormatters } from './lib/format';
import { bootLanguage, browserLanguages, setLocale } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { applyTheme, readThemeChoice, watchSystemTheme } from './lib/theme';
import './styles/global.css';

function startConsole() {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  // Not a transition: the first render is the boot frame (a page's code is still on its way), which
  // then paints at once, before that code can arrive and replace it unseen.
  const root = createRoot(document.getElementById('root')!);
  const render = () => {
    root.render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    );
    prepareFormatters();
  };
  // The first render waits for the shell's words (one small request, made while the page's code and
  // the session are on their way); should they not come, English is tried, then the render goes on.
  void languageReady.catch(() => setLocale('en')).then(render, render);
}

// Ctrl/⌘+K or `?` pressed from here on opens its dialog once the layout is there.
keepShortcutsUntilReactDraws();
// The language: the last user's choice in this browser, else the browser's first the console has.
const languageReady = setLocale(bootLanguage(), browserLanguages());
applyTheme(readThemeChoice());
watchSystemTheme();
// The console's code has just been evaluated in this task; the router starts (reading the session,
// asking for the page's code) in the next: two shorter tasks on a slow phone instead of one long one.
setTimeout(startConsole, 0);
