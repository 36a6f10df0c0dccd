import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { resetPasswordFormSchema } from '@src/common/contracts/account';
import { emailSchema } from '@src/common/contracts/auth';
import { paths } from '@src/common/routes';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { OtpInput } from '../../components/ui/otp-input';
import { useForgotPassword, useResetPassword } from '../../features/account/api/account';
import { AuthLayout } from '../../features/auth/components/auth-layout';
import { NewPasswordFields } from '../../features/auth/components/new-password-fields';
import { useForm } from '../../lib/use-form';
import { useLocale } from '../../lib/use-locale';

const emailFormSchema = z.object({ email: emailSchema });

/** Spec section 4: request a code, then code + new password, then sign in. */
export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const forgot = useForgotPassword();
  const resetPassword = useResetPassword();
  const emailForm = useForm(emailFormSchema, { email: '' });
  const form = useForm(resetPasswordFormSchema, { code: '', newPassword: '', confirmPassword: '' });

  const requestCode = emailForm.submit(async ({ email }) => {
    await forgot.mutateAsync(email);
    toast.success(t('toasts.resetEmailSent'));
    setSentTo(email);
  });

  const reset = form.submit(async (input) => {
    if (!sentTo) return;
    await resetPassword.mutateAsync({ email: sentTo, code: input.code, newPassword: input.newPassword });
    toast.success(t('forgot.success'));
    navigate(paths.signIn(locale), { replace: true });
  });

  return (
    <AuthLayout
      heading={t('auth.forgot.heading')}
      subtitle={sentTo ? t('forgot.codeText', { email: sentTo }) : t('forgot.emailText')}
      footer={<Link to={paths.signIn(locale)}>{t('forgot.backToSignIn')}</Link>}
    >
      {sentTo === null ? (
        <form onSubmit={requestCode} noValidate>
          <Field label={t('auth.fields.email')} type="email" autoComplete="email" {...emailForm.bind('email', t)} />
          <Button type="submit" className="btn-block" size="lg" loading={emailForm.busy}>
            {t('forgot.sendCode')}
          </Button>
        </form>
      ) : (
        <form onSubmit={reset} noValidate>
          <OtpInput
            label={t('forgot.codeLabel')}
            name="code"
            value={form.values.code}
            onValueChange={(v) => form.set('code', v)}
            error={form.errors.code && t(form.errors.code)}
          />
          <NewPasswordFields
            label={t('forgot.newPassword')}
            confirmLabel={t('forgot.confirmPassword')}
            password={form.bind('newPassword', t)}
            confirm={form.bind('confirmPassword', t)}
          />
          <Button type="submit" className="btn-block" size="lg" loading={form.busy}>
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
