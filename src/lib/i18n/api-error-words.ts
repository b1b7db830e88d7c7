import type { ErrorCode } from '../../../contract';
import { isApiError } from '../http';
import type { ErrorDescription } from './api-errors';
import { defineMessages, type MessageDescriptor, type Text } from './messages';
import { translate } from './runtime';

/**
 * The console's own words for the errorCodes it knows, loaded with the first error shown (not on the
 * first page: most visits see none). Only api-errors.ts imports this module.
 */
const general = defineMessages({
  unexpectedTitle: { id: 'errors.unexpected.title', defaultMessage: 'Something went wrong' },
  unexpected: { id: 'errors.unexpected.detail', defaultMessage: 'The page hit an unexpected problem. Try again.' },
  networkTitle: { id: 'errors.network.title', defaultMessage: 'Cannot reach the service' },
  network: { id: 'errors.network.detail', defaultMessage: 'Check your connection, then try again.' },
  malformedTitle: { id: 'errors.malformed.title', defaultMessage: 'Unexpected response' },
  malformed: {
    id: 'errors.malformed.detail',
    defaultMessage:
      'The service answered in a form the console does not understand. Try again; if it persists, report it.',
  },
  serverTitle: { id: 'errors.server.title', defaultMessage: 'The service had a problem' },
  server: {
    id: 'errors.server.detail',
    defaultMessage:
      '{reference, select, none {Try again in a moment.} other {Try again in a moment. Reference: {reference}.}}',
  },
  requestTitle: { id: 'errors.request.title', defaultMessage: 'Request failed' },
  serviceSays: {
    id: 'errors.serviceSays',
    defaultMessage: 'The service says: “{message}”',
    description: 'The service’s own English message, for an error the console has no words for',
  },
  theField: { id: 'errors.field.generic', defaultMessage: 'the field “{target}”' },
  noField: {
    id: 'errors.field.none',
    defaultMessage: 'what you entered',
    description: 'Stands for {field} when the service named none',
  },
});

/** Names of the fields the service names in `target`, for messages that say which one is wrong. */
const fieldNames = defineMessages({
  name: { id: 'errors.field.name', defaultMessage: 'the name' },
  description: { id: 'errors.field.description', defaultMessage: 'the description' },
  email: { id: 'errors.field.email', defaultMessage: 'the email address' },
  value: { id: 'errors.field.value', defaultMessage: 'the value' },
  scopes: { id: 'errors.field.scopes', defaultMessage: 'the scopes' },
  expiresAt: { id: 'errors.field.expiresAt', defaultMessage: 'the expiry date' },
  source: { id: 'errors.field.source', defaultMessage: 'the code' },
  clauses: { id: 'errors.field.clauses', defaultMessage: 'the rules' },
});

