import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '@client/lib/config';
import { Button } from '@client/components/ui/button';
import { loadAuth } from '@client/lib/firebase';
import { useIdentityStep } from '../../../services/auth/use-identity-error';
import type { IdentityUser } from '../session-machine';
import {
  emulatorGoogleClaims,
  GoogleAccountDialog,
  rememberAccount,
  type TestGoogleAccount,
} from '@client/components/google/account-dialog';
import { GoogleMark } from '@client/components/google/mark';

/**
 * "Continue with Google". Production: Google's popup with account selection
 * always prompted. Emulator mode (offline): pick or make a test Google account,
 * signed in with a credential built from JSON claims. Either way the signed-in
 * user goes on to the same session creation.
 */
export function GoogleButton({
  onSignedIn,
  onError,
  disabled,
}: {
  onSignedIn: (user: IdentityUser) => Promise<void>;
  onError: (error: unknown) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { firebase } = useAppConfig();
  const [open, setOpen] = useState(false);
  const step = useIdentityStep(onError);
  const busy = step.isPending;
  const run = (signIn: () => Promise<IdentityUser>) => step.mutate(async () => onSignedIn(await signIn()));

  const popup = () =>
    run(async () => {
      const auth = await loadAuth(firebase);
      const { GoogleAuthProvider, signInWithPopup } = await import('firebase/auth');
      const provider = new GoogleAuthProvider();
      provider.setCustomParameters({ prompt: 'select_account' });
      return (await signInWithPopup(auth, provider)).user;
    });

  const withTestAccount = (account: TestGoogleAccount) =>
    run(async () => {
      const auth = await loadAuth(firebase);
      const { GoogleAuthProvider, signInWithCredential } = await import('firebase/auth');
      const user = (await signInWithCredential(auth, GoogleAuthProvider.credential(emulatorGoogleClaims(account)))).user;
      rememberAccount(account);
      setOpen(false);
      return user;
    });

  return (
    <>
      <Button
        variant="secondary"
        className="btn-block"
        icon={<GoogleMark />}
        loading={busy && !open}
        disabled={disabled}
        onClick={() => (firebase.emulatorUrl ? setOpen(true) : void popup())}
      >
        {t('auth.google.continue')}
      </Button>
      {firebase.emulatorUrl ? (
        <GoogleAccountDialog open={open} busy={busy} onClose={() => setOpen(false)} onPick={(a) => void withTestAccount(a)} />
      ) : null}
    </>
  );
}
