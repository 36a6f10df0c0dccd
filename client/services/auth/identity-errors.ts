import type { ErrorCode } from '@src/common/errors';

/**
 * Firebase Auth error codes mapped onto the catalogue. null means "say
 * nothing" (the user closed the popup themselves).
 */
const MAP: Record<string, ErrorCode | null> = {
  'auth/email-already-in-use': 'email_already_in_use',
  'auth/invalid-credential': 'invalid_credentials',
  'auth/invalid-login-credentials': 'invalid_credentials',
  'auth/wrong-password': 'invalid_credentials',
  'auth/user-not-found': 'invalid_credentials',
  'auth/weak-password': 'password_too_weak',
  'auth/password-does-not-meet-requirements': 'password_too_weak',
  'auth/invalid-email': 'invalid_email_format',
  'auth/missing-email': 'invalid_email_format',
  'auth/network-request-failed': 'network_error',
  'auth/too-many-requests': 'rate_limit_exceeded',
  'auth/user-disabled': 'account_suspended',
  'auth/account-exists-with-different-credential': 'email_conflict_password_required',
  'auth/credential-already-in-use': 'provider_email_in_use',
  'auth/provider-already-linked': 'provider_already_linked',
  'auth/invalid-idp-response': 'google_token_invalid',
  'auth/popup-closed-by-user': null,
  'auth/cancelled-popup-request': null,
  'auth/user-cancelled': null,
};

export function identityErrorCode(error: unknown): ErrorCode | null | 'unknown' {
  const code = (error as { code?: unknown })?.code;
  if (typeof code !== 'string') return 'unknown';
  return code in MAP ? MAP[code]! : 'unknown';
}
