import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssetView } from '@src/common/contracts/media';
import { Dialog } from '@client/components/ui/dialog';
import { contentUrl, thumbnailUrl } from '../../../services/library/library';
import { formatBytes, formatDate, formatDuration } from '@client/lib/format';
import { MediaAnalysis } from './media-analysis';
import { SubtitlesPreview } from './subtitles-preview';
import { TranscriptPanel } from './transcript-panel';

/** The video plays from the Worker with Range requests, so it seeks at once. */
export function PreviewDialog({ org, asset, onClose }: { org: string; asset: AssetView | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [broken, setBroken] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => setBroken(false), [asset?.id]);
  if (!asset) return null;
  const src = contentUrl(org, asset.id);
  const facts = [
    t(`library.kind_${asset.kind}`),
    formatBytes(asset.size, i18n.language),
    asset.width && asset.height ? `${asset.width}×${asset.height}` : null,
    asset.durationMs ? formatDuration(asset.durationMs) : null,
    asset.pageCount ? t('library.pages', { count: asset.pageCount }) : null,
    asset.createdBy?.name,
    formatDate(asset.createdAt, i18n.language),
  ].filter(Boolean);
  return (
    <Dialog open onClose={onClose} title={asset.name} closeLabel={t('common.close')}>
      {/* Subtitles are text, read on the dialog's own background rather than the players' black. */}
      <div className={asset.kind === 'subtitles' ? 'preview preview-text' : 'preview'}>
        {broken ? (
          <p className="muted">{t('library.previewUnavailable')}</p>
        ) : asset.kind === 'document' ? (
          // The browser's own PDF viewer, in a new tab: the first page's picture here when the maker drew one.
          <div className="preview-document" data-testid="preview-document">
            {asset.hasThumbnail ? <img src={thumbnailUrl(org, asset.id)} alt="" /> : null}
            <a className="btn btn-secondary btn-sm" href={src} target="_blank" rel="noopener">
              {t('library.openPdf')}
            </a>
          </div>
        ) : asset.kind === 'subtitles' ? (
          <SubtitlesPreview key={asset.id} src={src} name={asset.name} />
        ) : asset.kind === 'video' ? (
          <video ref={video} src={src} controls preload="metadata" onError={() => setBroken(true)} data-testid="preview-video" />
        ) : (
          <img src={src} alt={asset.name} onError={() => setBroken(true)} data-testid="preview-image" />
        )}
      </div>
      <p className="muted small">{facts.join(' · ')}</p>
      {asset.kind === 'video' && !broken ? (
        <TranscriptPanel
          key={`t-${asset.id}`}
          org={org}
          assetId={asset.id}
          assetName={asset.name}
          src={src}
          durationMs={asset.durationMs}
          video={video}
        />
      ) : null}
      {asset.kind === 'video' && !broken ? <MediaAnalysis key={asset.id} src={src} /> : null}
    </Dialog>
  );
}
