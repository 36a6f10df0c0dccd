// The error catalogue (spec section 8 plus product-decisions section 5). Every
// code has a message under `errors.<code>` in each locale file.
export const ERROR_CODES = [
  'email_already_in_use', 'password_too_weak', 'invalid_email_format', 'invalid_credentials',
  'account_suspended', 'email_not_verified', 'refresh_token_invalid', 'refresh_token_expired',
  'refresh_token_revoked', 'email_already_verified', 'code_invalid', 'code_expired',
  'code_already_used', 'verification_code_resent', 'reset_code_sent', 'reset_token_invalid',
  'reset_token_expired', 'current_password_invalid', 'password_same_as_old', 'google_token_invalid',
  'provider_email_missing', 'email_conflict_password_required', 'provider_already_linked',
  'provider_email_mismatch', 'provider_email_in_use', 'name_required', 'slug_invalid_format',
  'slug_already_in_use', 'organization_not_found', 'access_denied', 'rate_limit_exceeded',
  'validation_error', 'server_error', 'network_error', 'insufficient_credits', 'upload_too_large',
  'unsupported_media_type', 'invalid_origin', 'unsupported_content_type', 'identity_unavailable',
  'not_found', 'last_owner', 'invitation_invalid', 'invitation_email_mismatch', 'confirm_name_mismatch',
  'upload_incomplete', 'folder_name_in_use', 'font_invalid', 'font_not_found', 'font_in_use', 'brand_image_invalid',
  'brand_kit_limit_reached', 'ai_output_invalid', 'ai_unavailable',
  'project_conflict', 'document_too_large',
  'organization_limit_reached', 'idempotency_key_required', 'idempotency_key_reused', 'idempotency_in_flight',
  'service_unavailable', 'speech_unavailable', 'part_incomplete', 'already_member', 'length_required',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Body of every domain error the API answers. */
export interface DomainErrorBody {
  detail: ErrorCode;
}
