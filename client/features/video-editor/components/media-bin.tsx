// The media bin: the library's videos and images (and files dropped on it or
// chosen here, uploaded with their progress shown), each added to the timeline
// at the playhead by a click or Enter (a video's sound alone onto an audio
// track by its note button); and a text to add.
import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Film, ImageIcon, Music, Plus, Type, Upload } from 'lucide-react';
import type { AssetView } from '@src/common/contracts/media';
import { Button } from '@client/components/ui/button';
import { formatDuration } from '@client/lib/format';
import { assetsQuery, libraryKey, thumbnailUrl } from '../../../services/library/library';
import { UploadQueue } from '../../../services/library/upload-queue';
import { useUploadFiles } from '../../../services/library/use-upload';
import { useVideoEditorT } from '../messages';

/** What a file dragged from the bin carries to the timeline. */
export const ASSET_MIME = 'application/x-palco-asset';

interface Props {
  org: string;
  /** `soundOnly`: the video's sound on an audio track. */
  onAdd: (asset: AssetView, soundOnly?: boolean) => void;
  onAddText: () => void;
}

export function MediaBin({ org, onAdd, onAddText }: Props) {
  const { t } = useVideoEditorT();
  const { t: tm } = useTranslation();
  const client = useQueryClient();
  const [kind, setKind] = useState<'video' | 'image'>('video');
  const assets = useQuery({ ...assetsQuery(org, { kind }), enabled: Boolean(org) });
  const input = useRef<HTMLInputElement>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: libraryKey(org) });
  const upload = useUploadFiles(org, tm, refresh);
  const list = assets.data ?? [];
  return (
    <section
      className="ve-panel ve-bin"
      aria-labelledby="ve-bin-title"
      data-testid="ve-bin"
      onDragOver={(e) => {
        if (e.dataTransfer.types.includes('Files')) e.preventDefault();
      }}
      onDrop={(e) => {
        if (!e.dataTransfer.files.length) return;
        e.preventDefault();
        void upload([...e.dataTransfer.files]);
      }}
    >
      <h2 className="ve-panel-title" id="ve-bin-title">
        {t('bin.title')}
      </h2>
      <div className="ve-bin-tabs" role="tablist">
        {(['video', 'image'] as const).map((k) => (
          <button key={k} type="button" role="tab" aria-selected={kind === k} className="clip-tab" onClick={() => setKind(k)}>
            {k === 'video' ? <Film size={14} aria-hidden="true" /> : <ImageIcon size={14} aria-hidden="true" />}{' '}
            {t(k === 'video' ? 'bin.videos' : 'bin.images')}
          </button>
        ))}
      </div>
      <div className="ve-bin-actions">
        <Button size="sm" variant="secondary" icon={Upload} onClick={() => input.current?.click()}>
          {t('bin.upload')}
        </Button>
        <Button size="sm" variant="secondary" icon={Type} onClick={onAddText}>
          {t('bin.addText')}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          multiple
          accept="video/mp4,video/webm,video/ogg,video/quicktime,image/png,image/jpeg,image/webp,image/svg+xml"
          data-testid="ve-upload"
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            void upload(files);
          }}
        />
      </div>
      <UploadQueue opts={{ org, folderId: null, onDone: refresh }} />
      {list.length === 0 && !assets.isPending ? <p className="muted small">{t('bin.empty')}</p> : null}
      <ul className="ve-bin-list">
        {list.map((a) => (
          <li key={a.id}>
            <button
              type="button"
              className="ve-bin-item"
              onClick={() => onAdd(a)}
              aria-label={t('bin.add', { name: a.name })}
              title={a.name}
              draggable
              onDragStart={(e) => {
                e.dataTransfer.setData(ASSET_MIME, JSON.stringify({ id: a.id, kind: a.kind, durationMs: a.durationMs }));
                e.dataTransfer.effectAllowed = 'copy';
              }}
            >
              <span className="ve-bin-thumb">
                {a.hasThumbnail || a.kind === 'image' ? (
                  <img src={thumbnailUrl(org, a.id)} alt="" loading="lazy" draggable={false} />
                ) : (
                  <Film size={18} aria-hidden="true" />
                )}
              </span>
              <span className="ve-bin-name">{a.name}</span>
              <span className="muted small">{a.durationMs ? formatDuration(a.durationMs) : ''}</span>
              <Plus size={14} aria-hidden="true" />
            </button>
            {a.kind === 'video' ? (
              <button
                type="button"
                className="ve-bin-sound"
                onClick={() => onAdd(a, true)}
                aria-label={t('bin.addSound', { name: a.name })}
                title={t('bin.addSound', { name: a.name })}
              >
                <Music size={14} aria-hidden="true" />
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
