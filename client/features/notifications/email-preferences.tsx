// The account settings' section for notification emails (decision 067): one
// switch per kind, all on until the user turns one off; the bell shows every
// notification either way. The form parses with the Worker's schema.
import { useQuery } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { emailPreferencesSchema, NOTIFICATION_KINDS, type EmailPreferences } from '@src/common/contracts/notifications';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/field';
import { SettingsSection } from '@client/components/ui/settings-section';
import { Spinner } from '@client/components/ui/spinner';
import { useForm } from '@client/lib/use-form';
import { emailPreferencesQuery, useSaveEmailPreferences } from './api';

export function NotificationEmailsSection() {
  const { t } = useTranslation();
  const prefs = useQuery(emailPreferencesQuery());
  return (
    <SettingsSection icon={BellRing} title={t('notifications.emails.title')} text={t('notifications.emails.text')}>
      {prefs.data ? <EmailsForm initial={prefs.data} /> : <Spinner label={t('app.loading')} />}
    </SettingsSection>
  );
}

function EmailsForm({ initial }: { initial: EmailPreferences }) {
  const { t } = useTranslation();
  const save = useSaveEmailPreferences();
  const form = useForm(emailPreferencesSchema, initial);
  const submit = form.submit(async (input) => {
    await save.mutateAsync(input);
    toast.success(t('notifications.emails.saved'));
  });
  return (
    <form onSubmit={submit} noValidate className="notif-emails" data-testid="notification-emails">
      <fieldset>
        <legend className="sr-only">{t('notifications.emails.title')}</legend>
        {NOTIFICATION_KINDS.map((kind) => (
          <Checkbox
            key={kind}
            name={kind}
            label={t(`notifications.emails.${kind}`)}
            checked={form.values[kind]}
            onChange={(e) => form.set(kind, e.target.checked)}
          />
        ))}
      </fieldset>
      <Button type="submit" loading={form.busy}>
        {t('notifications.emails.save')}
      </Button>
    </form>
  );
}
