import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { KeyRound, Link2, LogOut, Mail, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { changePasswordFormSchema } from '@src/common/contracts/account';
import { fullNameSchema } from '@src/common/contracts/auth';
import { paths } from '@src/common/routes';
import { Breadcrumb } from '../../components/ui/breadcrumb';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { SettingsSection } from '../../components/ui/settings-section';
import { Spinner } from '../../components/ui/spinner';
import { signInMethodsQuery, useChangePassword, useRevokeOtherSessions, useUpdateProfile } from '../../features/account/api/account';
import { LinkGoogle } from '../../features/account/components/link-google';
import { VerifyEmailForm } from '../../features/account/components/verify-email-form';
import { NotificationEmailsSection } from '../../features/notifications/email-preferences';
import { useMe } from '../../services/auth/current-user';
import { useForm } from '../../lib/use-form';
import { useLocale } from '../../lib/use-locale';

export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const me = useMe();
  const user = me.data!;
  return (
    <div className="page narrow">
      <Breadcrumb
        label={t('nav.breadcrumb')}
        items={[{ label: t('nav.dashboard'), to: paths.dashboard(locale) }, { label: t('settings.title') }]}
      />
      <h1 className="page-title">{t('settings.title')}</h1>
      <ProfileSection displayName={user.displayName ?? ''} />
      <EmailSection email={user.email} verified={user.emailVerified} />
      <MethodsAndPassword email={user.email} />
      <NotificationEmailsSection />
      <SessionsSection />
    </div>
  );
}

const profileFormSchema = z.object({ displayName: fullNameSchema });

function ProfileSection({ displayName }: { displayName: string }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const form = useForm(profileFormSchema, { displayName });
  const save = form.submit(async (input) => {
    await update.mutateAsync(input.displayName);
    toast.success(t('settings.saved'));
  });
  return (
    <SettingsSection icon={UserRound} title={t('settings.profile')}>
      <form onSubmit={save} noValidate className="inline-form">
        <Field label={t('settings.displayName')} {...form.bind('displayName', t)} maxLength={120} />
        <Button type="submit" loading={form.busy}>
          {t('settings.save')}
        </Button>
      </form>
    </SettingsSection>
  );
}

function EmailSection({ email, verified }: { email: string; verified: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection icon={Mail} title={t('settings.email')}>
      <div className="settings-row">
        <span>{email}</span>
        {verified ? (
          <span className="badge badge-success">{t('settings.verified')}</span>
        ) : (
          <span className="row-actions">
            <span className="badge badge-warning">{t('settings.unverified')}</span>
            <Button size="sm" onClick={() => setOpen(true)}>
              {t('settings.verifyNow')}
            </Button>
          </span>
        )}
      </div>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('verify.title')} closeLabel={t('common.close')}>
        {open ? <VerifyEmailForm email={email} onVerified={() => setOpen(false)} /> : null}
      </Dialog>
    </SettingsSection>
  );
}

function MethodsAndPassword({ email }: { email: string }) {
  const { t } = useTranslation();
  const methods = useQuery(signInMethodsQuery());
  return (
    <>
      <SettingsSection icon={Link2} title={t('settings.methods')}>
        {methods.isPending ? (
          <Spinner label={t('app.loading')} />
        ) : methods.data ? (
          <ul className="methods">
            <li className="settings-row">
              <span>{t('settings.methodPassword')}</span>
              <span className={`badge ${methods.data.password ? 'badge-success' : ''}`}>
                {methods.data.password ? t('settings.linked') : t('settings.notLinked')}
              </span>
            </li>
            <li className="settings-row">
              <span>
                {t('settings.methodGoogle')}
                {methods.data.google?.email ? <span className="muted small"> · {methods.data.google.email}</span> : null}
              </span>
              {methods.data.google ? (
                <span className="badge badge-success">{t('settings.linked')}</span>
              ) : methods.data.password ? (
                <LinkGoogle email={email} />
              ) : (
                <span className="badge">{t('settings.notLinked')}</span>
              )}
            </li>
          </ul>
        ) : null}
      </SettingsSection>
      <SettingsSection icon={KeyRound} title={t('settings.password')} text={t('settings.passwordText')}>
        {methods.data && !methods.data.password ? <p className="muted">{t('settings.noPassword')}</p> : <ChangePasswordForm />}
      </SettingsSection>
    </>
  );
}

function ChangePasswordForm() {
  const { t } = useTranslation();
  const form = useForm(changePasswordFormSchema, { currentPassword: '', newPassword: '', confirmPassword: '' });
  const change = useChangePassword();
  const submit = form.submit(async (input) => {
    await change.mutateAsync(input);
    form.reset({ currentPassword: '', newPassword: '', confirmPassword: '' });
    toast.success(t('settings.passwordChanged'));
  });
  const field = (key: 'currentPassword' | 'newPassword' | 'confirmPassword', label: string, autoComplete: string) => (
    <Field
      label={label}
      type="password"
      name={key}
      autoComplete={autoComplete}
      value={form.values[key]}
      onChange={(e) => form.set(key, e.target.value)}
      error={form.errors[key] && t(form.errors[key]!)}
    />
  );
  return (
    <form onSubmit={submit} noValidate className="password-form">
      {field('currentPassword', t('settings.currentPassword'), 'current-password')}
      {field('newPassword', t('settings.newPassword'), 'new-password')}
      {field('confirmPassword', t('settings.confirmPassword'), 'new-password')}
      <Button type="submit" loading={form.busy}>
        {t('settings.changePassword')}
      </Button>
    </form>
  );
}

function SessionsSection() {
  const { t } = useTranslation();
  const revoke = useRevokeOtherSessions();
  return (
    <SettingsSection icon={LogOut} title={t('settings.sessions')} text={t('settings.sessionsText')}>
      <Button
        variant="secondary"
        loading={revoke.isPending}
        onClick={() => revoke.mutate(undefined, { onSuccess: ({ ended }) => void toast.success(t('settings.revoked', { count: ended })) })}
      >
        {t('settings.revokeOthers')}
      </Button>
    </SettingsSection>
  );
}
