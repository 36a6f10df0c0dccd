// The organization's storage against its quota, as a bar (product-decisions
// section 4): what counts is what an upload is checked against.
import { useQuery } from '@tanstack/react-query';
import { Progress } from '@client/components/ui/progress';
import { Spinner } from '@client/components/ui/spinner';
import { formatBytes } from '@client/lib/format';
import { useNamespace } from '@client/lib/i18n-namespace';
import { storageQuery } from '../api/storage';
import { STORAGE_MESSAGES } from '../messages';

export function StorageBar({ org }: { org: string }) {
  const { t, i18n } = useNamespace('storage', STORAGE_MESSAGES);
  const storage = useQuery({ ...storageQuery(org), enabled: Boolean(org) });
  const s = storage.data;
  const size = (n: number) => formatBytes(n, i18n.language);
  const share = s ? s.usedBytes / s.quotaBytes : 0;
  return (
    <section className={`card settings-section storage-bar${share >= 1 ? ' full' : ''}`} aria-labelledby="storage-title">
      <h2 id="storage-title">{t('title')}</h2>
      {!s ? (
        <Spinner label={t('loading')} />
      ) : (
        <>
          <Progress value={share} label={t('title')} />
          <p data-testid="storage-used">{t('used', { used: size(s.usedBytes), quota: size(s.quotaBytes) })}</p>
          <p className="muted small">
            {t('parts', { media: size(s.media), uploading: size(s.uploading), projects: size(s.projects), fonts: size(s.fonts) })}
          </p>
          {share >= 1 ? (
            <p className="notice" role="alert">
              {t('full')}
            </p>
          ) : share >= 0.9 ? (
            <p className="notice" role="note">
              {t('nearlyFull')}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
