import type { Locale } from './common/locales';
import type { Session, User } from './db/schema';
import type { SessionFailure } from './features/auth/sessions';
import type { Env } from './env';
import type { Db } from './db/client';

export interface AuthState {
  user: User;
  session: Session;
}

/** Hono's environment: bindings plus what the middleware puts on the context. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    requestId: string;
    nonce: string;
    db: Db;
    auth: AuthState | null;
    authFailure: SessionFailure | null;
    locale: Locale;
    /** Set by a page that shows one of this site's PDFs in <object> (decision 096): its CSP allows object-src 'self'. */
    embedsPdf?: boolean;
  };
}
