import type { Member } from '../../contract';
import { DEV_AUTH_WORDS, type DevAuthLanguage } from './language';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** Escapes a sentence, then puts each `{name}` of `parts` (HTML, already safe) in its place. */
export function sentence(text: string, parts: Record<string, string>): string {
  return escapeHtml(text).replace(/\{(\w+)\}/g, (whole, name: string) => parts[name] ?? whole);
}

export const layout = (title: string, body: string, language: DevAuthLanguage = 'en') => `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/dev-auth/authorize.css">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;

/**
 * The built-in `dev` provider's consent page: pick a member of the workspace to sign in as. In the
 * language of the browser's Accept-Language (language.ts).
 */
export function authorizePage(
  workspaceName: string,
  state: string,
  members: Member[],
  language: DevAuthLanguage = 'en',
): string {
  const words = DEV_AUTH_WORDS[language];
  const buttons = members
    .map(
      (member) =>
        `    <li><button type="submit" name="userId" value="${escapeHtml(member.userId)}">${escapeHtml(
          `${member.name} (${words.roles[member.role]})`,
        )}</button></li>`,
    )
    .join('\n');
  return layout(
    words.title,
    `<h1>${escapeHtml(words.title)}</h1>
<p>${sentence(words.choose, { workspace: `<strong>${escapeHtml(workspaceName)}</strong>` })}</p>
<form method="post" action="/dev-auth/approve">
  <input type="hidden" name="state" value="${escapeHtml(state)}">
  <ul>
${buttons}
  </ul>
</form>`,
    language,
  );
}

export function signInExpiredPage(language: DevAuthLanguage = 'en'): string {
  const words = DEV_AUTH_WORDS[language];
  return layout(
    words.title,
    `<h1>${escapeHtml(words.title)}</h1>
<p>${escapeHtml(words.expired)}</p>
<p><a href="/sign-in">${escapeHtml(words.startAgain)}</a></p>`,
    language,
  );
}

export const authorizeCss = `:root {
  color-scheme: light dark;
  --bg: #f6f7f9;
  --card: #ffffff;
  --text: #1b1f24;
  --muted: #57606a;
  --border: #d0d7de;
  --accent: #0a58ca;
  --accent-text: #ffffff;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #0d1117;
    --card: #161b22;
    --text: #e6edf3;
    --muted: #9da7b3;
    --border: #30363d;
    --accent: #4493f8;
    --accent-text: #0d1117;
  }
}
* { box-sizing: border-box; }
body {
  margin: 0;
  min-height: 100vh;
  display: grid;
  place-items: center;
  background: var(--bg);
  color: var(--text);
  line-height: 1.5;
}
main {
  width: min(28rem, calc(100% - 2rem));
  margin: 2rem 0;
  padding: 2rem;
  background: var(--card);
  border: 1px solid var(--border);
  border-radius: 12px;
}
h1 { margin: 0 0 0.5rem; font-size: 1.5rem; }
p { margin: 0 0 1.25rem; color: var(--muted); }
a { color: var(--accent); }
ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.5rem; }
button {
  width: 100%;
  padding: 0.75rem 1rem;
  font: inherit;
  text-align: start;
  color: var(--text);
  background: transparent;
  border: 1px solid var(--border);
  border-radius: 8px;
  cursor: pointer;
}
button:hover { border-color: var(--accent); }
button:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
button:active { background: var(--accent); color: var(--accent-text); }
`;
