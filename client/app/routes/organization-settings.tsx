import { Building2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { orgFormSchema, ROLE_RANK, type OrganizationSummary } from '@src/common/contracts/orgs';
import { paths } from '@src/common/routes';
import { Breadcrumb } from '../../components/ui/breadcrumb';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { SettingsSection } from '../../components/ui/settings-section';
import { PageSpinner } from '../../components/ui/spinner';
import { useForm } from '../../lib/use-form';
import { useActiveOrg, useDeleteOrg, useUpdateOrg } from '../../services/orgs';
import { TeamSection } from '../../features/orgs/components/team-section';
import { OrgFields } from '../../features/orgs/components/org-fields';
import { VocabularySection } from '../../features/library/components/vocabulary-section';
import { useLocale } from '../../lib/use-locale';

export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { active } = useActiveOrg();
  return (
    <div className="page narrow">
      <Breadcrumb
        label={t('nav.breadcrumb')}
        items={[{ label: t('nav.dashboard'), to: paths.dashboard(locale) }, { label: t('orgs.settings') }]}
      />
      <h1 className="page-title">{active?.name ?? t('orgs.settings')}</h1>
      {!active ? (
        <PageSpinner label={t('app.loading')} />
      ) : (
        <>
          {ROLE_RANK[active.role] >= ROLE_RANK.admin ? <GeneralSection key={active.id} org={active} /> : null}
          <TeamSection key={`team-${active.id}`} org={active} />
          <VocabularySection key={`vocabulary-${active.id}`} org={active.id} canEdit={ROLE_RANK[active.role] >= ROLE_RANK.admin} />
          {active.role === 'owner' ? <DangerSection org={active} /> : null}
        </>
      )}
    </div>
  );
}

function GeneralSection({ org }: { org: OrganizationSummary }) {
  const { t } = useTranslation();
  const update = useUpdateOrg(org.id);
  const form = useForm(orgFormSchema, { name: org.name, slug: org.slug });
  const submit = form.submit(async (input) => {
    await update.mutateAsync(input);
    toast.success(t('orgs.saved'));
  });
  return (
    <SettingsSection icon={Building2} title={t('orgs.general')}>
      <form onSubmit={submit} noValidate className="password-form">
        <OrgFields form={form} followName={false} />
        <Button type="submit" loading={form.busy}>
          {t('orgs.save')}
        </Button>
      </form>
    </SettingsSection>
  );
}

function DangerSection({ org }: { org: OrganizationSummary }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const remove = useDeleteOrg(org.id);
  // A full load afterwards: every cached org-scoped answer belonged to the deleted organization.
  const onDelete = () =>
    remove.mutate(typed, {
      onSuccess: () => {
        toast.success(t('orgs.deleted'));
        window.location.assign(window.location.pathname.replace(/\/settings\/organization$/, '/dashboard'));
      },
    });
  return (
    <SettingsSection icon={TriangleAlert} title={t('orgs.danger')} text={t('orgs.deleteText')} danger>
      <Field
        label={t('orgs.deleteConfirm', { name: org.name })}
        name="confirmName"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        autoComplete="off"
      />
      <Button variant="danger" disabled={typed.trim() !== org.name} loading={remove.isPending || remove.isSuccess} onClick={onDelete}>
        {t('orgs.delete')}
      </Button>
    </SettingsSection>
  );
}
