// The Firebase Auth SDK, loaded only by the pages that sign in or out (never
// by the landing page). In development and tests it talks to the Auth Emulator.
import type { Auth } from 'firebase/auth';
import type { BootState } from './boot-state';

let authPromise: Promise<Auth> | null = null;

export function loadAuth(config: BootState['firebase']): Promise<Auth> {
  authPromise ??= (async () => {
    const [{ initializeApp }, { getAuth, connectAuthEmulator }] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
    const app = initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId });
    const auth = getAuth(app);
    if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
    return auth;
  })();
  return authPromise;
}

/** Ends the identity service's own sign-in (persisted in the browser), too. */
export async function signOutIdentity(config: BootState['firebase']): Promise<void> {
  const auth = await loadAuth(config);
  const { signOut } = await import('firebase/auth');
  await signOut(auth);
}
