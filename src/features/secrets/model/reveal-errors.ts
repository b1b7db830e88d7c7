import { isApiError } from '../../../lib/http';
import { defineMessages, translate, type Translate } from '../../../lib/i18n';
import { describeError } from '../../../components/states';

const messages = defineMessages({
  forbiddenByPolicyTitle: {
    id: 'secrets.revealFailure.forbiddenByPolicyTitle',
    defaultMessage: 'A policy forbids showing this secret',
  },
  forbiddenByPolicyDetail: {
    id: 'secrets.revealFailure.forbiddenByPolicyDetail',
    defaultMessage:
      'A workspace policy that uses this secret does not allow anyone, admins included, to see its value. The policy can still use it. Your attempt was recorded.',
  },
  notFoundTitle: { id: 'secrets.revealFailure.notFoundTitle', defaultMessage: 'This secret no longer exists' },
  notFoundDetail: {
    id: 'secrets.revealFailure.notFoundDetail',
    defaultMessage: 'It may have been deleted or renamed since the list was loaded. The list has been refreshed.',
  },
  forbiddenTitle: {
    id: 'secrets.revealFailure.forbiddenTitle',
    defaultMessage: 'You lack permission to reveal secrets',
  },
  forbiddenDetail: {
    id: 'secrets.revealFailure.forbiddenDetail',
    defaultMessage:
      'Your role does not allow revealing secret values. Ask a workspace owner or admin if you need this one.',
  },
  sessionEndedTitle: { id: 'secrets.revealFailure.sessionEndedTitle', defaultMessage: 'Your session has ended' },
  sessionEndedDetail: {
    id: 'secrets.revealFailure.sessionEndedDetail',
    defaultMessage: 'Taking you to sign in; you will come back here afterwards.',
  },
});

export interface RevealFailure {
  title: string;
  detail: string;
  /** Whether trying the same reveal again could succeed. */
  retryable: boolean;
}

/** What a failed reveal means to the person who asked for it, in `t`'s language (the current one by default). */
export function describeRevealFailure(error: unknown, t: Translate | typeof translate = translate): RevealFailure {
  if (isApiError(error)) {
    if (error.errorCode === 'policy_secret_disclosure_forbidden') {
      return {
        title: t(messages.forbiddenByPolicyTitle),
        detail: t(messages.forbiddenByPolicyDetail),
        retryable: false,
      };
    }
    if (error.errorCode === 'workspace_secret_not_found') {
      return { title: t(messages.notFoundTitle), detail: t(messages.notFoundDetail), retryable: false };
    }
    if (error.status === 403) {
      return { title: t(messages.forbiddenTitle), detail: t(messages.forbiddenDetail), retryable: false };
    }
    if (error.status === 401) {
      return { title: t(messages.sessionEndedTitle), detail: t(messages.sessionEndedDetail), retryable: false };
    }
  }
  const { title, detail } = describeError(error);
  return { title, detail, retryable: true };
}
