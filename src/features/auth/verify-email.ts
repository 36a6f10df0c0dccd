// A verification code by mail, for the email of a password account. Auth sends the first when the
// account first gets a session; account's "resend" sends the next ones through this same function,
// so it lives with auth, which account builds on (decision 031).
import { toLocale } from '../../common/locales';
import type { User } from '../../db/schema';
import { renderEmail } from '../mail/templates';
import { issueCode } from '../verification/service';
import type { AccountDeps } from './deps';

export async function sendVerificationCode(deps: Pick<AccountDeps, 'db' | 'mailer' | 'codeSecret'>, user: User): Promise<void> {
  const code = await issueCode(deps.db, deps.codeSecret, { purpose: 'verify_email', target: user.id });
  await deps.mailer.send(renderEmail('verify_email', toLocale(user.locale), user.email, code));
}
