// One status per error code (issue 18.5, decision 017).
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/common/errors';
import { ApiError, STATUS_BY_CODE } from '../../src/common/api-error';

describe('error statuses', () => {
  it('gives every code exactly one status, and nothing else', () => {
    expect(Object.keys(STATUS_BY_CODE).sort()).toEqual([...ERROR_CODES].sort());
  });

  it('answers each code with the status clients and tests rely on', () => {
    const expected = {
      insufficient_credits: 402,
      rate_limit_exceeded: 429,
      organization_not_found: 404,
      access_denied: 403,
      refresh_token_invalid: 401,
      account_suspended: 403,
      font_invalid: 415,
      upload_incomplete: 409,
      part_incomplete: 400,
      validation_error: 400,
      length_required: 411,
      project_conflict: 409,
      idempotency_key_reused: 422,
      service_unavailable: 503,
    } as const;
    for (const [code, status] of Object.entries(expected))
      expect([code, new ApiError(code as keyof typeof expected).status]).toEqual([code, status]);
  });

  it('keeps the headers a code is thrown with', () => {
    expect(new ApiError('rate_limit_exceeded', { 'Retry-After': '60' }).headers).toEqual({ 'Retry-After': '60' });
  });
});
