import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { resetPasswordFormSchema } from '../../../src/common/contracts/account';
import { emailSchema } from '../../../src/common/contracts/auth';
import { paths } from '../../../src/common/routes';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { OtpInput } from '../../components/ui/otp-input';
import { forgotPassword, resetPassword } from '../../features/account/api/account';
import { AuthLayout } from '../../features/auth/components/auth-layout';
import { useForm } from '../../features/auth/use-form';
import { showError } from '../../lib/errors';
import { useLocale } from '../../lib/use-locale';

/** Spec section 4: request a code, then code + new password, then sign in. */
export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm(resetPasswordFormSchema, { code: '', newPassword: '', confirmPassword: '' });

  const requestCode = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setEmailError(t(parsed.error.issues[0]!.message));
      return;
    }
    setBusy(true);
    try {
      await forgotPassword(parsed.data);
      toast.success(t('toasts.resetEmailSent'));
      setSentTo(parsed.data);
    } catch (err) {
      showError(err, t);
    } finally {
      setBusy(false);
    }
  };

  const reset = async (e: React.FormEvent) => {
    e.preventDefault();
    const input = form.validate();
    if (!input || !sentTo) return;
    setBusy(true);
    try {
      await resetPassword(sentTo, input.code, input.newPassword);
      toast.success(t('forgot.success'));
      navigate(paths.signIn(locale), { replace: true });
    } catch (err) {
      showError(err, t);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout
      heading={t('auth.forgot.heading')}
      subtitle={sentTo ? t('forgot.codeText', { email: sentTo }) : t('forgot.emailText')}
      footer={<Link to={paths.signIn(locale)}>{t('forgot.backToSignIn')}</Link>}
    >
      {sentTo === null ? (
        <form onSubmit={requestCode} noValidate>
          <Field
            label={t('auth.fields.email')}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            error={emailError}
            onChange={(e) => {
              setEmail(e.target.value);
              setEmailError(undefined);
            }}
          />
          <Button type="submit" className="btn-block" size="lg" loading={busy}>
            {t('forgot.sendCode')}
          </Button>
        </form>
      ) : (
        <form onSubmit={reset} noValidate>
          <OtpInput label={t('forgot.codeLabel')} name="code" value={form.values.code} onValueChange={(v) => form.set('code', v)} error={form.errors.code && t(form.errors.code)} />
          <Field
            label={t('forgot.newPassword')}
            type="password"
            name="newPassword"
            autoComplete="new-password"
            hint={t('auth.fields.passwordHint')}
            value={form.values.newPassword}
            onChange={(e) => form.set('newPassword', e.target.value)}
            error={form.errors.newPassword && t(form.errors.newPassword)}
          />
          <Field
            label={t('forgot.confirmPassword')}
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            value={form.values.confirmPassword}
            onChange={(e) => form.set('confirmPassword', e.target.value)}
            error={form.errors.confirmPassword && t(form.errors.confirmPassword)}
          />
          <Button type="submit" className="btn-block" size="lg" loading={busy}>
            {t('forgot.submit')}
          </Button>
          <Button variant="ghost" className="btn-block" onClick={() => setSentTo(null)}>
            {t('forgot.useOtherEmail')}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
