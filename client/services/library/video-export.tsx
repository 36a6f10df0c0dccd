// An editor's video export, the same in every editor that renders one (video
// editor, subtitles' burn-in, stories): render with progress and cancel, save
// the MP4 to the library (useSaveExport), then offer the download; the object
// URL is revoked when the state moves on and a running render is cancelled on
// unmount. The editor brings the render; `t` is its messages (export.done,
// export.cancelled, export.rendering, export.saving, export.cancel, export.download).
// The done state keeps the saved asset, so "Share" opens the share dialog with it (decision 098).
import { useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import type { AssetView } from '@src/common/contracts/media';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Download } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Progress } from '@client/components/ui/progress';
import { isCancellation, showError } from '@client/lib/errors';
import { ShareButton } from '../share';
import { useSaveExport, type RenderedVideo } from './save-export';

export type VideoExportState =
  | { step: 'idle' }
  | { step: 'rendering' | 'saving'; progress: number }
  | { step: 'done'; url: string; fileName: string; org: string; asset: AssetView };

type OnProgress = (done: number, total: number) => void;

/** `E`: an editor's own steps before the render (the story's drawing of its screens); the MP4 is a render of `projectId`. */
export function useVideoExport<E extends { step: string } = never>(org: string, projectId: string, t: TFunction) {
  const { t: tm } = useTranslation();
  const saveExport = useSaveExport(org, projectId);
  const [state, setState] = useState<VideoExportState | E>({ step: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => {
    const s = state as VideoExportState;
    return () => (s.step === 'done' ? URL.revokeObjectURL(s.url) : undefined);
  }, [state]);

  /** Renders (`render` gets the cancel signal and reports its progress), saves as `fileName`, offers the download. */
  const run = async (fileName: string, render: (signal: AbortSignal, onProgress: OnProgress) => Promise<RenderedVideo>) => {
    const controller = new AbortController();
    abort.current = controller;
    const rendering: OnProgress = (d, n) => setState({ step: 'rendering', progress: n ? d / n : 0 });
    rendering(0, 0);
    try {
      const out = await render(controller.signal, rendering);
      setState({ step: 'saving', progress: 0 });
      const { file, asset } = await saveExport(out, fileName, (l, s) => setState({ step: 'saving', progress: s ? l / s : 0 }));
      setState({ step: 'done', url: URL.createObjectURL(file), fileName, org, asset });
      toast.success(t('export.done'));
    } catch (error) {
      setState({ step: 'idle' });
      if (isCancellation(error)) toast(t('export.cancelled'));
      else showError(error, tm);
    }
  };

  const s = state as VideoExportState;
  const busy = s.step === 'rendering' || s.step === 'saving';
  return { state, setState, run, busy, cancel: () => abort.current?.abort() };
}

/** The render's progress (cancellable while rendering) and then the download and Share, in a panel. */
export function VideoExportStatus({
  state,
  t,
  onCancel,
  className,
}: {
  state: VideoExportState;
  t: TFunction;
  onCancel: () => void;
  className: string;
}) {
  if (state.step === 'rendering' || state.step === 'saving') {
    const text = t(state.step === 'rendering' ? 'export.rendering' : 'export.saving', { percent: Math.round(state.progress * 100) });
    return (
      <div role="status" className={className}>
        <Progress value={state.progress} label={text} />
        <span>{text}</span>
        {state.step === 'rendering' ? (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {t('export.cancel')}
          </Button>
        ) : null}
      </div>
    );
  }
  if (state.step !== 'done') return null;
  return (
    <p className="small" role="status">
      {t('export.done')}{' '}
      <a className="btn btn-secondary btn-sm" href={state.url} download={state.fileName}>
        <Download size={14} aria-hidden="true" />
        <span>{t('export.download')}</span>
      </a>{' '}
      <ShareButton org={state.org} assets={[state.asset]} />
    </p>
  );
}
