// Connected accounts (decision 057): admins connect the test network, clearly
// labelled as one; everyone sees what is connected and that no real network is.
import { useState } from 'react';
import { toast } from 'sonner';
import { FlaskConical, Unplug } from 'lucide-react';
import type { PublishStatusView, SocialAccountView } from '@src/common/contracts/publishing';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/dialogs';
import { Field } from '@client/components/ui/field';
import { useConnect, useDisconnect } from './api';
import { usePublishT } from './messages';

export function AccountsPanel({ org, status, isAdmin }: { org: string; status: PublishStatusView; isAdmin: boolean }) {
  const { t } = usePublishT();
  const connect = useConnect(org);
  const disconnect = useDisconnect(org);
  const [name, setName] = useState(() => t('accounts.defaultName'));
  const [leaving, setLeaving] = useState<SocialAccountView | null>(null);
  const canConnectTest = status.networks.includes('test') && !status.accounts.some((a) => a.network === 'test');
  return (
    <section className="publish-panel" aria-labelledby="publish-accounts-title" data-testid="publish-accounts">
      <h2 id="publish-accounts-title">{t('accounts.title')}</h2>
      <p className="muted small" role="note">
        {status.networks.length ? t('accounts.noNetwork') : t('accounts.noneAvailable')}
      </p>
      {status.accounts.length === 0 ? <p className="muted">{t('accounts.none')}</p> : null}
      <ul className="publish-accounts">
        {status.accounts.map((a) => (
          <li key={a.id} className="publish-account" data-testid="publish-account">
            <FlaskConical size={18} aria-hidden="true" />
            <span className="publish-account-name">{a.displayName}</span>
            <span className="publish-badge">{t('accounts.testBadge')}</span>
            {isAdmin ? (
              <Button variant="ghost" size="sm" icon={Unplug} onClick={() => setLeaving(a)}>
                {t('accounts.disconnect')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {canConnectTest ? (
        isAdmin ? (
          <form
            className="publish-connect"
            onSubmit={(e) => {
              e.preventDefault();
              connect.mutate({ network: 'test', displayName: name }, { onSuccess: () => toast.success(t('accounts.connected')) });
            }}
          >
            <p className="muted small">
              <strong>{t('accounts.testNetwork')}</strong> · {t('accounts.testHint')}
            </p>
            <Field label={t('accounts.name')} value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
            <Button type="submit" icon={FlaskConical} loading={connect.isPending}>
              {t('accounts.connect')}
            </Button>
          </form>
        ) : (
          <p className="muted small">{t('accounts.adminsOnly')}</p>
        )
      ) : null}
      <ConfirmDialog
        open={leaving !== null}
        title={t('accounts.disconnectTitle')}
        text={t('accounts.disconnectText')}
        confirmLabel={t('accounts.disconnect')}
        onClose={() => setLeaving(null)}
        onConfirm={async () => {
          await disconnect.mutateAsync(leaving!.id);
          toast.success(t('accounts.disconnected'));
        }}
      />
    </section>
  );
}
