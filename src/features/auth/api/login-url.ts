import { paths } from '../../../../contract';
import { API_BASE } from '../../../lib/http';
import { safeReturnTo } from '../../../lib/return-to';

/** Where the browser goes to sign in with a provider, coming back to `returnTo` afterwards. */
export function loginUrl(providerId: string, returnTo: string | null): string {
  const params = new URLSearchParams({ returnTo: safeReturnTo(returnTo) });
  return `${API_BASE}${paths.login(providerId)}?${params.toString()}`;
}
