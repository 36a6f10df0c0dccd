import { useTranslation } from 'react-i18next';
import { orgFormSchema, type OrganizationSummary } from '@src/common/contracts/orgs';
import { Button } from '@client/components/ui/button';
import { useForm } from '@client/lib/use-form';
import { OrgFields } from './org-fields';
import { useUpdateOrg } from '../../../services/orgs';

/**
 * Onboarding's organization step: the default organization made with the
 * account, renamed here, so a new user never ends up with two.
 */
export function OnboardingOrgForm({ org, onDone }: { org: OrganizationSummary; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateOrg(org.id);
  const form = useForm(orgFormSchema, { name: org.name, slug: org.slug });
  const submit = form.submit(async (input) => {
    await update.mutateAsync(input);
    onDone();
  });
  return (
    <form onSubmit={submit} noValidate>
      <OrgFields form={form} />
      <Button type="submit" className="btn-block" size="lg" loading={form.busy}>
        {t('orgs.continue')}
      </Button>
    </form>
  );
}
