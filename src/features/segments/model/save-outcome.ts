import type { ApiErrorObject } from '../../../../contract';
import { isApiError } from '../../../lib/http';
import { defineMessages, describeApiError, translate } from '../../../lib/i18n';
import { failedSaveMessage } from './server-errors';
import type { Words } from './words';

/** What a failed save means for the editor, whatever the error was. */
export type SaveOutcome =
  /** 412: someone saved a newer version; the conflict dialog compares it with the edits. */
  | { kind: 'conflict' }
  /** The segment was deleted meanwhile; the page offers to save the edits as a new segment. */
  | { kind: 'gone' }
  /** 401: signing in again takes over, and the work is kept as a draft meanwhile. */
  | { kind: 'signed-out' }
  /** 400: refused for what was sent; each error goes onto the field it names. */
  | { kind: 'rejected'; errors: readonly ApiErrorObject[] }
  /** Not saved, for a reason said above the save button. */
  | { kind: 'failed'; message: string };

/** Replacing a segment that exists, or creating a new one. */
export type SaveAction = 'replace' | 'create';

const messages = defineMessages({
  replaceUnexpected: {
    id: 'segments.save.replaceUnexpected',
    defaultMessage: 'The segment was not saved: something unexpected went wrong. Your edits are kept; try again.',
  },
  replaceForbidden: {
    id: 'segments.save.replaceForbidden',
    defaultMessage:
      'Your role cannot change segments, so nothing was saved. Your edits are kept in this tab; ask a workspace owner or admin for access.',
  },
  replaceLead: { id: 'segments.save.replaceLead', defaultMessage: 'Not saved.' },
  replaceKept: {
    id: 'segments.save.replaceKept',
    defaultMessage: 'Your edits are kept',
    description: 'Followed by “; try again.” or “.”',
  },
  createUnexpected: {
    id: 'segments.save.createUnexpected',
    defaultMessage: 'The segment was not created: something unexpected went wrong. Your work is kept; try again.',
  },
  createForbidden: {
    id: 'segments.save.createForbidden',
    defaultMessage: 'Your role cannot create segments, so nothing was saved. Your work is kept in this tab.',
  },
  createLead: { id: 'segments.save.createLead', defaultMessage: 'Not created.' },
  createKept: {
    id: 'segments.save.createKept',
    defaultMessage: 'Your work is kept',
    description: 'Followed by “; try again.” or “.”',
  },
  ifMatchBug: {
    id: 'segments.save.ifMatchBug',
    defaultMessage:
      'The console sent this save without a valid version check (If-Match). That is a bug in the console, not something you did. Your edits are kept in this tab: reload the page and save again, and report it if it happens again.',
  },
  unversioned: {
    id: 'segments.save.unversioned',
    defaultMessage:
      'The service sent this segment without a version tag (ETag), so it cannot be saved safely. Reload the page; your edits are kept in this tab.',
  },
});

const words = {
  replace: {
    unexpected: messages.replaceUnexpected,
    forbidden: messages.replaceForbidden,
    lead: messages.replaceLead,
    kept: messages.replaceKept,
  },
  create: {
    unexpected: messages.createUnexpected,
    forbidden: messages.createForbidden,
    lead: messages.createLead,
    kept: messages.createKept,
  },
} as const;

/** A save not even tried: the segment was read without the version tag that If-Match needs. */
export const unversionedSave: SaveOutcome = {
  kind: 'failed',
  // In the language of the moment it is read.
  get message() {
    return translate(messages.unversioned);
  },
};

/**
 * What a save that threw `error` means. Branches on the error code, and on the status only for
 * 401, 403, 412 and 428; an error that is no ApiError is unexpected. A network failure or a
 * response the console cannot read says so, and that the work is kept.
 */
export function saveOutcome(error: unknown, action: SaveAction = 'replace', say: Words = translate): SaveOutcome {
  const word = words[action];
  if (!isApiError(error)) return { kind: 'failed', message: say(word.unexpected) };
  if (error.status === 401) return { kind: 'signed-out' };
  if (action === 'replace') {
    if (error.status === 412) return { kind: 'conflict' };
    if (error.status === 428 || error.errorCode === 'invalid_if_match')
      return { kind: 'failed', message: say(messages.ifMatchBug) };
  }
  if (error.status === 403) return { kind: 'failed', message: say(word.forbidden) };
  if (action === 'replace' && error.errorCode === 'segment_not_found') return { kind: 'gone' };
  if (error.status === 400) {
    const errors = error.errors.length
      ? error.errors
      : [
          {
            errorCode: error.errorCode as ApiErrorObject['errorCode'],
            errorMessage: error.message,
            target: error.target,
          },
        ];
    return { kind: 'rejected', errors };
  }
  return {
    kind: 'failed',
    message: failedSaveMessage(say(word.lead), describeApiError(error), say(word.kept), say),
  };
}

/** How a save ended, as the form shows it. */
export type SaveResult =
  | { status: 'saved' }
  /** Refused for what was sent (400): the errors go onto their fields. */
  | { status: 'rejected'; errors: readonly ApiErrorObject[] }
  /** Not saved, for a reason shown above the save button. */
  | { status: 'failed'; message: string }
  /** The page took care of it (a conflict dialog, the way to sign-in, the segment gone). */
  | { status: 'handled' };

export function saveResultOf(outcome: SaveOutcome): SaveResult {
  switch (outcome.kind) {
    case 'rejected':
      return { status: 'rejected', errors: outcome.errors };
    case 'failed':
      return { status: 'failed', message: outcome.message };
    default:
      return { status: 'handled' };
  }
}
