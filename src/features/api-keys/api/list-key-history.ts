import { useQuery } from '@tanstack/react-query';
import { auditEventSchema, paths } from '../../../../contract';
import { http } from '../../../lib/http';
import { apiKeyKeys } from './keys';
import { defineMessages } from '../../../lib/i18n';

const messages = defineMessages({
  subject: {
    id: 'api-keys.refresh.history',
    defaultMessage: 'the key’s history',
    description: 'In “Could not refresh {subject}”, a notice when the page could not refresh it',
  },
});

/** Events listed, newest first: a key's creation, rotations and revocation fit many times over. */
export const KEY_HISTORY_SIZE = 20;

/** What was done to a key (created, rotated, revoked): one filtered read of the activity log. */
export function listKeyHistory(keyId: string, signal?: AbortSignal) {
  return http.getPage(paths.auditEvents, auditEventSchema, {
    limit: KEY_HISTORY_SIZE,
    query: { targetType: 'api_key', targetId: keyId },
    signal,
  });
}

export function useKeyHistory(keyId: string, enabled: boolean) {
  return useQuery({
    queryKey: apiKeyKeys.history(keyId),
    queryFn: ({ signal }) => listKeyHistory(keyId, signal),
    enabled,
    throwOnError: false,
    retry: false,
    meta: { subject: messages.subject },
  });
}
