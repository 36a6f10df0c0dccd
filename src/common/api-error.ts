// A domain error and the one table from its code to its HTTP status. Here, in
// common, because services of every feature throw it; the middleware that
// answers it (middleware/errors.ts) is the only part that knows Hono.
import type { ErrorCode } from './errors';

/** Every status a domain error is answered with. */
export type ErrorStatus = 200 | 400 | 401 | 402 | 403 | 404 | 409 | 410 | 411 | 413 | 415 | 422 | 429 | 500 | 502 | 503;

/**
 * The one table from a domain error's code to its HTTP status (issue 18.5):
 * services throw a code, this says how it is answered. Exhaustive, so a new
 * code cannot ship without a status. Decision 017.
 */
export const STATUS_BY_CODE: Record<ErrorCode, ErrorStatus> = {
  // Bad input the user can fix.
  password_too_weak: 400,
  invalid_email_format: 400,
  code_invalid: 400,
  code_expired: 400,
  code_already_used: 400,
  reset_token_invalid: 400,
  reset_token_expired: 400,
  current_password_invalid: 400,
  password_same_as_old: 400,
  provider_email_missing: 400,
  name_required: 400,
  slug_invalid_format: 400,
  validation_error: 400,
  invitation_invalid: 400,
  confirm_name_mismatch: 400,
  idempotency_key_required: 400,
  part_incomplete: 400,
  vocabulary_too_many_terms: 400,
  vocabulary_term_too_long: 400,
  vocabulary_term_invalid: 400,
  workflow_value_invalid: 400,
  due_date_invalid: 400,
  tag_invalid: 400,
  too_many_tags: 400,
  reviewers_required: 400,
  review_comment_required: 400,
  review_comment_too_long: 400,
  too_many_assignees: 400,
  bulk_too_many: 400,
  share_files_required: 400,
  share_too_many_files: 400,
  share_caption_too_long: 400,
  share_expiry_invalid: 400,
  share_password_too_short: 400,
  comment_body_required: 400,
  comment_too_long: 400,
  guest_link_expiry_invalid: 400,
  guest_name_required: 400,
  guest_name_too_long: 400,
  too_many_mentions: 400,
  publish_account_name_too_long: 400,
  publish_account_required: 400,
  publish_files_required: 400,
  publish_too_many_files: 400,
  publish_caption_too_long: 400,
  publish_title_too_long: 400,
  publish_time_invalid: 400,
  publish_time_in_past: 400,
  publish_time_too_far: 400,
  websocket_required: 400,
  // Who you are, and what you may do.
  invalid_credentials: 401,
  refresh_token_invalid: 401,
  refresh_token_expired: 401,
  refresh_token_revoked: 401,
  google_token_invalid: 401,
  // A share's password: asked for (nothing sent or no unlock yet), or wrong.
  share_password_required: 401,
  share_password_invalid: 401,
  account_suspended: 403,
  email_not_verified: 403,
  access_denied: 403,
  not_a_reviewer: 403,
  invalid_origin: 403,
  invitation_email_mismatch: 403,
  project_delete_forbidden: 403,
  comment_not_author: 403,
  insufficient_credits: 402,
  organization_not_found: 404,
  not_found: 404,
  trend_watch_not_found: 404,
  competitor_not_found: 404,
  competitor_own_not_removable: 409,
  viral_subject_not_found: 404,
  competitor_video_not_found: 404,
  // The request is fine but the state says no.
  email_already_in_use: 409,
  email_already_verified: 409,
  email_conflict_password_required: 409,
  provider_already_linked: 409,
  provider_email_mismatch: 409,
  provider_email_in_use: 409,
  slug_already_in_use: 409,
  last_owner: 409,
  upload_incomplete: 409,
  folder_name_in_use: 409,
  font_in_use: 409,
  brand_kit_limit_reached: 409,
  render_not_started: 409,
  project_conflict: 409,
  workflow_conflict: 409,
  review_not_pending: 409,
  organization_limit_reached: 409,
  project_limit_reached: 409,
  idempotency_in_flight: 409,
  already_member: 409,
  // The organization requires approval and a file comes from a project not approved (decision 058).
  share_project_not_approved: 409,
  workflow_not_approved: 409,
  publish_project_not_approved: 409,
  trend_watch_exists: 409,
  trend_watch_full: 409,
  competitor_exists: 409,
  competitor_full: 409,
  publish_account_exists: 409,
  guest_comment_has_replies: 409,
  publish_not_cancellable: 409,
  // Reschedule (decision 077): already on its way, or changed since the calendar was read.
  publish_not_reschedulable: 409,
  publish_post_changed: 409,
  // A share link that existed and no longer opens: gone, not unknown (decision 053).
  share_expired: 410,
  share_revoked: 410,
  length_required: 411,
  upload_too_large: 413,
  document_too_large: 413,
  speech_audio_too_large: 413,
  storage_quota_exceeded: 413,
  request_too_large: 413,
  unsupported_media_type: 415,
  unsupported_content_type: 415,
  font_invalid: 415,
  font_not_found: 422,
  assignee_not_member: 422,
  reviewer_not_member: 422,
  mention_not_member: 422,
  comment_pin_invalid: 422,
  comment_pin_past_end: 422,
  trend_watch_keyword_short: 422,
  trend_watch_keyword_long: 422,
  competitor_channel_required: 422,
  competitor_channel_invalid: 422,
  competitor_channel_not_found: 422,
  source_asset_not_found: 422,
  timeline_asset_not_found: 422,
  story_image_not_found: 422,
  carousel_image_not_found: 422,
  image_source_not_found: 422,
  image_layer_not_found: 422,
  brand_image_invalid: 422,
  idempotency_key_reused: 422,
  render_file_mismatch: 422,
  share_file_not_found: 422,
  // An export named a project that is not this organization's, or is in the trash (decision 071).
  upload_project_not_found: 422,
  publish_network_unavailable: 422,
  publish_account_not_found: 422,
  publish_file_not_found: 422,
  // A network's documented limits (contracts/publish-limits, decision 078).
  publish_limit_kind: 422,
  publish_limit_file_count: 422,
  publish_limit_too_large: 422,
  publish_limit_too_short: 422,
  publish_limit_too_long: 422,
  publish_limit_aspect: 422,
  publish_limit_image_type: 422,
  publish_privacy_unavailable: 422,
  publish_cover_invalid: 422,
  publish_too_many_hashtags: 422,
  publish_limit_title_required: 422,
  // TikTok's Direct Post choices and photo posts (decision 092).
  publish_tiktok_commercial_choice: 422,
  publish_tiktok_branded_private: 422,
  publish_tiktok_photos_need_domain: 422,
  publish_tiktok_video_too_long: 422,
  // Documents (decision 091): LinkedIn's 300 pages, and no other network takes a PDF.
  publish_limit_too_many_pages: 422,
  publish_limit_document_network: 422,
  // A PDF is shared alone, never beside other files or another PDF (decision 096).
  share_file_kind: 422,
  // Subtitles (decision 097): no network posts one; a share shows one alone, as a transcript.
  publish_limit_subtitles: 422,
  share_subtitles_alone: 422,
  speech_audio_unreadable: 422,
  rate_limit_exceeded: 429,
  server_error: 500,
  ai_output_invalid: 502,
  competitor_source_failed: 502,
  publish_tiktok_creator_info_failed: 502,
  trend_source_failed: 502,
  identity_unavailable: 503,
  competitor_quota_exhausted: 503,
  trend_quota_exhausted: 503,
  ai_unavailable: 503,
  service_unavailable: 503,
  speech_unavailable: 503,
  // Never thrown: the client's own (no answer at all), and two codes that name a success message.
  network_error: 503,
  verification_code_resent: 200,
  reset_code_sent: 200,
};

/** A domain error, thrown by code: answered as {"detail": code} with the table's status. */
export class ApiError extends Error {
  readonly status: ErrorStatus;
  constructor(
    readonly code: ErrorCode,
    readonly headers: Record<string, string> = {},
  ) {
    super(code);
    this.status = STATUS_BY_CODE[code];
  }
}

/**
 * A domain error about one field of the body (an assignee who is not a member):
 * answered like a schema failure, 422 with detail = [{loc, msg, type}], so the
 * form puts it beside the field it names.
 */
export class FieldError extends ApiError {
  constructor(
    code: ErrorCode,
    readonly loc: (string | number)[],
  ) {
    super(code);
  }
}
