import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { orgFormSchema } from '../../../../src/common/contracts/orgs';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useBusy } from '../../../lib/use-busy';
import { useForm } from '../../auth/use-form';
import { OrgFields } from './org-fields';
import { createOrg, orgsQueryKey } from '../api/orgs';

export function CreateOrgDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm(orgFormSchema, { name: '', slug: '' });
  const [busy, run] = useBusy(t);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const input = form.validate();
    if (!input) return;
    await run(async () => {
      await createOrg(input.name, input.slug);
      // A new organization becomes the active one: everything org-scoped reloads.
      await queryClient.invalidateQueries();
      await queryClient.refetchQueries({ queryKey: orgsQueryKey });
      toast.success(t('orgs.created'));
      onClose();
    });
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('orgs.createTitle')} closeLabel={t('common.close')}>
      <form onSubmit={submit} noValidate>
<OrgFields form={form} />
        <Button type="submit" className="btn-block" loading={busy}>
          {t('orgs.createSubmit')}
        </Button>
      </form>
    </Dialog>
  );
}
