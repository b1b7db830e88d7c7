import { useQuery } from '@tanstack/react-query';
import { auditEventSchema, paths } from '../../../../contract';
import { http } from '../../../lib/http';
import { secretKeys } from './keys';

/** Reveals (and refused reveals) listed, newest first: the latest ones, enough to see who and how often. */
export const REVEAL_HISTORY_SIZE = 20;

/** A secret's reveals: one filtered read of the activity log (`GET /audit-events`). */
export function listRevealHistory(secretId: string, signal?: AbortSignal) {
  return http.getPage(paths.auditEvents, auditEventSchema, {
    limit: REVEAL_HISTORY_SIZE,
    query: { targetType: 'secret', targetId: secretId },
    signal,
  });
}

export function useRevealHistory(secretId: string, enabled: boolean) {
  return useQuery({
    queryKey: secretKeys.revealHistory(secretId),
    queryFn: ({ signal }) => listRevealHistory(secretId, signal),
    enabled,
    // A 404 (a service without an activity log) or a refusal is said in place.
    throwOnError: false,
    retry: false,
    meta: { subject: 'the reveal history' },
  });
}
