/**
 * The workspace's display name is known only once signed in (`/me`); the sign-in page shows the
 * one last seen on this subdomain (a name, not a secret), else the subdomain itself.
 */
const STORAGE_KEY = 'console.workspace-names';

function readNames(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function rememberedWorkspaceName(subdomain: string): string | null {
  const name = readNames()[subdomain];
  return typeof name === 'string' && name.trim() ? name : null;
}

export function rememberWorkspaceName(subdomain: string, name: string): void {
  try {
    if (readNames()[subdomain] === name) return;
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readNames(), [subdomain]: name }));
  } catch {
    // Storage blocked: the sign-in page shows the subdomain instead.
  }
}
