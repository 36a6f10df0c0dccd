// Sign-in methods: which an account has, and linking Google to a password account.
import { eq } from 'drizzle-orm';
import type { SignInMethods } from '../../common/contracts/account';
import type { User } from '../../db/schema';
import { users } from '../../db/schema';
import { ApiError } from '../../common/api-error';
import { IdentityUnavailable } from '../../platform/identity-admin';
import { requireIdentity, type TokenSettings } from '../auth/service';
import type { AccountDeps } from './service';

export async function signInMethods(deps: AccountDeps, user: User): Promise<SignInMethods> {
  try {
    const account = await deps.identity.lookup(user.firebaseUid);
    const google = account?.providers.find((p) => p.providerId === 'google.com');
    return {
      password: Boolean(account?.providers.some((p) => p.providerId === 'password')),
      google: google ? { email: google.email } : null,
    };
  } catch (error) {
    if (error instanceof IdentityUnavailable) throw new ApiError('identity_unavailable');
    throw error;
  }
}

/**
 * The browser has linked Google to this identity (Firebase's linkWithCredential).
 * Accept it only for this user's identity and only when Google's email is the
 * account's; otherwise undo the link and say why.
 */
export async function linkGoogle(deps: AccountDeps, tokens: TokenSettings, user: User, idToken: string): Promise<SignInMethods> {
  const claims = await requireIdentity(idToken, tokens);
  if (claims.uid !== user.firebaseUid) throw new ApiError('google_token_invalid');
  if (user.googleLinked) throw new ApiError('provider_already_linked');
  const methods = await signInMethods(deps, user);
  if (!methods.google) throw new ApiError('google_token_invalid');
  if (!methods.google.email) throw new ApiError('provider_email_missing');
  if (methods.google.email.toLowerCase() !== user.email.toLowerCase()) {
    await deps.identity.unlinkProvider(user.firebaseUid, 'google.com').catch(() => undefined);
    throw new ApiError('provider_email_mismatch');
  }
  await deps.db.update(users).set({ googleLinked: true, updatedAt: Date.now() }).where(eq(users.id, user.id));
  return methods;
}
