/**
 * One place decides what a 401 means for the user: the app registers a handler (go to sign-in and
 * come back to the same URL); the HTTP client calls it on every 401.
 */
type UnauthorizedHandler = () => void;

let handler: UnauthorizedHandler | null = null;
let reauthenticating = false;

export function setUnauthorizedHandler(next: UnauthorizedHandler | null): void {
  handler = next;
}

export function notifyUnauthorized(): void {
  if (reauthenticating) return;
  reauthenticating = true;
  handler?.();
}

/** True while the console is taking the user to sign in again: leave-page guards let it pass. */
export function isReauthenticating(): boolean {
  return reauthenticating;
}

export function resetReauthentication(): void {
  reauthenticating = false;
}
