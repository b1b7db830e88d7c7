import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { prepareFormatters } from './lib/format';
import { createQueryClient } from './lib/query-client';
import { applyTheme, readThemeChoice, watchSystemTheme } from './lib/theme';
import './styles/global.css';

applyTheme(readThemeChoice());
watchSystemTheme();

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// The first render is a transition: React draws it in slices in tasks of its own, rather than in
// the task that has just evaluated the console's code (one long task on a slow phone).
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  ),
);
prepareFormatters();
