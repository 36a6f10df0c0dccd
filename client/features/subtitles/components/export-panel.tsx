// Export: the shown track as SRT or WebVTT (made here, downloaded at once), and
// the video with it burned in, rendered in the browser by the media engine with
// progress and cancel, saved to the library (resumable upload) and offered for
// download. Burning in is free: the work runs on the user's machine.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FileText, Flame, LibraryBig } from 'lucide-react';
import { paths } from '@src/common/routes';
import type { SubtitleTrack } from '@src/common/contracts/subtitles';
import { Button } from '@client/components/ui/button';
import { mediaClient } from '@client/media/client';
import type { Composition } from '@client/media/render/composition';
import { useVideoExport, VideoExportStatus } from '../../../services/library/video-export';
import { useSubtitlesT } from '../messages';
import { subtitleFiles } from '../model/files';
import { download } from '@client/lib/download';
import { useRecordDownload } from '@client/projects/api';
import { Panel } from '@client/components/ui/panel';
import { showError } from '@client/lib/errors';
import { useLocale } from '@client/lib/use-locale';
import { useSaveSubtitles } from '@client/services/library/save-export';
import { ShareButton } from '@client/services/share';
import type { AssetView } from '@src/common/contracts/media';

interface Props {
  org: string;
  /** The project the burnt-in MP4 is a render of (decision 071). */
  projectId: string;
  /** The project's name, for the files' names. */
  name: string;
  track: SubtitleTrack | null;
  /** The burn-in's composition, or null when there is nothing to burn. */
  build: () => Composition | null;
}

/** The subtitle files offered, with their MIME types. */
const FORMATS = [
  ['srt', 'application/x-subrip'],
  ['vtt', 'text/vtt'],
] as const;

const safeName = (name: string) => name.replace(/[\\/:*?"<>|]/g, ' ').trim() || 'subtitles';

export function ExportPanel({ org, projectId, name, track, build }: Props) {
  const { t } = useSubtitlesT();
  const { state, run, busy, cancel } = useVideoExport(org, projectId, t);
  const empty = !track || track.cues.length === 0;
  const base = `${safeName(name)}.${track?.language ?? ''}`;
  const files = track ? subtitleFiles(track) : null;
  const recordDownload = useRecordDownload(org, projectId);
  // An SRT or VTT is only downloaded: the project's activity is told its name (decision 071).
  const downloadFile = (ext: (typeof FORMATS)[number][0], type: string) => {
    if (!files) return;
    download(files[ext], `${base}.${ext}`, type);
    recordDownload(`${base}.${ext}`);
  };

  // Either file can also go to the library (decision 097): shared by link from there, kept with the project.
  const { t: tm } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const saveSubtitles = useSaveSubtitles(org, projectId);
  const [saving, setSaving] = useState<string | null>(null);
  // The file as the library keeps it: its Share (decision 098) makes a link of this very file.
  const [saved, setSaved] = useState<AssetView | null>(null);
  const saveFile = async (ext: (typeof FORMATS)[number][0], type: string) => {
    if (!files || saving) return;
    setSaving(ext);
    try {
      const { file, asset } = await saveSubtitles(new File([files[ext]], `${base}.${ext}`, { type }));
      setSaved(asset);
      toast.success(t('export.savedFile', { name: file.name }), {
        action: { label: t('export.openLibrary'), onClick: () => void navigate(paths.library(locale)) },
      });
    } catch (error) {
      showError(error, tm);
    } finally {
      setSaving(null);
    }
  };

  const burn = async () => {
    const composition = build();
    if (!composition) return;
    await run(`${base} subtitled.mp4`, (signal, onProgress) => mediaClient().run('render', composition, { signal, onProgress }));
  };

  return (
    <Panel className="st-panel" title={t('export.title')} data-testid="st-export">
      {empty ? <p className="muted small">{t('export.noCues')}</p> : null}
      <div className="st-row">
        {FORMATS.map(([ext, type]) => (
          <Button key={ext} variant="secondary" size="sm" icon={FileText} disabled={empty} onClick={() => downloadFile(ext, type)}>
            {t(`export.${ext}`)}
          </Button>
        ))}
      </div>
      <div className="st-row">
        {FORMATS.map(([ext, type]) => (
          <Button
            key={ext}
            variant="secondary"
            size="sm"
            icon={LibraryBig}
            disabled={empty || saving !== null}
            onClick={() => void saveFile(ext, type)}
          >
            {saving === ext ? t('export.saving') : t(`export.save_${ext}`)}
          </Button>
        ))}
      </div>
      {saved ? (
        <p className="small st-saved" role="status" data-testid="st-saved">
          {t('export.savedFile', { name: saved.name })} · <Link to={paths.library(locale)}>{t('export.openLibrary')}</Link>{' '}
          <ShareButton org={org} assets={[saved]} />
        </p>
      ) : null}
      <Button icon={Flame} disabled={empty || busy} onClick={() => void burn()}>
        {t('export.burn')}
      </Button>
      <VideoExportStatus state={state} t={t} onCancel={cancel} className="small st-progress" />
    </Panel>
  );
}
