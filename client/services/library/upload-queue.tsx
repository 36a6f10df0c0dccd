import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Pause, Play, RotateCcw, X } from 'lucide-react';
import { Progress } from '@client/components/ui/progress';
import { formatBytes, formatDuration } from '@client/lib/format';
import { resume, uploadsStore, type AddOptions, type QueueItem } from './upload/uploads-store';
import { IconButton } from '@client/components/ui/icon-button';

function Row({ item, opts }: { item: QueueItem; opts: AddOptions }) {
  const { t, i18n } = useTranslation();
  const snap = item.task?.snapshot;
  const status = item.error && !snap ? 'failed' : item.preparing || !snap ? 'preparing' : snap.status;
  const error = item.error ?? snap?.error;
  const value = snap ? snap.loaded / Math.max(1, snap.size) : null;
  const details: string[] = [];
  if (snap) details.push(`${formatBytes(snap.loaded, i18n.language)} / ${formatBytes(snap.size, i18n.language)}`);
  if (status === 'uploading' && snap?.speed) details.push(t('library.speed', { speed: formatBytes(snap.speed, i18n.language) }));
  if (status === 'uploading' && snap?.etaSeconds != null) details.push(t('library.eta', { time: formatDuration(snap.etaSeconds * 1000) }));
  // A file refused for what it is (its bytes or its size) fails again on retry.
  const refused = error === 'unsupported_media_type' || error === 'upload_too_large';
  const settled = status === 'done' || status === 'cancelled' || (status === 'failed' && (!snap || refused));
  return (
    <li className="upload-row" data-status={status}>
      <div className="upload-row-top">
        <span className="upload-name" title={item.name}>
          {item.name}
        </span>
        <span className={`badge${status === 'done' ? ' badge-success' : status === 'failed' ? ' badge-danger' : ''}`}>
          {t(`library.${status}`)}
        </span>
      </div>
      <Progress
        value={status === 'preparing' || status === 'completing' ? null : value}
        label={t('library.progress', { name: item.name })}
      />
      <div className="upload-row-bottom">
        <span className="muted small" aria-live="polite">
          {error ? t(`errors.${error}`, { defaultValue: t('errors.generic') }) : details.join(' · ')}
          {item.resumed && status === 'uploading' ? ` · ${t('library.resumedFrom')}` : ''}
        </span>
        <span className="row-actions">
          {status === 'uploading' ? <IconButton label={t('library.pause')} icon={Pause} onClick={() => item.task?.pause()} /> : null}
          {status === 'paused' || (status === 'failed' && snap && !refused) ? (
            <button
              type="button"
              className="icon-btn"
              aria-label={status === 'paused' ? t('library.resume') : t('library.retry')}
              title={status === 'paused' ? t('library.resume') : t('library.retry')}
              onClick={() => void resume(item, opts)}
            >
              {status === 'paused' ? <Play size={16} aria-hidden="true" /> : <RotateCcw size={16} aria-hidden="true" />}
            </button>
          ) : null}
          {settled ? (
            <button
              type="button"
              className="icon-btn"
              aria-label={t('library.dismiss')}
              title={t('library.dismiss')}
              onClick={() => uploadsStore.dismiss(item.key)}
            >
              <X size={16} aria-hidden="true" />
            </button>
          ) : status !== 'preparing' && status !== 'completing' ? (
            <button
              type="button"
              className="icon-btn"
              aria-label={t('library.cancelUpload')}
              title={t('library.cancelUpload')}
              onClick={() => void item.task?.cancel()}
            >
              <X size={16} aria-hidden="true" />
            </button>
          ) : null}
        </span>
      </div>
    </li>
  );
}

/** The uploads of this page, each with its bar, speed, time left and controls. */
export function UploadQueue({ opts }: { opts: AddOptions }) {
  const { t } = useTranslation();
  const items = useSyncExternalStore(uploadsStore.subscribe, uploadsStore.get, uploadsStore.get);
  if (items.length === 0) return null;
  return (
    <section className="card upload-queue" aria-label={t('library.uploads')}>
      <h2 className="section-title">{t('library.uploads')}</h2>
      <ul className="upload-list">
        {items.map((item) => (
          <Row key={item.key} item={item} opts={opts} />
        ))}
      </ul>
    </section>
  );
}
