import { roleLabels, type Member } from '../../contract';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

export const layout = (title: string, body: string) => `<!doctype html>
<html lang="en">
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

/** The built-in `dev` provider's consent page: pick a member of the workspace to sign in as. */
export function authorizePage(workspaceName: string, state: string, members: Member[]): string {
  const buttons = members
    .map(
      (member) =>
        `    <li><button type="submit" name="userId" value="${escapeHtml(member.userId)}">${escapeHtml(
          `${member.name} (${roleLabels[member.role]})`,
        )}</button></li>`,
    )
    .join('\n');
  return layout(
    'Development sign-in',
    `<h1>Development sign-in</h1>
<p>Choose who to sign in to <strong>${escapeHtml(workspaceName)}</strong> as. This page stands in for a real identity
provider on local and test servers; it asks for no password.</p>
<form method="post" action="/dev-auth/approve">
  <input type="hidden" name="state" value="${escapeHtml(state)}">
  <ul>
${buttons}
  </ul>
</form>`,
  );
}

export function signInExpiredPage(): string {
  return layout(
    'Development sign-in',
    `<h1>Development sign-in</h1>
<p>This sign-in link has expired or was already used.</p>
<p><a href="/sign-in">Start signing in again</a></p>`,
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
  text-align: left;
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
