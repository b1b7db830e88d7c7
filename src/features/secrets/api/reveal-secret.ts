import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLatest } from '../../../lib/use-latest';
import { paths, revealedSecretSchema } from '../../../../contract';
import { http, isApiError } from '../../../lib/http';
import { secretKeys } from './keys';

/** Spec 4.5: the plain value of a secret. The server records every reveal. */
export async function revealSecret(secretId: string, signal?: AbortSignal): Promise<string> {
  const { data } = await http.post(paths.revealSecret(secretId), undefined, { schema: revealedSecretSchema, signal });
  return data.value;
}

/**
 * Reveals a secret and hands its value to `onRevealed`, which keeps it in component state. The
 * mutation itself resolves to nothing, so no cache ever holds the value; its record is dropped
 * as soon as nothing observes it (gcTime 0), and a reveal still in flight when the page is left
 * is aborted.
 */
export function useRevealSecret(onRevealed: (secretId: string, value: string) => void) {
  const queryClient = useQueryClient();
  const onRevealedRef = useLatest(onRevealed);
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  return useMutation({
    mutationFn: async (secretId: string): Promise<void> => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const value = await revealSecret(secretId, controller.signal);
      if (!controller.signal.aborted) onRevealedRef.current(secretId, value);
    },
    gcTime: 0,
    onError(error) {
      if (isApiError(error) && error.errorCode === 'workspace_secret_not_found') {
        void queryClient.invalidateQueries({ queryKey: secretKeys.lists() });
      }
    },
    // The list shows who revealed what last, from the audit record; the reveal histories too.
    meta: { invalidates: [secretKeys.lists(), secretKeys.revealHistories()] },
  });
}
