import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { signUpSchema, type CurrentUser, type SignUpInput } from '../../../src/common/contracts/auth';
import { paths } from '../../../src/common/routes';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
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
  const me = useMe();
  const { machine, state } = useSessionMachine();
  const identityError = useIdentityError();
  const form = useForm<SignUpInput>(signUpSchema, { fullName: '', email: '', password: '', confirmPassword: '' });
  const [busy, setBusy] = useState(false);
  // Once this page signs someone in, the machine's pending redirect decides where to go.
  const [started, setStarted] = useState(false);

  if (me.data && !started) return <Navigate to={paths.dashboard(locale)} replace />;

  // Spec: verified -> dashboard; otherwise the welcome (onboarding) page.
  const afterSignUp = (user: CurrentUser) => (user.emailVerified ? paths.dashboard(locale) : `${paths.welcome(locale)}?isNewUser=true`);

  const afterIdentity = async (user: IdentityUser) => {
    setStarted(true);
    machine.rememberMe = true;
    machine.setPendingRedirect(afterSignUp);
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
      const { createUserWithEmailAndPassword, updateProfile } = await import('firebase/auth');
      const { user } = await createUserWithEmailAndPassword(auth, input.email, input.password);
      await updateProfile(user, { displayName: input.fullName });
      await user.getIdToken(true); // a token that carries the name
      await afterIdentity(user);
    } catch (error) {
      identityError.report(error);
    } finally {
      setBusy(false);
    }
  };

  const field = (key: keyof SignUpInput) => ({
    value: form.values[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => form.set(key, e.target.value),
    error: form.errors[key] && t(form.errors[key]!),
    name: key,
  });

  return (
    <AuthLayout
      heading={t('auth.signUp.heading')}
      subtitle={t('auth.signUp.subtitle')}
      footer={
        <>
          {t('auth.signUp.haveAccount')} <Link to={paths.signIn(locale)}>{t('auth.signUp.signIn')}</Link>
        </>
      }
    >
      <GoogleButton disabled={busy || state.status === 'creating'} onSignedIn={afterIdentity} onError={identityError.report} />
      <Divider label={t('auth.or')} />
      <form onSubmit={onSubmit} noValidate>
        <FormAlert message={identityError.message} />
        <Field label={t('auth.fields.fullName')} autoComplete="name" maxLength={120} {...field('fullName')} />
        <Field label={t('auth.fields.email')} type="email" autoComplete="email" {...field('email')} />
        <Field label={t('auth.fields.password')} type="password" autoComplete="new-password" hint={t('auth.fields.passwordHint')} {...field('password')} />
        <Field label={t('auth.fields.confirmPassword')} type="password" autoComplete="new-password" {...field('confirmPassword')} />
        <Button type="submit" className="btn-block" size="lg" loading={busy || state.status === 'creating'}>
          {state.status === 'creating' ? t('auth.creatingSession') : t('auth.signUp.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
