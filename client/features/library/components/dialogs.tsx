import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssetView } from '../../../../src/common/contracts/media';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { contentUrl } from '../api/library';
import { formatBytes, formatDate, formatDuration } from '../format';

/** The video plays from the Worker with Range requests, so it seeks at once. */
export function PreviewDialog({ org, asset, onClose }: { org: string; asset: AssetView | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [broken, setBroken] = useState(false);
  useEffect(() => setBroken(false), [asset?.id]);
  if (!asset) return null;
  const src = contentUrl(org, asset.id);
  const facts = [
    t(`library.kind_${asset.kind}`),
    formatBytes(asset.size, i18n.language),
    asset.width && asset.height ? `${asset.width}×${asset.height}` : null,
    asset.durationMs ? formatDuration(asset.durationMs) : null,
    asset.createdBy?.name,
    formatDate(asset.createdAt, i18n.language),
  ].filter(Boolean);
  return (
    <Dialog open onClose={onClose} title={asset.name} closeLabel={t('common.close')}>
      <div className="preview">
        {broken ? (
          <p className="muted">{t('library.previewUnavailable')}</p>
        ) : asset.kind === 'video' ? (
          <video src={src} controls preload="metadata" onError={() => setBroken(true)} data-testid="preview-video" />
        ) : (
          <img src={src} alt={asset.name} onError={() => setBroken(true)} data-testid="preview-image" />
        )}
      </div>
      <p className="muted small">{facts.join(' · ')}</p>
    </Dialog>
  );
}

interface NameDialogProps {
  open: boolean;
  title: string;
  label: string;
  initial: string;
  submitLabel: string;
  onClose: () => void;
  onSubmit: (name: string) => Promise<void>;
}

/** One text field, for renaming a file and for naming a folder. */
export function NameDialog({ open, title, label, initial, submitLabel, onClose, onSubmit }: NameDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setName(initial);
      setError(undefined);
    }
  }, [open, initial]);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError(t('validation.nameRequired'));
    setBusy(true);
    try {
      await onSubmit(name.trim());
      onClose();
    } catch {
      /* the caller showed the error */
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} title={title} closeLabel={t('common.close')}>
      <form onSubmit={submit} noValidate>
        <Field label={label} value={name} error={error} autoFocus maxLength={200} onChange={(e) => setName(e.target.value)} />
        <div className="dialog-footer">
          <Button variant="ghost" onClick={onClose}>
            {t('library.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export function ConfirmDialog({ open, title, text, confirmLabel, onClose, onConfirm }: { open: boolean; title: string; text: string; confirmLabel: string; onClose: () => void; onConfirm: () => Promise<void> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={text}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('library.cancel')}
          </Button>
          <Button
            variant="danger"
            loading={busy}
            onClick={async () => {
              setBusy(true);
              try {
                await onConfirm();
                onClose();
              } catch {
                /* shown by the caller */
              } finally {
                setBusy(false);
              }
            }}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {null}
    </Dialog>
  );
}
