import type { CurrentUser } from '../../common/contracts/auth';
import { toLocale } from '../../common/locales';
import type { User } from '../../db/schema';

export function presentUser(user: User): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    emailVerified: user.emailVerified,
    locale: toLocale(user.locale),
    createdAt: new Date(user.createdAt).toISOString(),
  };
}
