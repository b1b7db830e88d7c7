import { isApiError } from '../../../lib/http';
import { describeError } from '../../../components/states';

export interface RevealFailure {
  title: string;
  detail: string;
  /** Whether trying the same reveal again could succeed. */
  retryable: boolean;
}

/** What a failed reveal means to the person who asked for it. */
export function describeRevealFailure(error: unknown): RevealFailure {
  if (isApiError(error)) {
    if (error.errorCode === 'policy_secret_disclosure_forbidden') {
      return {
        title: 'A policy forbids showing this secret',
        detail:
          'A workspace policy that uses this secret does not allow anyone, admins included, to see its value. ' +
          'The policy can still use it. Your attempt was recorded.',
        retryable: false,
      };
    }
    if (error.errorCode === 'workspace_secret_not_found') {
      return {
        title: 'This secret no longer exists',
        detail: 'It may have been deleted or renamed since the list was loaded. The list has been refreshed.',
        retryable: false,
      };
    }
    if (error.status === 403) {
      return {
        title: 'You lack permission to reveal secrets',
        detail:
          'Your role does not allow revealing secret values. Ask a workspace owner or admin if you need this one.',
        retryable: false,
      };
    }
    if (error.status === 401) {
      return {
        title: 'Your session has ended',
        detail: 'Taking you to sign in; you will come back here afterwards.',
        retryable: false,
      };
    }
  }
  const { title, detail } = describeError(error);
  return { title, detail, retryable: true };
}
