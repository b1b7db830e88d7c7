import { useQuery } from '@tanstack/react-query';
import { auditEventSchema, paths } from '../../../../contract';
import { http } from '../../../lib/http';
import { segmentKeys } from './keys';
import { defineMessages } from '../../../lib/i18n';

const messages = defineMessages({
  subject: {
    id: 'segments.subject.saves',
    defaultMessage: 'the save history',
    description: 'What could not be refreshed, in “Could not refresh {subject}”',
  },
});

/** Saves listed, newest first. */
export const SAVE_HISTORY_SIZE = 20;

/** A segment's saves (its creation and every replace), newest first: one filtered read of the activity log. */
export function listSegmentSaves(segmentId: string, signal?: AbortSignal) {
  return http.getPage(paths.auditEvents, auditEventSchema, {
    limit: SAVE_HISTORY_SIZE,
    query: { targetType: 'segment', targetId: segmentId },
    signal,
  });
}

/** Under the segment's detail key: a save (which refreshes the detail) refreshes its history too. */
export function useSegmentSaves(segmentId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...segmentKeys.detail(segmentId), 'saves'] as const,
    queryFn: ({ signal }) => listSegmentSaves(segmentId, signal),
    enabled,
    throwOnError: false,
    retry: false,
    meta: { subject: messages.subject },
  });
}
