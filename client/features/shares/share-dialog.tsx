// "Share" on library files (decision 053): caption, download, expiry and an
// optional password; then the link, with Copy, WhatsApp and, on phones, the
// file itself through the system share sheet.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssetView } from '@src/common/contracts/media';
import { createShareSchema, SHARE_CAPTION_MAX, SHARE_EXPIRIES, type ShareExpiry, type ShareView } from '@src/common/contracts/shares';
import { Dialog } from '@client/components/ui/dialog';
import { Button } from '@client/components/ui/button';
import { Checkbox, Field } from '@client/components/ui/field';
import { OptionsField } from '@client/components/ui/options';
import { useCreateShare } from './api';
import { useShareT } from './messages';
import { ShareLinkActions } from './share-link-actions';
import { ShareFileLabel } from './share-file-label';

export interface ShareDialogProps {
  org: string;
  /** The files the link shows, in order (a carousel's images); null keeps the dialog closed. */
  assets: AssetView[] | null;
  /** What the title names instead of the first file's name (an editor's project, for several files). */
  title?: string;
  /** Reads a file's bytes for the system share sheet. */
  fileUrl: (assetId: string) => string;
  onClose: () => void;
}

export function ShareDialog({ org, assets, title, fileUrl, onClose }: ShareDialogProps) {
  const { t } = useShareT();
  const common = useTranslation().t;
  const [made, setMade] = useState<ShareView | null>(null);
  const key = assets?.map((a) => a.id).join(',') ?? '';
  useEffect(() => setMade(null), [key]);
  if (!assets || assets.length === 0) return null;
  const close = () => {
    setMade(null);
    onClose();
  };
  return (
    <Dialog
      open
      onClose={close}
      title={t('dialogTitle', { name: title || assets[0]!.name })}
      description={t('dialogText')}
      closeLabel={common('common.close')}
    >
      {assets.map((a) => (
        <ShareFileLabel key={a.id} file={a} />
      ))}
      {made ? (
        <ShareLinkActions share={made} assets={assets} fileUrl={fileUrl} onDone={close} />
      ) : (
        <ShareForm org={org} assets={assets} onMade={setMade} />
      )}
    </Dialog>
  );
}

function ShareForm({ org, assets, onMade }: { org: string; assets: AssetView[]; onMade: (s: ShareView) => void }) {
  const { t } = useShareT();
  const common = useTranslation().t;
  const create = useCreateShare(org);
  const [caption, setCaption] = useState('');
  const [allowDownload, setAllowDownload] = useState(true);
  const [expiresIn, setExpiresIn] = useState<ShareExpiry>('7d');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = createShareSchema.safeParse({ assetIds: assets.map((a) => a.id), caption, allowDownload, expiresIn, password });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), common(`errors.${i.message}`)])));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, { onSuccess: onMade });
  };

  return (
    <form onSubmit={submit} noValidate className="share-form" data-testid="share-form">
      <div className={`field${errors.caption ? ' field-invalid' : ''}`}>
        <label htmlFor="share-caption">{t('caption')}</label>
        <textarea
          id="share-caption"
          className="input textarea"
          rows={3}
          maxLength={SHARE_CAPTION_MAX + 100}
          value={caption}
          aria-invalid={errors.caption ? true : undefined}
          aria-describedby="share-caption-note"
          onChange={(e) => setCaption(e.target.value)}
        />
        <p id="share-caption-note" className={errors.caption ? 'field-error' : 'field-hint'}>
          {errors.caption ?? t('captionHint')}
        </p>
      </div>
      <Checkbox label={t('allowDownload')} checked={allowDownload} onChange={(e) => setAllowDownload(e.target.checked)} />
      <OptionsField
        label={t('expiry')}
        value={expiresIn}
        values={SHARE_EXPIRIES}
        name={(v) => t(`expiries.${v}`)}
        onChange={setExpiresIn}
      />
      <Field
        label={t('password')}
        type="password"
        autoComplete="new-password"
        value={password}
        hint={t('passwordHint')}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {errors.assetIds ? <p className="field-error">{errors.assetIds}</p> : null}
      <div className="dialog-footer">
        <Button type="submit" loading={create.isPending}>
          {t('create')}
        </Button>
      </div>
    </form>
  );
}
