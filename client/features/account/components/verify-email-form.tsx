import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { toast } from 'sonner';
import { codeSchema } from '@src/common/contracts/auth';
import { useAppConfig } from '@client/lib/config';
import { Button } from '@client/components/ui/button';
import { OtpInput } from '@client/components/ui/otp-input';
import { ApiRequestError } from '@client/lib/api';
import { useForm } from '@client/lib/use-form';
import { loadAuth } from '@client/lib/firebase';
import { useResendVerification, useVerifyEmail } from '../api/account';

const COOLDOWN_S = 60;
const codeFormSchema = z.object({ code: codeSchema });

/** Enter the emailed 6-digit code; resend it after a cooldown. */
export function VerifyEmailForm({ email, onVerified }: { email: string; onVerified: () => void }) {
  const { t } = useTranslation();
  const { firebase } = useAppConfig();
  const verify = useVerifyEmail();
  const resendCode = useResendVerification();
  const form = useForm(codeFormSchema, { code: '' });
  const [cooldown, setCooldown] = useState(COOLDOWN_S);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = window.setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [cooldown]);

  const submit = form.submit(async ({ code }) => {
    try {
      await verify.mutateAsync(code);
    } catch (err) {
      // A wrong or expired code is also said under the field (the toast said it too).
      const detail = err instanceof ApiRequestError ? (err.body as { detail?: unknown } | null)?.detail : undefined;
      if (typeof detail === 'string') form.setError('code', `errors.${detail}`);
      throw err;
    }
    // The identity service now says verified too; let its client agree.
    void loadAuth(firebase)
      .then(async (auth) => {
        if (auth.currentUser) await (await import('firebase/auth')).reload(auth.currentUser);
      })
      .catch(() => undefined);
    toast.success(t('verify.verified'));
    onVerified();
  });

  const resend = () =>
    resendCode.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('toasts.verificationCodeResent'));
        setCooldown(COOLDOWN_S);
      },
      onError: (err) => {
        if (err instanceof ApiRequestError && err.status === 429) setCooldown(COOLDOWN_S);
      },
    });

  const codeError = form.errors.code ? t(form.errors.code, { defaultValue: t('errors.generic') }) : undefined;
  return (
    <form onSubmit={submit} noValidate>
      <p className="muted">{t('verify.text', { email })}</p>
      <p className="notice">{t('verify.welcomeCredits')}</p>
      <OtpInput
        label={t('verify.codeLabel')}
        value={form.values.code}
        onValueChange={(v) => form.set('code', v)}
        error={codeError}
        name="code"
      />
      <Button type="submit" className="btn-block" loading={form.busy}>
        {t('verify.submit')}
      </Button>
      <Button variant="ghost" className="btn-block resend" disabled={cooldown > 0} onClick={resend}>
        {cooldown > 0 ? t('verify.resendIn', { seconds: cooldown }) : t('verify.resend')}
      </Button>
    </form>
  );
}
