// Export: the shown track as SRT or WebVTT (made here, downloaded at once), and
// the video with it burned in, rendered in the browser by the media engine with
// progress and cancel, saved to the library (resumable upload) and offered for
// download. Burning in is free: the work runs on the user's machine.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Download, FileText, Flame } from 'lucide-react';
import type { SubtitleTrack } from '@src/common/contracts/subtitles';
import { Button } from '@client/components/ui/button';
import { Progress } from '@client/components/ui/progress';
import { isCancellation, showError } from '@client/lib/errors';
import { mediaClient } from '@client/media/client';
import type { Composition } from '@client/media/render/composition';
import { useSaveExport } from '../../../services/library/save-export';
import { useSubtitlesT } from '../messages';
import { subtitleFiles } from '../model/files';
import { download } from '@client/lib/download';
import { Panel } from '@client/components/ui/panel';

interface Props {
  org: string;
  /** The project's name, for the files' names. */
  name: string;
  track: SubtitleTrack | null;
  /** The burn-in's composition, or null when there is nothing to burn. */
  build: () => Composition | null;
}

type State = { step: 'idle' } | { step: 'rendering' | 'saving'; progress: number } | { step: 'done'; url: string; fileName: string };

const safeName = (name: string) => name.replace(/[\\/:*?"<>|]/g, ' ').trim() || 'subtitles';

export function ExportPanel({ org, name, track, build }: Props) {
  const { t } = useSubtitlesT();
  const { t: tm } = useTranslation();
  const saveExport = useSaveExport(org);
  const [state, setState] = useState<State>({ step: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => () => (state.step === 'done' ? URL.revokeObjectURL(state.url) : undefined), [state]);
  const empty = !track || track.cues.length === 0;
  const base = `${safeName(name)}.${track?.language ?? ''}`;
  const files = track ? subtitleFiles(track) : null;

  const burn = async () => {
    const composition = build();
    if (!composition) return;
    const controller = new AbortController();
    abort.current = controller;
    setState({ step: 'rendering', progress: 0 });
    try {
      const out = await mediaClient().run('render', composition, {
        signal: controller.signal,
        onProgress: (d, n) => setState({ step: 'rendering', progress: n ? d / n : 0 }),
      });
      const fileName = `${base} subtitled.mp4`;
      setState({ step: 'saving', progress: 0 });
      const { file } = await saveExport(out, fileName, (l, s) => setState({ step: 'saving', progress: s ? l / s : 0 }));
      setState({ step: 'done', url: URL.createObjectURL(file), fileName });
      toast.success(t('export.done'));
    } catch (error) {
      setState({ step: 'idle' });
      if (isCancellation(error)) toast(t('export.cancelled'));
      else showError(error, tm);
    }
  };

  const busy = state.step === 'rendering' || state.step === 'saving';
  const percent = busy ? Math.round(state.progress * 100) : 0;
  const progressText = busy ? t(state.step === 'rendering' ? 'export.rendering' : 'export.saving', { percent }) : '';
  return (
    <Panel className="st-panel" title={t('export.title')} data-testid="st-export">
      {empty ? <p className="muted small">{t('export.noCues')}</p> : null}
      <div className="st-row">
        <Button
          variant="secondary"
          size="sm"
          icon={<FileText size={14} aria-hidden="true" />}
          disabled={empty}
          onClick={() => files && download(files.srt, `${base}.srt`, 'application/x-subrip')}
        >
          {t('export.srt')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          icon={<FileText size={14} aria-hidden="true" />}
          disabled={empty}
          onClick={() => files && download(files.vtt, `${base}.vtt`, 'text/vtt')}
        >
          {t('export.vtt')}
        </Button>
      </div>
      <Button icon={<Flame size={16} aria-hidden="true" />} disabled={empty || busy} onClick={() => void burn()}>
        {t('export.burn')}
      </Button>
      {busy ? (
        <div role="status" className="small st-progress">
          <Progress value={state.progress} label={progressText} />
          <span>{progressText}</span>
          {state.step === 'rendering' ? (
            <Button variant="ghost" size="sm" onClick={() => abort.current?.abort()}>
              {t('export.cancel')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {state.step === 'done' ? (
        <p className="small" role="status">
          {t('export.done')}{' '}
          <a className="btn btn-secondary btn-sm" href={state.url} download={state.fileName}>
            <Download size={14} aria-hidden="true" />
            <span>{t('export.download')}</span>
          </a>
        </p>
      ) : null}
    </Panel>
  );
}
