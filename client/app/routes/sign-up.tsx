import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { signUpSchema, type CurrentUser, type SignUpInput } from '@src/common/contracts/auth';
import { paths } from '@src/common/routes';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { useAppConfig } from '../../lib/config';
import { useMe } from '../../services/auth/current-user';
import { AuthLayout, Divider, FormAlert } from '../../features/auth/components/auth-layout';
import { GoogleButton } from '../../features/auth/components/google-button';
import { useSignInFlow } from '../../features/auth/hooks/use-sign-in-flow';
import { useForm } from '../../lib/use-form';
import { loadAuth } from '../../lib/firebase';
import { useLocale } from '../../lib/use-locale';

export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { firebase } = useAppConfig();
  const me = useMe();
  const flow = useSignInFlow();
  const form = useForm<SignUpInput>(signUpSchema, { fullName: '', email: '', password: '', confirmPassword: '' });

  if (me.data && !flow.started) return <Navigate to={paths.dashboard(locale)} replace />;

  // Spec: verified -> dashboard; otherwise the welcome (onboarding) page.
  const afterSignUp = (user: CurrentUser) => (user.emailVerified ? paths.dashboard(locale) : `${paths.welcome(locale)}?isNewUser=true`);

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const input = form.validate();
    if (!input) return;
    void flow.run(async () => {
      const auth = await loadAuth(firebase);
      const { createUserWithEmailAndPassword, updateProfile } = await import('firebase/auth');
      const { user } = await createUserWithEmailAndPassword(auth, input.email, input.password);
      await updateProfile(user, { displayName: input.fullName });
      await user.getIdToken(true); // a token that carries the name
      await flow.finish(user, true, afterSignUp);
    });
  };

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
      <GoogleButton
        disabled={flow.busy || flow.creating}
        onSignedIn={(user) => flow.finish(user, true, afterSignUp)}
        onError={flow.identityError.report}
      />
      <Divider label={t('auth.or')} />
      <form onSubmit={onSubmit} noValidate>
        <FormAlert message={flow.identityError.message} />
        <Field label={t('auth.fields.fullName')} autoComplete="name" maxLength={120} {...form.bind('fullName', t)} />
        <Field label={t('auth.fields.email')} type="email" autoComplete="email" {...form.bind('email', t)} />
        <Field
          label={t('auth.fields.password')}
          type="password"
          autoComplete="new-password"
          hint={t('auth.fields.passwordHint')}
          {...form.bind('password', t)}
        />
        <Field label={t('auth.fields.confirmPassword')} type="password" autoComplete="new-password" {...form.bind('confirmPassword', t)} />
        <Button type="submit" className="btn-block" size="lg" loading={flow.busy || flow.creating}>
          {flow.creating ? t('auth.creatingSession') : t('auth.signUp.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