/** The codes the console words itself. `{field}` is the field named by the error's target. */
const byCode = defineMessages({
  validation_error: { id: 'errors.code.validation_error', defaultMessage: 'Check {field}: the value is not valid.' },
  unauthorized: { id: 'errors.code.unauthorized', defaultMessage: 'Your session has ended. Sign in again.' },
  forbidden: {
    id: 'errors.code.forbidden',
    defaultMessage: 'Your role does not allow this. Ask a workspace owner or admin if you need it.',
  },
  not_found: { id: 'errors.code.not_found', defaultMessage: 'It no longer exists. It may have been deleted.' },
  internal_error: {
    id: 'errors.code.internal_error',
    defaultMessage: 'The service had a problem. Try again in a moment.',
  },
  precondition_required: {
    id: 'errors.code.precondition_required',
    defaultMessage: 'The console did not say which version it changed. Reload the page, then try again.',
  },
  precondition_failed: {
    id: 'errors.code.precondition_failed',
    defaultMessage: 'Someone else changed this since you opened it. Reload to see their version.',
  },
  invalid_if_match: {
    id: 'errors.code.invalid_if_match',
    defaultMessage: 'The version this change was based on is not valid. Reload the page, then try again.',
  },
  worker_not_found: { id: 'errors.code.worker_not_found', defaultMessage: 'This worker no longer exists.' },
  policy_not_found: { id: 'errors.code.policy_not_found', defaultMessage: 'This policy no longer exists.' },
  policy_revision_not_found: {
    id: 'errors.code.policy_revision_not_found',
    defaultMessage: 'This revision of the policy does not exist.',
  },
  lookup_table_not_found: {
    id: 'errors.code.lookup_table_not_found',
    defaultMessage: 'This lookup table no longer exists.',
  },
  script_not_found: { id: 'errors.code.script_not_found', defaultMessage: 'This script no longer exists.' },
  segment_not_found: { id: 'errors.code.segment_not_found', defaultMessage: 'This segment no longer exists.' },
  workspace_secret_not_found: {
    id: 'errors.code.workspace_secret_not_found',
    defaultMessage: 'This secret no longer exists.',
  },
  member_not_found: {
    id: 'errors.code.member_not_found',
    defaultMessage: 'This member is no longer in the workspace.',
  },
  api_key_not_found: { id: 'errors.code.api_key_not_found', defaultMessage: 'This API key no longer exists.' },
  workspace_not_found: {
    id: 'errors.code.workspace_not_found',
    defaultMessage: 'There is no workspace at this address.',
  },
  invalid_policy: { id: 'errors.code.invalid_policy', defaultMessage: 'The policy is not valid: check {field}.' },
  policy_does_not_compile: {
    id: 'errors.code.policy_does_not_compile',
    defaultMessage: 'The policy does not compile. Correct the code, then save again.',
  },
  policy_secret_missing: {
    id: 'errors.code.policy_secret_missing',
    defaultMessage: 'The policy uses a secret that does not exist.',
  },
  policy_lookup_table_missing: {
    id: 'errors.code.policy_lookup_table_missing',
    defaultMessage: 'The policy uses a lookup table that does not exist.',
  },
  policy_script_missing: {
    id: 'errors.code.policy_script_missing',
    defaultMessage: 'The policy uses a script that does not exist.',
  },
  policy_segment_missing: {
    id: 'errors.code.policy_segment_missing',
    defaultMessage: 'The policy uses a segment that does not exist.',
  },
  policy_secret_disclosure_forbidden: {
    id: 'errors.code.policy_secret_disclosure_forbidden',
    defaultMessage: 'A policy may not reveal a secret’s value.',
  },
  invalid_workspace_secret: {
    id: 'errors.code.invalid_workspace_secret',
    defaultMessage: 'The secret is not valid: check {field}.',
  },
  workspace_secret_referenced: {
    id: 'errors.code.workspace_secret_referenced',
    defaultMessage: 'Policies still use this secret. Remove it from them first.',
  },
  workspace_secret_name_conflict: {
    id: 'errors.code.workspace_secret_name_conflict',
    defaultMessage: 'A secret with this name already exists. Choose another name.',
  },
  invalid_script: { id: 'errors.code.invalid_script', defaultMessage: 'The script is not valid: check {field}.' },
  script_name_conflict: {
    id: 'errors.code.script_name_conflict',
    defaultMessage: 'A script with this name already exists. Choose another name.',
  },
  script_referenced: {
    id: 'errors.code.script_referenced',
    defaultMessage: 'Policies still use this script. Remove it from them first.',
  },
  invalid_segment: { id: 'errors.code.invalid_segment', defaultMessage: 'The segment is not valid: check {field}.' },
  segment_name_conflict: {
    id: 'errors.code.segment_name_conflict',
    defaultMessage: 'A segment with this name already exists. Choose another name.',
  },
  segment_referenced: {
    id: 'errors.code.segment_referenced',
    defaultMessage: 'Policies still use this segment. Remove it from them first.',
  },
  segment_worker_missing: {
    id: 'errors.code.segment_worker_missing',
    defaultMessage: 'The segment names a worker who does not exist.',
  },
  api_key_scope_not_granted: {
    id: 'errors.code.api_key_scope_not_granted',
    defaultMessage: 'Some of these scopes are beyond what your role allows.',
  },
  api_key_limit_reached: {
    id: 'errors.code.api_key_limit_reached',
    defaultMessage: 'This workspace has as many active API keys as it may. Revoke one first.',
  },
  workspace_pending_deletion: {
    id: 'errors.code.workspace_pending_deletion',
    defaultMessage: 'This workspace is scheduled for deletion: it can no longer be changed.',
  },
  subscription_required: {
    id: 'errors.code.subscription_required',
    defaultMessage: 'This needs a subscription. A workspace owner can subscribe.',
  },
} satisfies Partial<Record<ErrorCode, MessageDescriptor>>);

/** The codes the console has its own words for. */
function knowsErrorCode(code: string): boolean {
  return Object.hasOwn(byCode, code);
}

/**
 * The user's name for the field a target names: the caller's own names first (a form knows its
 * labels), then the common fields', else the target itself, quoted.
 */
function fieldName(target: string | null, fields: Record<string, Text>): string {
  if (!target) return translate(general.noField);
  const own = fields[target];
  if (own !== undefined) return typeof own === 'string' ? own : translate(own);
  const common = (fieldNames as Record<string, MessageDescriptor>)[target];
  return common ? translate(common) : translate(general.theField, { target });
}

/** Describes any failure of a request (see api-errors.ts, which loads this module when first needed). */
export function describeApiError(error: unknown, fields: Record<string, Text>): ErrorDescription {
  const plain = (title: MessageDescriptor, detail: string): ErrorDescription => ({
    title: translate(title),
    detail,
    field: null,
    serviceWords: null,
  });
  if (!isApiError(error)) return plain(general.unexpectedTitle, translate(general.unexpected));
  if (error.errorCode === 'network_error') return plain(general.networkTitle, translate(general.network));
  if (error.errorCode === 'malformed_response') return plain(general.malformedTitle, translate(general.malformed));
  if (error.status >= 500) {
    return plain(general.serverTitle, translate(general.server, { reference: error.requestId ?? 'none' }));
  }
  if (knowsErrorCode(error.errorCode)) {
    const field = error.target ? fieldName(error.target, fields) : null;
    return {
      title: translate(general.requestTitle),
      detail: translate(byCode[error.errorCode as keyof typeof byCode], { field: field ?? fieldName(null, fields) }),
      field,
      serviceWords: null,
    };
  }
  return {
    title: translate(general.requestTitle),
    detail: translate(general.serviceSays, { message: error.message }),
    field: error.target ? fieldName(error.target, fields) : null,
    serviceWords: error.message,
  };
}
