import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { signInSchema, type SignInInput } from '@src/common/contracts/auth';
import { paths, safeFromPath } from '@src/common/routes';
import { Button } from '../../components/ui/button';
import { Checkbox, Field } from '../../components/ui/field';
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
  const [params] = useSearchParams();
  const target = safeFromPath(params.get('from')) ?? paths.dashboard(locale);
  const me = useMe();
  const flow = useSignInFlow();
  const form = useForm<SignInInput>(signInSchema, { email: '', password: '', rememberMe: true });

  // Already signed in on the server: nothing to do here.
  if (me.data && !flow.started) return <Navigate to={target} replace />;

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const input = form.validate();
    if (!input) return;
    void flow.run(async () => {
      const auth = await loadAuth(firebase);
      const { browserLocalPersistence, browserSessionPersistence, setPersistence, signInWithEmailAndPassword } =
        await import('firebase/auth');
      await setPersistence(auth, input.rememberMe ? browserLocalPersistence : browserSessionPersistence);
      const { user } = await signInWithEmailAndPassword(auth, input.email, input.password);
      await flow.finish(user, input.rememberMe, target);
    });
  };

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
      <GoogleButton
        disabled={flow.busy || flow.creating}
        onSignedIn={(user) => flow.finish(user, form.values.rememberMe, target)}
        onError={flow.identityError.report}
      />
      <Divider label={t('auth.or')} />
      <form onSubmit={onSubmit} noValidate>
        <FormAlert message={flow.identityError.message} />
        <Field label={t('auth.fields.email')} type="email" autoComplete="email" {...form.bind('email', t)} />
        <Field
          label={t('auth.fields.password')}
          type="password"
          autoComplete="current-password"
          {...form.bind('password', t)}
          aside={
            <Link className="small" to={paths.forgotPassword(locale)}>
              {t('auth.signIn.forgot')}
            </Link>
          }
        />
        <div className="form-row">
          <Checkbox
            label={t('auth.fields.rememberMe')}
            name="rememberMe"
            checked={form.values.rememberMe}
            onChange={(e) => form.set('rememberMe', e.target.checked)}
          />
        </div>
        <Button type="submit" className="btn-block" size="lg" loading={flow.busy || flow.creating}>
          {flow.creating ? t('auth.creatingSession') : t('auth.signIn.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
