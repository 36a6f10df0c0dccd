import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { signInSchema, type SignInInput } from '@src/common/contracts/auth';
import { paths, safeFromPath } from '@src/common/routes';
import { Checkbox, Field } from '../../components/ui/field';
import { useMe } from '../../services/auth/current-user';
import { IdentityForm } from '../../features/auth/components/identity-form';
import { useSignInFlow } from '../../features/auth/hooks/use-sign-in-flow';
import { useForm } from '../../lib/use-form';
import { useLocale } from '../../lib/use-locale';

export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const target = safeFromPath(params.get('from')) ?? paths.dashboard(locale);
  const me = useMe();
  const flow = useSignInFlow();
  const form = useForm<SignInInput>(signInSchema, { email: '', password: '', rememberMe: true });

  // Already signed in on the server: nothing to do here.
  if (me.data && !flow.started) return <Navigate to={target} replace />;

  const onSubmit = flow.submitWith(form.validate, async (auth, input) => {
    const { browserLocalPersistence, browserSessionPersistence, setPersistence, signInWithEmailAndPassword } =
      await import('firebase/auth');
    await setPersistence(auth, input.rememberMe ? browserLocalPersistence : browserSessionPersistence);
    const { user } = await signInWithEmailAndPassword(auth, input.email, input.password);
    await flow.finish(user, input.rememberMe, target);
  });

  return (
    <IdentityForm
      flow={flow}
      heading={t('auth.signIn.heading')}
      subtitle={t('auth.signIn.subtitle')}
      other={{ question: t('auth.signIn.noAccount'), link: t('auth.signIn.createAccount'), to: paths.signUp(locale) }}
      onGoogle={(user) => flow.finish(user, form.values.rememberMe, target)}
      onSubmit={onSubmit}
      submit={t('auth.signIn.submit')}
    >
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
    </IdentityForm>
  );
}
