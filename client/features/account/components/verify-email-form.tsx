import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { codeSchema } from '../../../../src/common/contracts/auth';
import { useAppConfig } from '../../../lib/config';
import { Button } from '../../../components/ui/button';
import { OtpInput } from '../../../components/ui/otp-input';
import { ApiRequestError } from '../../../lib/api';
import { showError } from '../../../lib/errors';
import { loadAuth } from '../../../lib/firebase';
import { meQueryKey } from '../../auth/api/get-me';
import { resendVerification, verifyEmail } from '../api/account';

const COOLDOWN_S = 60;

/** Enter the emailed 6-digit code; resend it after a cooldown. */
export function VerifyEmailForm({ email, onVerified }: { email: string; onVerified: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { firebase } = useAppConfig();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [cooldown, setCooldown] = useState(COOLDOWN_S);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = window.setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [cooldown]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = codeSchema.safeParse(code);
    if (!parsed.success) {
      setError(t('validation.codeSixDigits'));
      return;
    }
    setBusy(true);
    try {
      const user = await verifyEmail(parsed.data);
      queryClient.setQueryData(meQueryKey, user);
      // A verified email may have brought the welcome credits: balances change.
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== meQueryKey[0] });
      // The identity service now says verified too; let its client agree.
      void loadAuth(firebase)
        .then(async (auth) => {
          if (auth.currentUser) await (await import('firebase/auth')).reload(auth.currentUser);
        })
        .catch(() => undefined);
      toast.success(t('verify.verified'));
      onVerified();
    } catch (err) {
      if (err instanceof ApiRequestError && typeof (err.body as { detail?: unknown })?.detail === 'string') {
        setError(t(`errors.${(err.body as { detail: string }).detail}`, { defaultValue: t('errors.generic') }));
      }
      showError(err, t);
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    try {
      await resendVerification();
      toast.success(t('toasts.verificationCodeResent'));
      setCooldown(COOLDOWN_S);
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 429) setCooldown(COOLDOWN_S);
      showError(err, t);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <p className="muted">{t('verify.text', { email })}</p>
      <p className="notice">{t('verify.welcomeCredits')}</p>
      <OtpInput label={t('verify.codeLabel')} value={code} onValueChange={(v) => (setCode(v), setError(undefined))} error={error} name="code" />
      <Button type="submit" className="btn-block" loading={busy}>
        {t('verify.submit')}
      </Button>
      <Button variant="ghost" className="btn-block resend" disabled={cooldown > 0} onClick={() => void resend()}>
        {cooldown > 0 ? t('verify.resendIn', { seconds: cooldown }) : t('verify.resend')}
      </Button>
    </form>
  );
}
