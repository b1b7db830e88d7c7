/**
 * The paths the reference API answers itself; every other path is the console. Vite's dev server
 * forwards these to the API (vite.config.ts).
 */
export const apiOwnedPaths = ['/api', '/dev-auth', '/healthz'] as const;

export const isApiOwnedPath = (path: string) =>
  apiOwnedPaths.some((owned) => path === owned || path.startsWith(`${owned}/`));

/** A Host header that names no workspace: `localhost` or an IP address (what people type). */
export function isBareLocalHost(host: string): boolean {
  const lower = host.toLowerCase();
  const hostname = lower.startsWith('[') ? lower.replace(/]:\d+$/, ']') : lower.replace(/:\d+$/, '');
  return hostname === 'localhost' || /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith('[');
}
