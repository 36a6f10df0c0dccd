import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { signUpSchema, type CurrentUser, type SignUpInput } from '@src/common/contracts/auth';
import { paths } from '@src/common/routes';
import { Field } from '../../components/ui/field';
import { useMe } from '../../services/auth/current-user';
import { IdentityForm } from '../../features/auth/components/identity-form';
import { NewPasswordFields } from '../../features/auth/components/new-password-fields';
import { useSignInFlow } from '../../features/auth/hooks/use-sign-in-flow';
import { useForm } from '../../lib/use-form';
import { useLocale } from '../../lib/use-locale';

export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const me = useMe();
  const flow = useSignInFlow();
  const form = useForm<SignUpInput>(signUpSchema, { fullName: '', email: '', password: '', confirmPassword: '' });

  if (me.data && !flow.started) return <Navigate to={paths.dashboard(locale)} replace />;

  // Spec: verified -> dashboard; otherwise the welcome (onboarding) page.
  const afterSignUp = (user: CurrentUser) => (user.emailVerified ? paths.dashboard(locale) : `${paths.welcome(locale)}?isNewUser=true`);

  const onSubmit = flow.submitWith(form.validate, async (auth, input) => {
    const { createUserWithEmailAndPassword, updateProfile } = await import('firebase/auth');
    const { user } = await createUserWithEmailAndPassword(auth, input.email, input.password);
    await updateProfile(user, { displayName: input.fullName });
    await user.getIdToken(true); // a token that carries the name
    await flow.finish(user, true, afterSignUp);
  });

  return (
    <IdentityForm
      flow={flow}
      heading={t('auth.signUp.heading')}
      subtitle={t('auth.signUp.subtitle')}
      other={{ question: t('auth.signUp.haveAccount'), link: t('auth.signUp.signIn'), to: paths.signIn(locale) }}
      onGoogle={(user) => flow.finish(user, true, afterSignUp)}
      onSubmit={onSubmit}
      submit={t('auth.signUp.submit')}
    >
      <Field label={t('auth.fields.fullName')} autoComplete="name" maxLength={120} {...form.bind('fullName', t)} />
      <Field label={t('auth.fields.email')} type="email" autoComplete="email" {...form.bind('email', t)} />
      <NewPasswordFields
        label={t('auth.fields.password')}
        confirmLabel={t('auth.fields.confirmPassword')}
        password={form.bind('password', t)}
        confirm={form.bind('confirmPassword', t)}
      />
    </IdentityForm>
  );
}
