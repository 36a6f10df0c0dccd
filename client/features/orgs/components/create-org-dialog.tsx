import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { orgFormSchema } from '../../../../src/common/contracts/orgs';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { showError } from '../../../lib/errors';
import { useForm } from '../../auth/use-form';
import { OrgFields } from './org-fields';
import { createOrg, orgsQueryKey } from '../api/orgs';

export function CreateOrgDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm(orgFormSchema, { name: '', slug: '' });
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const input = form.validate();
    if (!input) return;
    setBusy(true);
    try {
      await createOrg(input.name, input.slug);
      // A new organization becomes the active one: everything org-scoped reloads.
      await queryClient.invalidateQueries();
      await queryClient.refetchQueries({ queryKey: orgsQueryKey });
      toast.success(t('orgs.created'));
      onClose();
    } catch (error) {
      showError(error, t);
    } finally {
      setBusy(false);
    }
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
