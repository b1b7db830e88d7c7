import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths, scriptSchema } from '../../../../contract';
import { http } from '../../../lib/http';
import { scriptKeys } from './keys';
import { defineMessages } from '../../../lib/i18n';

const messages = defineMessages({
  subject: {
    id: 'scripts.refresh.script',
    defaultMessage: 'the script',
    description: 'In “Could not refresh {subject}”, a notice when the page could not refresh it',
  },
});

export async function getScript(id: string, signal?: AbortSignal) {
  const { data } = await http.get(paths.script(id), scriptSchema, { signal });
  return data;
}

/** Scripts cannot be edited, so a loaded one stays fresh for a while. */
export const scriptQuery = (id: string) =>
  queryOptions({
    queryKey: scriptKeys.detail(id),
    queryFn: ({ signal }) => getScript(id, signal),
    staleTime: 5 * 60_000,
    meta: { subject: messages.subject },
  });

export function useScript(id: string) {
  return useQuery(scriptQuery(id));
}
