import { Captions, FileText, Film, Image as ImageIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AssetView, FolderView } from '@src/common/contracts/media';
import { languageFromName } from '@src/common/subtitle-files';
import { thumbnailUrl } from '../../../services/library/library';
import { formatBytes, formatDate, formatDuration } from '@client/lib/format';
import { AssetMenu, type AssetCommand } from './asset-menu';

interface Props {
  org: string;
  assets: AssetView[];
  folders: FolderView[];
  onCommand: (asset: AssetView, c: AssetCommand) => void;
}

/** A subtitles file's format, and its language when the name carries one (`aula.pt-BR.srt`): known without reading it. */
function subtitlesBadge(asset: AssetView): string {
  const language = languageFromName(asset.name);
  return [asset.contentType === 'text/vtt' ? 'VTT' : 'SRT', language].filter(Boolean).join(' · ');
}

function Thumb({ org, asset }: { org: string; asset: AssetView }) {
  const { t } = useTranslation();
  const Icon = asset.kind === 'video' ? Film : asset.kind === 'document' ? FileText : asset.kind === 'subtitles' ? Captions : ImageIcon;
  return (
    <span className="asset-thumb">
      {asset.hasThumbnail ? <img src={thumbnailUrl(org, asset.id)} alt="" loading="lazy" /> : <Icon size={28} aria-hidden="true" />}
      {asset.durationMs ? <span className="asset-duration">{formatDuration(asset.durationMs)}</span> : null}
      {asset.pageCount ? <span className="asset-duration">{t('library.pages', { count: asset.pageCount })}</span> : null}
      {asset.kind === 'subtitles' ? <span className="asset-duration">{subtitlesBadge(asset)}</span> : null}
    </span>
  );
}

export function AssetGrid({ org, assets, folders, onCommand }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="asset-grid" aria-label={t('library.title')}>
      {assets.map((a) => (
        <li key={a.id} className="asset-card" data-testid="asset">
          <button
            type="button"
            className="asset-open"
            onClick={() => onCommand(a, { type: 'preview' })}
            aria-label={`${t('library.preview')}: ${a.name}`}
          >
            <Thumb org={org} asset={a} />
          </button>
          <div className="asset-meta">
            <span className="asset-name" title={a.name}>
              {a.name}
            </span>
            <span className="muted small">
              {t(`library.kind_${a.kind}`)} · {formatBytes(a.size, i18n.language)}
            </span>
          </div>
          <AssetMenu asset={a} folders={folders} onCommand={onCommand} />
        </li>
      ))}
    </ul>
  );
}

export function AssetTable({ org, assets, folders, onCommand }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <table className="table asset-table" aria-label={t('library.title')}>
      <thead>
        <tr>
          <th scope="col">{t('library.name')}</th>
          <th scope="col">{t('library.type')}</th>
          <th scope="col" className="num">
            {t('library.size')}
          </th>
          <th scope="col">{t('library.duration')}</th>
          <th scope="col">{t('library.uploadedBy')}</th>
          <th scope="col">{t('library.date')}</th>
          <th scope="col">
            <span className="sr-only">{t('library.actions', { name: '' })}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {assets.map((a) => (
          <tr key={a.id} data-testid="asset">
            <td>
              <button type="button" className="asset-row-open" onClick={() => onCommand(a, { type: 'preview' })}>
                <Thumb org={org} asset={a} />
                <span className="asset-name">{a.name}</span>
              </button>
            </td>
            <td>{t(`library.kind_${a.kind}`)}</td>
            <td className="num">{formatBytes(a.size, i18n.language)}</td>
            <td>{a.durationMs ? formatDuration(a.durationMs) : '—'}</td>
            <td>{a.createdBy?.name ?? '—'}</td>
            <td>{formatDate(a.createdAt, i18n.language)}</td>
            <td>
              <AssetMenu asset={a} folders={folders} onCommand={onCommand} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
