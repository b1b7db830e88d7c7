/** A same-origin path to come back to after signing in; anything else becomes `/`. */
export function safeReturnTo(candidate: string | null | undefined): string {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) {
    return '/';
  }
  if (candidate.startsWith('/sign-in')) return '/';
  return candidate;
}

export function signInPath(returnTo: string, reason?: 'expired' | 'signed_out'): string {
  const params = new URLSearchParams({ returnTo: safeReturnTo(returnTo) });
  if (reason) params.set('reason', reason);
  return `/sign-in?${params.toString()}`;
}
