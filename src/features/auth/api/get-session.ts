import { queryOptions } from '@tanstack/react-query';
import { paths, sessionSchema } from '../../../../contract';
import { http } from '../../../lib/http';
import { authKeys } from './keys';

export async function getSession(signal?: AbortSignal) {
  const { data } = await http.get(paths.me, sessionSchema, { signal });
  return data;
}

export const sessionQuery = () =>
  queryOptions({
    queryKey: authKeys.session(),
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 5 * 60_000,
    meta: { subject: 'your session' },
  });
