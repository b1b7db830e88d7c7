import { useEffect, useRef } from 'react';
import type { ApiKeyWithSecret } from '../../../contract';

/** Receives a full key the moment the server issues it; the mutation itself never holds it. */
export type OnKeyIssued = (issued: ApiKeyWithSecret) => void;

/** The latest `onIssued` callback, for a mutation function created once. */
export function useIssuedCallback(onIssued: OnKeyIssued) {
  const ref = useRef(onIssued);
  useEffect(() => {
    ref.current = onIssued;
  });
  return ref;
}
