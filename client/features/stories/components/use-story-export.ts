// The story's exports, all made in the browser: a PNG of one screen and a ZIP
// of all (the carousel's exporter, 1080×1920), and the MP4 slideshow: the
// screens drawn once, composed by the media engine's layered renderer in its
// worker (durations and transitions), saved to the library, offered for download.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { StoryDocument } from '@src/common/contracts/story';
import { showError } from '@client/lib/errors';
import { mediaClient } from '@client/media/client';
import { useVideoExport, type VideoExportState } from '../../../services/library/video-export';
import { loadSlideExporter, type DrawContext } from '../../../slides/slide-canvas';
import { storyComposition } from '../model/composition';
import { useStoriesT } from '../messages';
import { download } from '@client/lib/download';

type Drawing = { step: 'drawing'; done: number; total: number; cancellable: boolean };
export type ExportState = VideoExportState | Drawing;

type Progress = (done: number, total: number) => void;

/** A file name from the story's name: letters and digits kept, the rest one hyphen. */
export const baseName = (title: string) =>
  title
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'story';

export function useStoryExport(org: string, projectId: string, doc: StoryDocument, ctx: DrawContext, title: string) {
  const { t } = useStoriesT();
  const { t: tm } = useTranslation();
  const { state, setState, run, cancel } = useVideoExport<Drawing>(org, projectId, t);
  const cache = useRef<{ doc: StoryDocument; ctx: DrawContext; pngs: Blob[] } | null>(null);

  /** Every screen as a full-size PNG, drawn again only when the story (or its kit) changed. */
  const screens = async (onProgress: Progress): Promise<Blob[]> => {
    const hit = cache.current;
    if (hit && hit.doc === doc && hit.ctx === ctx) return hit.pngs;
    const pngs = await (await loadSlideExporter()).slidePngs(doc, ctx, onProgress);
    cache.current = { doc, ctx, pngs };
    return pngs;
  };

  const busy = state.step === 'drawing' || state.step === 'rendering' || state.step === 'saving';

  const images = async (kind: 'png' | 'zip', current: number) => {
    if (busy) return;
    setState({ step: 'drawing', done: 0, total: kind === 'png' ? 1 : doc.slides.length, cancellable: false });
    try {
      const ex = await loadSlideExporter();
      const progress = (done: number, total: number) => setState({ step: 'drawing', done, total, cancellable: false });
      const [blob, file] =
        kind === 'png'
          ? [(await ex.slidePngs(doc, ctx, progress, current))[0]!, `${baseName(title)}-${ex.slideFileName(current)}`]
          : [await ex.slidesZip(doc, ctx, progress), `${baseName(title)}.zip`];
      download(blob, file);
      toast.success(t('export.exported', { name: file }));
    } catch (error) {
      showError(error, tm);
    } finally {
      setState({ step: 'idle' });
    }
  };

  const video = async () => {
    if (busy) return;
    await run(`${baseName(title)}.mp4`, async (signal, onProgress) => {
      const drawing = (done: number, total: number) => setState({ step: 'drawing', done, total, cancellable: true });
      drawing(0, doc.slides.length);
      const pngs = await screens(drawing);
      if (signal.aborted) throw Object.assign(new Error('cancelled'), { code: 'cancelled' });
      onProgress(0, 0);
      return mediaClient().run('renderTimeline', storyComposition(doc.slides, pngs), { signal, onProgress });
    });
  };

  return { state, busy, screens, images, video, cancel, dismiss: () => setState({ step: 'idle' }) };
}
