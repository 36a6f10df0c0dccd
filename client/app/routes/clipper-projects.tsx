// The viral clipper's projects: each long video being cut, with its length,
// analysis state, clip count and date; a new one starts from a library video,
// or from a file from the computer, whose upload and analysis then start
// together (the analysis reads the local file), and opens straight into it.
import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Film, Upload } from 'lucide-react';
import { toast } from 'sonner';
import { newClipDocument, type ClipDocument } from '@src/common/contracts/clip';
import { declaredType, kindOf } from '@src/common/contracts/media';
import { Button } from '@client/components/ui/button';
import { useClipCredits } from '@client/features/clipper/api';
import { useClipperT } from '@client/features/clipper/messages';
import { libraryKey } from '@client/services/library/library';
import { sendFiles } from '@client/services/library/upload/send';
import { formatDuration } from '@client/lib/format';
import { ThumbnailCover } from '@client/projects/covers';
import { NewFromVideo, ProjectsPage, useProjectsPage } from '@client/projects/projects-page';

export function Component() {
  const { t } = useClipperT();
  const { t: tm } = useTranslation();
  const page = useProjectsPage('clip', t);
  const { org } = page;
  const { price } = useClipCredits(org);
  const client = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  // A failure is said by the mutation's own toast; nothing more to do here.
  const open = (document: ClipDocument, name: string) =>
    void page.create(name.replace(/\.[^.]+$/, '').slice(0, 100) || name, document).catch(() => {});

  // A file from the computer: its upload starts, and the project opens on it as soon as the upload
  // exists, so the analysis reads the local file while the bytes go (the spec's type and size rule first).
  const fromFile = (file: File | undefined) => {
    if (!file || !org) return;
    // An image, a PDF or a subtitles file is not a video to cut (an unknown type is refused by the uploader itself).
    const kind = kindOf(declaredType(file.name, file.type));
    if (kind !== null && kind !== 'video') return void toast.error(t('notVideo', { name: file.name }));
    void sendFiles(
      [file],
      {
        org,
        folderId: null,
        onDone: () => void client.invalidateQueries({ queryKey: libraryKey(org) }),
        onCreated: (upload, _file, probe) => {
          if (kindOf(upload.type) !== 'video') return;
          open(newClipDocument({ uploadId: upload.id, name: file.name, durationMs: probe.durationMs ?? 1 }), file.name);
        },
      },
      tm,
    );
  };

  return (
    <ProjectsPage
      page={page}
      pageProps={{
        className: dragging ? 'is-dragging' : undefined,
        onDragOver: (e) => {
          if (!e.dataTransfer.types.includes('Files')) return;
          e.preventDefault();
          setDragging(true);
        },
        onDragLeave: (e) => {
          if (e.currentTarget === e.target) setDragging(false);
        },
        onDrop: (e) => {
          if (!e.dataTransfer.files.length) return;
          e.preventDefault();
          setDragging(false);
          fromFile(e.dataTransfer.files[0]);
        },
      }}
      emptyTestId="clipper-empty"
      emptyHint={t('emptyHint', { price: price ?? '…' })}
      coverClassName="clip-cover"
      duplicate={false}
      cover={(p) => (
        <ThumbnailCover org={org} assetId={p.summary.sourceAssetId} icon={<Film size={28} aria-hidden="true" />}>
          <span className="clip-state" data-state={p.summary.sourceAssetId ? p.summary.state : 'uploading'}>
            {p.summary.sourceAssetId ? t(`states.${p.summary.state}`) : t('uploadingState')}
          </span>
        </ThumbnailCover>
      )}
      card={(p) => ({ count: p.summary.clipCount, clips: p.summary.clipCount, duration: formatDuration(p.summary.durationMs) })}
      newProject={
        <NewFromVideo
          page={page}
          onPick={(asset) => open(newClipDocument({ assetId: asset.id, name: asset.name, durationMs: asset.durationMs ?? 1 }), asset.name)}
        />
      }
    >
      <div className="clip-drop" data-testid="clipper-drop">
        <Button variant="secondary" size="sm" icon={Upload} iconSize={16} disabled={!org} onClick={() => fileInput.current?.click()}>
          {t('fromFile')}
        </Button>
        <span className="muted small">{t('dropHint')}</span>
        <input
          ref={fileInput}
          type="file"
          accept="video/mp4,video/webm,video/ogg,video/quicktime,.mp4,.webm,.ogg,.ogv,.mov"
          hidden
          data-testid="clipper-file"
          onChange={(e) => {
            fromFile(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
    </ProjectsPage>
  );
}
