import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { orgFormSchema, type OrganizationSummary } from '../../../../src/common/contracts/orgs';
import { Button } from '../../../components/ui/button';
import { useBusy } from '../../../lib/use-busy';
import { useForm } from '../../auth/use-form';
import { OrgFields } from './org-fields';
import { orgsQueryKey, updateOrg } from '../api/orgs';

/**
 * Onboarding's organization step: the default organization made with the
 * account, renamed here, so a new user never ends up with two.
 */
export function OnboardingOrgForm({ org, onDone }: { org: OrganizationSummary; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm(orgFormSchema, { name: org.name, slug: org.slug });
  const [busy, run] = useBusy(t);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const input = form.validate();
    if (!input) return;
    await run(async () => {
      await updateOrg(org.id, input);
      await queryClient.invalidateQueries({ queryKey: orgsQueryKey });
      onDone();
    });
  };
  return (
    <form onSubmit={submit} noValidate>
<OrgFields form={form} />
      <Button type="submit" className="btn-block" size="lg" loading={busy}>
        {t('orgs.continue')}
      </Button>
    </form>
  );
}
