/** Light, dark, or the system's choice; the choice (not a secret) is kept in localStorage. */
export type ThemeChoice = 'system' | 'light' | 'dark';

const STORAGE_KEY = 'console.theme';
const darkQuery = () => window.matchMedia?.('(prefers-color-scheme: dark)');

export function readThemeChoice(): ThemeChoice {
  const stored = localStorage.getItem(STORAGE_KEY);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

export function applyTheme(choice: ThemeChoice): void {
  const dark = choice === 'dark' || (choice === 'system' && darkQuery()?.matches === true);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
}

export function saveThemeChoice(choice: ThemeChoice): void {
  if (choice === 'system') localStorage.removeItem(STORAGE_KEY);
  else localStorage.setItem(STORAGE_KEY, choice);
  applyTheme(choice);
}

/** Follows the system setting while the choice is "system". */
export function watchSystemTheme(): () => void {
  const query = darkQuery();
  if (!query) return () => {};
  const onChange = () => applyTheme(readThemeChoice());
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
