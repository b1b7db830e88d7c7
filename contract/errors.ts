import * as z from 'zod/mini';

/** Spec section 7: the complete errorCode vocabulary. Clients branch on these, never on messages. */
export const errorCodes = [
  // General
  'validation_error',
  'unauthorized',
  'forbidden',
  'not_found',
  'internal_error',
  'error',
  'precondition_required',
  'precondition_failed',
  'invalid_if_match',
  // Not found
  'worker_not_found',
  'worker_version_not_found',
  'connection_not_found',
  'policy_not_found',
  'policy_revision_not_found',
  'lookup_table_not_found',
  'script_not_found',
  'segment_not_found',
  'workspace_secret_not_found',
  'member_not_found',
  'invitation_not_found',
  'user_not_found',
  'workspace_not_found',
  'api_key_not_found',
  'inbox_item_not_found',
  'sync_plan_not_found',
  'connection_account_not_found',
  'managed_account_not_found',
  'adoption_run_not_found',
  // Sync plans
  'sync_plan_not_ready',
  'sync_plan_stale',
  'sync_plan_already_applying',
  // Workspaces, members, invitations
  'subdomain_taken',
  'invalid_subdomain',
  'invalid_invite',
  'last_owner_protected',
  'owner_protected',
  'already_member',
  'already_invited',
  'role_not_assignable',
  'invalid_email',
  'email_required',
  'email_mismatch',
  'invitation_gone',
  // Connectors
  'invalid_connector_credentials',
  'wrong_connector_type',
  'connection_not_syncable',
  'connector_o_auth_not_configured',
  'connector_authorization_failed',
  'crm_manage_users_required',
  'storage_a_admin_required',
  'tracker_admin_required',
  'storage_b_admin_required',
  // Adoption
  'invalid_match_rule',
  'adoption_run_composed',
  'adoption_run_empty',
  'adoption_selection_refused',
  // Policies
  'invalid_policy',
  'policy_does_not_compile',
  'policy_secret_missing',
  'policy_lookup_table_missing',
  'policy_script_missing',
  'policy_segment_missing',
  'policy_edit_target_missing',
  'policy_secret_disclosure_forbidden',
  // Notifications
  'notification_send_failed',
  'notification_kind_unsupported',
  // Secrets
  'invalid_workspace_secret',
  'workspace_secret_referenced',
  'workspace_secret_name_conflict',
  // Lookup tables
  'invalid_lookup_table',
  'lookup_table_referenced',
  'lookup_table_name_conflict',
  // Scripts
  'invalid_script',
  'script_name_conflict',
  'script_referenced',
  // Segments
  'invalid_segment',
  'segment_name_conflict',
  'segment_referenced',
  'segment_worker_missing',
  // API keys
  'api_key_scope_not_granted',
  'api_key_limit_reached',
  // Billing
  'subscription_required',
  'already_subscribed',
  'no_billing_customer',
  // Workspace lifecycle
  'workspace_pending_deletion',
  'workspace_deletion_confirmation_mismatch',
  'workspace_deletion_already_scheduled',
  'workspace_deletion_not_scheduled',
  'workspace_export_expired',
  'workspace_export_not_found',
  // Agent
  'agent_conversation_not_found',
  'agent_proposal_not_found',
  'agent_proposal_outdated',
  'agent_proposal_expired',
  'agent_proposal_already_applied',
  'agent_proposal_rejected',
  // First sign-in
  'first_sign_in_not_found',
  'first_sign_in_gone',
  'first_sign_in_not_a_recipient',
  'first_sign_in_recipient_unknown',
  'first_sign_in_locked',
  'first_sign_in_code_refused',
  'first_sign_in_proof_invalid',
  // Accounts and images
  'password_reset_unsupported',
  'invalid_password_rules',
  'avatar_not_owned',
  'unsupported_image_type',
  'image_too_large',
] as const;

export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** Spec 2.1: the error object. */
export const apiErrorObjectSchema = z.object({
  errorCode: errorCodeSchema,
  errorMessage: z.string(),
  target: z.optional(z.nullable(z.string())),
});
export type ApiErrorObject = z.infer<typeof apiErrorObjectSchema>;

/**
 * Spec 2.1: the error envelope, holding the vocabulary strictly (the service check and the reference
 * API's tests). It lives here rather than beside the other envelopes so that the console's first page,
 * which reads errors leniently, does not carry the vocabulary.
 */
export const errorEnvelopeSchema = z.object({
  result: z.null(),
  errors: z.array(apiErrorObjectSchema).check(z.minLength(1)),
});
