import type { Locale } from '../locales';

/** The current-user record the API answers (GET /api/v1/auth/me). */
export interface CurrentUser {
  id: string;
  email: string;
  displayName: string | null;
  emailVerified: boolean;
  locale: Locale;
  createdAt: string;
}
