import type { CurrentUser } from '@src/common/contracts/auth';
import { api } from '@client/lib/api';

/** POST /api/v1/auth/session {id_token}: the server's session for this identity. */
export function createSession(idToken: string, rememberMe: boolean): Promise<CurrentUser> {
  return api<CurrentUser>('/auth/session', { method: 'POST', body: { id_token: idToken, remember_me: rememberMe } });
}

/** DELETE /api/v1/auth/session: sign-out. */
export async function deleteSession(): Promise<void> {
  await api<null>('/auth/session', { method: 'DELETE' });
}
