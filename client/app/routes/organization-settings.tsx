import { useQueryClient } from '@tanstack/react-query';
import { Building2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { orgFormSchema, ROLE_RANK, type OrganizationSummary } from '../../../src/common/contracts/orgs';
import { paths } from '../../../src/common/routes';
import { Breadcrumb } from '../../components/ui/breadcrumb';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { PageSpinner } from '../../components/ui/spinner';
import { useForm } from '../../features/auth/use-form';
import { deleteOrg, orgsQueryKey, updateOrg, useActiveOrg } from '../../features/orgs/api/orgs';
import { TeamSection } from '../../features/orgs/components/team-section';
import { OrgFields } from '../../features/orgs/components/org-fields';
import { showError } from '../../lib/errors';
import { useLocale } from '../../lib/use-locale';

export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { active } = useActiveOrg();
  return (
    <div className="page narrow">
      <Breadcrumb label={t('nav.breadcrumb')} items={[{ label: t('nav.dashboard'), to: paths.dashboard(locale) }, { label: t('orgs.settings') }]} />
      <h1 className="page-title">{active?.name ?? t('orgs.settings')}</h1>
      {!active ? (
        <PageSpinner label={t('app.loading')} />
      ) : (
        <>
          {ROLE_RANK[active.role] >= ROLE_RANK.admin ? <GeneralSection key={active.id} org={active} /> : null}
          <TeamSection key={`team-${active.id}`} org={active} />
          {active.role === 'owner' ? <DangerSection org={active} /> : null}
        </>
      )}
    </div>
  );
}

function GeneralSection({ org }: { org: OrganizationSummary }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm(orgFormSchema, { name: org.name, slug: org.slug });
  const [busy, setBusy] = useState(false);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const input = form.validate();
    if (!input) return;
    setBusy(true);
    try {
      await updateOrg(org.id, input);
      await queryClient.invalidateQueries({ queryKey: orgsQueryKey });
      toast.success(t('orgs.saved'));
    } catch (error) {
      showError(error, t);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card settings-section" aria-label={t('orgs.general')}>
      <header>
        <span className="feature-icon">
          <Building2 size={20} aria-hidden="true" />
        </span>
        <h2>{t('orgs.general')}</h2>
      </header>
      <form onSubmit={submit} noValidate className="password-form">
<OrgFields form={form} followName={false} />
        <Button type="submit" loading={busy}>
          {t('orgs.save')}
        </Button>
      </form>
    </section>
  );
}

function DangerSection({ org }: { org: OrganizationSummary }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await deleteOrg(org.id, typed);
      toast.success(t('orgs.deleted'));
      window.location.assign(window.location.pathname.replace(/\/settings\/organization$/, '/dashboard'));
    } catch (error) {
      showError(error, t);
      setBusy(false);
    }
  };
  return (
    <section className="card settings-section danger" aria-label={t('orgs.danger')}>
      <header>
        <span className="feature-icon danger-icon">
          <TriangleAlert size={20} aria-hidden="true" />
        </span>
        <div>
          <h2>{t('orgs.danger')}</h2>
          <p className="muted small">{t('orgs.deleteText')}</p>
        </div>
      </header>
      <Field label={t('orgs.deleteConfirm', { name: org.name })} name="confirmName" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
      <Button variant="danger" disabled={typed.trim() !== org.name} loading={busy} onClick={() => void remove()}>
        {t('orgs.delete')}
      </Button>
    </section>
  );
}
