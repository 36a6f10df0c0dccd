// Export: the timeline rendered in the browser at 720p or 1080p through the
// engine's layered renderer, with progress and cancel; the MP4 is saved to the
// library (by the resumable upload) and offered for download.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Download } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Progress } from '@client/components/ui/progress';
import { isCancellation, showError } from '@client/lib/errors';
import { mediaClient } from '@client/media/client';
import type { TimelineComposition } from '@client/media/render/timeline';
import { useSaveExport } from '../../../services/library/save-export';
import { useVideoEditorT } from '../messages';
import type { Resolution } from '../model/composition';
import { Panel } from '@client/components/ui/panel';

interface Props {
  org: string;
  name: string;
  /** The composition at a resolution, with the images fetched. */
  build: (resolution: Resolution) => Promise<TimelineComposition>;
  empty: boolean;
}

type State = { step: 'idle' } | { step: 'rendering' | 'saving'; progress: number } | { step: 'done'; url: string; fileName: string };

export function ExportPanel({ org, name, build, empty }: Props) {
  const { t } = useVideoEditorT();
  const { t: tm } = useTranslation();
  const saveExport = useSaveExport(org);
  const [resolution, setResolution] = useState<Resolution>(1080);
  const [state, setState] = useState<State>({ step: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => () => (state.step === 'done' ? URL.revokeObjectURL(state.url) : undefined), [state]);

  const run = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setState({ step: 'rendering', progress: 0 });
    try {
      const comp = await build(resolution);
      const out = await mediaClient().run('renderTimeline', comp, {
        signal: controller.signal,
        onProgress: (d, n) => setState({ step: 'rendering', progress: n ? d / n : 0 }),
      });
      const fileName = `${name.replace(/[\\/:*?"<>|]/g, ' ').trim() || 'video'} ${resolution}p.mp4`;
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
  return (
    <Panel className="ve-panel ve-export" title={t('export.title')} data-testid="ve-export">
      <div className="ve-row">
        <label className="field ve-field">
          <span className="field-label-text">{t('export.resolution')}</span>
          <select
            className="input"
            value={resolution}
            disabled={busy}
            onChange={(e) => setResolution(Number(e.target.value) as Resolution)}
          >
            <option value={720}>{t('export.r720')}</option>
            <option value={1080}>{t('export.r1080')}</option>
          </select>
        </label>
        <Button disabled={busy || empty} onClick={() => void run()}>
          {t('export.start')}
        </Button>
      </div>
      {empty ? <p className="muted small">{t('export.empty')}</p> : null}
      {busy ? (
        <div role="status" className="small">
          <Progress value={state.progress} label={t(state.step === 'rendering' ? 'export.rendering' : 'export.saving', { percent })} />
          {t(state.step === 'rendering' ? 'export.rendering' : 'export.saving', { percent })}{' '}
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
