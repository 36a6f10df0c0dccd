import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { orgFormSchema } from '@src/common/contracts/orgs';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { useForm } from '@client/lib/use-form';
import { OrgFields } from './org-fields';
import { useCreateOrg } from '../../../services/orgs';

export function CreateOrgDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateOrg();
  const form = useForm(orgFormSchema, { name: '', slug: '' });
  const submit = form.submit(async (input) => {
    await create.mutateAsync(input);
    toast.success(t('orgs.created'));
    onClose();
  });

  return (
    <Dialog open={open} onClose={onClose} title={t('orgs.createTitle')} closeLabel={t('common.close')}>
      <form onSubmit={submit} noValidate>
        <OrgFields form={form} />
        <Button type="submit" className="btn-block" loading={form.busy}>
          {t('orgs.createSubmit')}
        </Button>
      </form>
    </Dialog>
  );
}
