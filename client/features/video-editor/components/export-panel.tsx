// Export: the timeline rendered in the browser at 720p or 1080p through the
// engine's layered renderer, with progress and cancel; the MP4 is saved to the
// library (by the resumable upload) and offered for download.
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { mediaClient } from '@client/media/client';
import type { TimelineComposition } from '@client/media/render/timeline';
import { useVideoExport, VideoExportStatus } from '../../../services/library/video-export';
import { useVideoEditorT } from '../messages';
import type { Resolution } from '../model/composition';
import { Panel } from '@client/components/ui/panel';

interface Props {
  org: string;
  /** The project the MP4 is a render of: its activity records it, the approval rule holds it (decision 071). */
  projectId: string;
  name: string;
  /** The composition at a resolution, with the images fetched. */
  build: (resolution: Resolution) => Promise<TimelineComposition>;
  empty: boolean;
}

export function ExportPanel({ org, projectId, name, build, empty }: Props) {
  const { t } = useVideoEditorT();
  const [resolution, setResolution] = useState<Resolution>(1080);
  const { state, run, busy, cancel } = useVideoExport(org, projectId, t);

  const start = () =>
    run(`${name.replace(/[\\/:*?"<>|]/g, ' ').trim() || 'video'} ${resolution}p.mp4`, async (signal, onProgress) =>
      mediaClient().run('renderTimeline', await build(resolution), { signal, onProgress }),
    );

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
        <Button disabled={busy || empty} onClick={() => void start()}>
          {t('export.start')}
        </Button>
      </div>
      {empty ? <p className="muted small">{t('export.empty')}</p> : null}
      <VideoExportStatus state={state} t={t} onCancel={cancel} className="small" />
    </Panel>
  );
}
