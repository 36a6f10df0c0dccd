// The organization's share links with their counts, expiry and state; each can
// be copied again or revoked (decision 053).
import { useState } from 'react';
import { toast } from 'sonner';
import { Copy, Film, Image as ImageIcon, Link2Off, Captions } from 'lucide-react';
import { shareState, type ShareView } from '@src/common/contracts/shares';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/dialogs';
import { formatDate } from '@client/lib/format';
import { useRevokeShare, useShareLink } from './api';
import { useShareT } from './messages';

export function SharesList({ org, shares }: { org: string; shares: ShareView[] }) {
  const { t } = useShareT();
  const revoke = useRevokeShare(org);
  const [revoking, setRevoking] = useState<ShareView | null>(null);
  return (
    <>
      <ul className="shares-list" data-testid="shares-list">
        {shares.map((s) => (
          <ShareRow key={s.id} share={s} onRevoke={() => setRevoking(s)} />
        ))}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        title={t('list.revokeTitle')}
        text={t('list.revokeText')}
        confirmLabel={t('list.revoke')}
        onClose={() => setRevoking(null)}
        onConfirm={async () => {
          await revoke.mutateAsync(revoking!.id);
          toast.success(t('list.revoked'));
        }}
      />
    </>
  );
}

function ShareRow({ share, onRevoke }: { share: ShareView; onRevoke: () => void }) {
  const { t, i18n } = useShareT();
  const link = useShareLink(share);
  const state = shareState(share);
  const first = share.files[0];
  const Icon = first?.kind === 'image' ? ImageIcon : first?.kind === 'subtitles' ? Captions : Film;
  const facts = [
    t('list.views', { count: share.views }),
    t('list.downloads', { count: share.downloads }),
    share.expiresAt ? t('list.expires', { date: formatDate(share.expiresAt, i18n.language) }) : t('list.noExpiry'),
    share.hasPassword ? t('list.protected') : null,
    share.allowDownload ? t('list.downloadable') : null,
  ].filter(Boolean);
  return (
    <li className="share-row" data-testid="share-row" data-state={state}>
      <Icon size={20} aria-hidden="true" className="share-row-icon" />
      <div className="share-row-main">
        <p className="share-row-name">
          {share.files.map((f) => f.name).join(', ') || t('list.deletedFile')}
          <span className={`share-state share-state-${state}`}>{t(`list.state.${state}`)}</span>
        </p>
        {share.caption ? <p className="share-row-caption muted small">{share.caption}</p> : null}
        <p className="muted small" data-testid="share-facts">
          {facts.join(' · ')}
        </p>
      </div>
      {state === 'active' ? (
        <div className="share-row-actions">
          <Button
            variant="ghost"
            size="sm"
            icon={Copy}
            onClick={() =>
              void navigator.clipboard.writeText(link).then(
                () => toast.success(t('copied')),
                () => toast.error(t('copyFailed')),
              )
            }
          >
            {t('copy')}
          </Button>
          <Button variant="danger" size="sm" icon={Link2Off} onClick={onRevoke}>
            {t('list.revoke')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
