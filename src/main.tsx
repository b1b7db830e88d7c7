import { StrictMode } from 'react';
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
);
prepareFormatters();
