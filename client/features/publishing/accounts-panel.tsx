// Connected accounts (decisions 057, 078): admins connect each real network the
// deployment has keys for through its OAuth page, and the test network, clearly
// labelled as one; everyone sees what is connected, and the panel says plainly
// when no real network is configured here. The network's answer comes back as
// ?connected= or ?connect_error= on this page and is said once as a toast.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Briefcase, Camera, FlaskConical, Music2, SquarePlay, Unplug, type LucideIcon } from 'lucide-react';
import {
  OAUTH_NETWORKS,
  type Network,
  type OAuthNetwork,
  type PublishStatusView,
  type SocialAccountView,
} from '@src/common/contracts/publishing';
import { Button, buttonClass } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/dialogs';
import { Field } from '@client/components/ui/field';
import { useConnect, useDisconnect } from './api';
import { usePublishT } from './messages';

export const NETWORK_ICONS: Record<Network, LucideIcon> = {
  test: FlaskConical,
  youtube: SquarePlay,
  tiktok: Music2,
  instagram: Camera,
  linkedin: Briefcase,
};

const CONNECT_ERRORS = [
  'publish_oauth_denied',
  'publish_oauth_state_invalid',
  'publish_oauth_state_expired',
  'publish_oauth_not_allowed',
  'publish_oauth_exchange_failed',
  'publish_oauth_profile_failed',
  'publish_oauth_unavailable',
] as const;

const isOAuthNetwork = (n: string | null): n is OAuthNetwork => (OAUTH_NETWORKS as readonly (string | null)[]).includes(n);

/** A link, not a call: the start answers a redirect to the network's consent page. */
const startUrl = (org: string, network: OAuthNetwork) => `/api/v1/orgs/${encodeURIComponent(org)}/publishing/oauth/${network}/start`;

/** Says the OAuth callback's outcome once, then takes it out of the address. */
function useConnectResult() {
  const { t } = usePublishT();
  const [params, setParams] = useSearchParams();
  const connected = params.get('connected');
  const error = params.get('connect_error');
  useEffect(() => {
    if (!connected && !error) return;
    if (isOAuthNetwork(connected)) toast.success(t('accounts.connectedNetwork', { network: t(`accounts.networks.${connected}`) }));
    const known = CONNECT_ERRORS.find((c) => c === error);
    if (known) toast.error(t(`accounts.connectErrors.${known}`));
    const next = new URLSearchParams(params);
    next.delete('connected');
    next.delete('connect_error');
    setParams(next, { replace: true });
  }, [connected, error, params, setParams, t]);
}

export function AccountsPanel({ org, status, isAdmin }: { org: string; status: PublishStatusView; isAdmin: boolean }) {
  const { t } = usePublishT();
  useConnectResult();
  const connect = useConnect(org);
  const disconnect = useDisconnect(org);
  const [name, setName] = useState(() => t('accounts.defaultName'));
  const [leaving, setLeaving] = useState<SocialAccountView | null>(null);
  const connectedTo = new Set(status.accounts.map((a) => a.network));
  const canConnectTest = status.networks.includes('test') && !connectedTo.has('test');
  const real = status.networks.filter(isOAuthNetwork);
  return (
    <section className="publish-panel" aria-labelledby="publish-accounts-title" data-testid="publish-accounts">
      <h2 id="publish-accounts-title">{t('accounts.title')}</h2>
      {real.length === 0 ? (
        <p className="muted small" role="note">
          {status.networks.length ? t('accounts.noNetwork') : t('accounts.noneAvailable')}
        </p>
      ) : null}
      {status.accounts.length === 0 ? <p className="muted">{t('accounts.none')}</p> : null}
      <ul className="publish-accounts">
        {status.accounts.map((a) => {
          const Icon = NETWORK_ICONS[a.network];
          return (
            <li key={a.id} className="publish-account" data-testid="publish-account" data-network={a.network}>
              <Icon size={18} aria-hidden="true" />
              <span className="publish-account-name">{a.displayName}</span>
              <span className="publish-badge">{a.network === 'test' ? t('accounts.testBadge') : t(`accounts.networks.${a.network}`)}</span>
              {isAdmin && isOAuthNetwork(a.network) && real.includes(a.network) ? (
                <a className={buttonClass('ghost', 'sm')} href={startUrl(org, a.network)}>
                  {t('accounts.reconnect')}
                </a>
              ) : null}
              {isAdmin ? (
                <Button variant="ghost" size="sm" icon={Unplug} onClick={() => setLeaving(a)}>
                  {t('accounts.disconnect')}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {real.some((n) => !connectedTo.has(n)) ? (
        isAdmin ? (
          <div className="publish-connect" data-testid="publish-connect-networks">
            <p className="muted small">{t('accounts.connectHint')}</p>
            {real
              .filter((n) => !connectedTo.has(n))
              .map((n) => {
                const Icon = NETWORK_ICONS[n];
                return (
                  <a key={n} className={buttonClass('primary', 'md')} href={startUrl(org, n)} data-testid={`publish-connect-${n}`}>
                    <Icon size={16} aria-hidden="true" /> {t('accounts.connectNetwork', { network: t(`accounts.networks.${n}`) })}
                  </a>
                );
              })}
          </div>
        ) : (
          <p className="muted small">{t('accounts.adminsOnly')}</p>
        )
      ) : null}
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
        ) : real.length === 0 ? (
          <p className="muted small">{t('accounts.adminsOnly')}</p>
        ) : null
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
