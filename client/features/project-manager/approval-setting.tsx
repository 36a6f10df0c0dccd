// The organization's approval rule (decision 055), a switch on the board for
// admins and owners: when on, share links and final exports ask for an approved
// project (the server's requiresApproval / isApproved). Members do not see it;
// the server refuses them anyway.
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Checkbox } from '@client/components/ui/field';
import { reviewSettingsQuery, useSetReviewSettings } from './api';
import { usePmT } from './messages';

export function ApprovalSetting({ org }: { org: string }) {
  const { t } = usePmT();
  const settings = useQuery({ ...reviewSettingsQuery(org), enabled: Boolean(org) });
  const set = useSetReviewSettings(org);
  return (
    <Checkbox
      label={t('settings.requireApproval')}
      checked={settings.data?.requireApproval ?? false}
      disabled={!settings.data || set.isPending}
      onChange={(e) => set.mutate({ requireApproval: e.target.checked }, { onSuccess: () => toast.success(t('settings.saved')) })}
    />
  );
}
