import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { signInSchema, type SignInInput } from '../../../src/common/contracts/auth';
import { paths, safeFromPath } from '../../../src/common/routes';
import { Button } from '../../components/ui/button';
import { Checkbox, Field } from '../../components/ui/field';
import { useAppConfig } from '../config';
import { useMe } from '../../features/auth/api/get-me';
import { AuthLayout, Divider, FormAlert } from '../../features/auth/components/auth-layout';
import { GoogleButton } from '../../features/auth/components/google-button';
import { useIdentityError } from '../../features/auth/hooks/use-identity-error';
import { useSessionMachine } from '../../features/auth/hooks/use-session-machine';
import { useForm } from '../../features/auth/use-form';
import type { IdentityUser } from '../../features/auth/session-machine';
import { loadAuth } from '../../lib/firebase';
import { useLocale } from '../../lib/use-locale';

export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { firebase } = useAppConfig();
  const [params] = useSearchParams();
  const target = safeFromPath(params.get('from')) ?? paths.dashboard(locale);
  const me = useMe();
  const { machine, state } = useSessionMachine();
  const identityError = useIdentityError();
  const form = useForm<SignInInput>(signInSchema, { email: '', password: '', rememberMe: true });
  const [busy, setBusy] = useState(false);
  // Once this page signs someone in, the machine's pending redirect decides where to go.
  const [started, setStarted] = useState(false);

  // Already signed in on the server: nothing to do here.
  if (me.data && !started) return <Navigate to={target} replace />;

  const afterIdentity = async (user: IdentityUser, rememberMe: boolean) => {
    setStarted(true);
    machine.rememberMe = rememberMe;
    machine.setPendingRedirect(target);
    await machine.userChanged(user);
  };

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    identityError.clear();
    const input = form.validate();
    if (!input) return;
    setBusy(true);
    try {
      const auth = await loadAuth(firebase);
      const { browserLocalPersistence, browserSessionPersistence, setPersistence, signInWithEmailAndPassword } = await import('firebase/auth');
      await setPersistence(auth, input.rememberMe ? browserLocalPersistence : browserSessionPersistence);
      const { user } = await signInWithEmailAndPassword(auth, input.email, input.password);
      await afterIdentity(user, input.rememberMe);
    } catch (error) {
      identityError.report(error);
    } finally {
      setBusy(false);
    }
  };

  const creating = state.status === 'creating';
  return (
    <AuthLayout
      heading={t('auth.signIn.heading')}
      subtitle={t('auth.signIn.subtitle')}
      footer={
        <>
          {t('auth.signIn.noAccount')} <Link to={paths.signUp(locale)}>{t('auth.signIn.createAccount')}</Link>
        </>
      }
    >
      <GoogleButton disabled={busy || creating} onSignedIn={(user) => afterIdentity(user, form.values.rememberMe)} onError={identityError.report} />
      <Divider label={t('auth.or')} />
      <form onSubmit={onSubmit} noValidate>
        <FormAlert message={identityError.message} />
        <Field
          label={t('auth.fields.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={form.values.email}
          onChange={(e) => form.set('email', e.target.value)}
          error={form.errors.email && t(form.errors.email)}
        />
        <Field
          label={t('auth.fields.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={form.values.password}
          onChange={(e) => form.set('password', e.target.value)}
          error={form.errors.password && t(form.errors.password)}
          aside={
            <Link className="small" to={paths.forgotPassword(locale)}>
              {t('auth.signIn.forgot')}
            </Link>
          }
        />
        <div className="form-row">
          <Checkbox label={t('auth.fields.rememberMe')} name="rememberMe" checked={form.values.rememberMe} onChange={(e) => form.set('rememberMe', e.target.checked)} />
        </div>
        <Button type="submit" className="btn-block" size="lg" loading={busy || creating}>
          {creating ? t('auth.creatingSession') : t('auth.signIn.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
