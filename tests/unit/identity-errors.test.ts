import { describe, expect, it } from 'vitest';
import { identityErrorCode } from '../../client/services/auth/identity-errors';

describe('identity-service errors map onto the catalogue', () => {
  it.each([
    ['auth/email-already-in-use', 'email_already_in_use'],
    ['auth/invalid-credential', 'invalid_credentials'],
    ['auth/wrong-password', 'invalid_credentials'],
    ['auth/weak-password', 'password_too_weak'],
    ['auth/invalid-email', 'invalid_email_format'],
    ['auth/network-request-failed', 'network_error'],
    ['auth/too-many-requests', 'rate_limit_exceeded'],
    ['auth/user-disabled', 'account_suspended'],
    ['auth/account-exists-with-different-credential', 'email_conflict_password_required'],
    ['auth/credential-already-in-use', 'provider_email_in_use'],
    ['auth/provider-already-linked', 'provider_already_linked'],
    ['auth/invalid-idp-response', 'google_token_invalid'],
  ])('%s -> %s', (code, expected) => {
    expect(identityErrorCode({ code })).toBe(expected);
  });

  it('a closed popup says nothing; an unknown code is unknown', () => {
    expect(identityErrorCode({ code: 'auth/popup-closed-by-user' })).toBeNull();
    expect(identityErrorCode({ code: 'auth/something-new' })).toBe('unknown');
    expect(identityErrorCode(new Error('x'))).toBe('unknown');
  });
});
