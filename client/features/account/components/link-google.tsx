import type { User as FirebaseUser } from 'firebase/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAppConfig } from '@client/lib/config';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { Field } from '@client/components/ui/field';
import { loadAuth } from '@client/lib/firebase';
import {
  emulatorGoogleClaims,
  GoogleAccountDialog,
  rememberAccount,
  type TestGoogleAccount,
} from '@client/components/google/account-dialog';
import { GoogleMark } from '@client/components/google/mark';
import { useIdentityError, useIdentityStep } from '../../../services/auth/use-identity-error';
import { useConfirmGoogleLink } from '../api/account';

type Stage = 'idle' | 'password' | 'google';

/**
 * Links Google to a password account: the identity must be signed in on this
 * page (the password is asked again if not), then Google is linked in the
 * browser and the server checks and records the result.
 */
export function LinkGoogle({ email }: { email: string }) {
  const { t } = useTranslation();
  const { firebase } = useAppConfig();
  const identityError = useIdentityError();
  const confirmLink = useConfirmGoogleLink();
  const step = useIdentityStep(identityError.report);
  const busy = step.isPending;
  const [stage, setStage] = useState<Stage>('idle');
  const [password, setPassword] = useState('');
  const [user, setUser] = useState<FirebaseUser | null>(null);

  const googleStep = async (current: FirebaseUser) => {
    setUser(current);
    if (firebase.emulatorUrl) {
      setStage('google');
      return;
    }
    const { GoogleAuthProvider, linkWithPopup } = await import('firebase/auth');
    const provider = new GoogleAuthProvider();
    provider.setCustomParameters({ prompt: 'select_account' });
    await finish((await linkWithPopup(current, provider)).user);
  };

  // The server's half: a failure there is an API error (the query client shows it), not an identity one.
  const finish = async (linked: FirebaseUser) => {
    const token = await linked.getIdToken(true);
    await confirmLink.mutateAsync(token).then(
      () => {
        toast.success(t('settings.googleLinked'));
        setStage('idle');
      },
      () => undefined,
    );
  };

  const start = () =>
    step.mutate(async () => {
      const auth = await loadAuth(firebase);
      await auth.authStateReady();
      const current = auth.currentUser;
      if (current && current.email?.toLowerCase() === email.toLowerCase()) await googleStep(current);
      else setStage('password');
    });

  const confirmPassword = (e: React.FormEvent) => {
    e.preventDefault();
    step.mutate(async () => {
      const auth = await loadAuth(firebase);
      const { signInWithEmailAndPassword } = await import('firebase/auth');
      const { user: signedIn } = await signInWithEmailAndPassword(auth, email, password);
      setPassword('');
      await googleStep(signedIn);
    });
  };

  const linkTestAccount = (account: TestGoogleAccount) => {
    if (!user) return;
    step.mutate(
      async () => {
        const { GoogleAuthProvider, linkWithCredential } = await import('firebase/auth');
        const result = await linkWithCredential(user, GoogleAuthProvider.credential(emulatorGoogleClaims(account)));
        rememberAccount(account);
        await finish(result.user);
      },
      { onError: () => setStage('idle') },
    );
  };

  return (
    <>
      <Button variant="secondary" size="sm" icon={<GoogleMark />} loading={busy && stage === 'idle'} onClick={start}>
        {t('settings.linkGoogle')}
      </Button>
      <Dialog
        open={stage === 'password'}
        onClose={() => setStage('idle')}
        title={t('settings.confirmPasswordTitle')}
        description={t('settings.confirmPasswordText')}
        closeLabel={t('common.close')}
      >
        <form onSubmit={confirmPassword} noValidate>
          {identityError.message ? (
            <div className="form-alert" role="alert">
              {identityError.message}
            </div>
          ) : null}
          <Field
            label={t('auth.fields.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button type="submit" className="btn-block" loading={busy}>
            {t('settings.confirm')}
          </Button>
        </form>
      </Dialog>
      {firebase.emulatorUrl ? (
        <GoogleAccountDialog open={stage === 'google'} busy={busy} onClose={() => setStage('idle')} onPick={linkTestAccount} />
      ) : null}
    </>
  );
}
