// The slideshow played as the MP4 will be: each screen drawn by the carousel's
// stage (as the export draws it), then the frames composed by the media
// engine's own compositor at the moment the clock says, durations and
// transitions included. The seek bar scrubs; both controls work by keyboard.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pause, Play } from 'lucide-react';
import type { StoryDocument } from '@src/common/contracts/story';
import { Dialog } from '@client/components/ui/dialog';
import { Progress } from '@client/components/ui/progress';
import { showError } from '@client/lib/errors';
import { formatDuration } from '@client/lib/format';
import { drawTimelineFrame } from '@client/media/render/timeline';
import { storyLayers } from '../model/composition';
import { momentAt, totalMs } from '../model/timing';
import { useStoriesT } from '../messages';

const W = 270;
const H = 480;

interface Props {
  open: boolean;
  onClose: () => void;
  doc: StoryDocument;
  /** The screens as full-size PNGs (cached by the editor while the story is unchanged). */
  screens: (onProgress: (done: number, total: number) => void) => Promise<Blob[]>;
}

export function PreviewDialog({ open, onClose, doc, screens }: Props) {
  const { t } = useStoriesT();
  const { t: tm } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('preview.title')} closeLabel={tm('common.close')}>
      {open ? <Player doc={doc} screens={screens} /> : null}
    </Dialog>
  );
}

function Player({ doc, screens }: Pick<Props, 'doc' | 'screens'>) {
  const { t } = useStoriesT();
  const { t: tm } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [prepared, setPrepared] = useState<{ blobs: Blob[]; bitmaps: Map<Blob, ImageBitmap> } | null>(null);
  const [progress, setProgress] = useState({ done: 0, total: doc.slides.length });
  const [at, setAt] = useState(0);
  const [playing, setPlaying] = useState(false);
  const total = totalMs(doc.slides);

  // Screens drawn once per opening, at the preview's size.
  useEffect(() => {
    let live = true;
    const made: ImageBitmap[] = [];
    void (async () => {
      try {
        const blobs = await screens((done, n) => live && setProgress({ done, total: n }));
        const scale = window.devicePixelRatio || 1;
        const bitmaps = new Map<Blob, ImageBitmap>();
        for (const b of blobs) {
          const bm = await createImageBitmap(b, {
            resizeWidth: Math.round(W * scale),
            resizeHeight: Math.round(H * scale),
            resizeQuality: 'high',
          });
          made.push(bm);
          bitmaps.set(b, bm);
        }
        if (!live) return;
        setPrepared({ blobs, bitmaps });
        setPlaying(true);
      } catch (error) {
        if (live) showError(error, tm);
      }
    })();
    return () => {
      live = false;
      for (const b of made) b.close();
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- one preparation per opening: the dialog closes before the story can change

  // The clock: while playing, time runs from where it was; it stops at the end.
  useEffect(() => {
    if (!playing) return;
    let raf = 0;
    const from = performance.now() - (at >= total ? 0 : at);
    const tick = (now: number) => {
      const next = Math.min(total, now - from);
      setAt(next);
      if (next >= total) setPlaying(false);
      else raf = requestAnimationFrame(tick);
    };
    raf = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(raf);
  }, [playing]); // eslint-disable-line react-hooks/exhaustive-deps -- the clock restarts only on play

  useEffect(() => {
    const c = canvas.current;
    if (!c || !prepared) return;
    const scale = window.devicePixelRatio || 1;
    c.width = Math.round(W * scale);
    c.height = Math.round(H * scale);
    const g = c.getContext('2d')!;
    drawTimelineFrame(
      g,
      { width: c.width, height: c.height, layers: storyLayers(doc.slides, prepared.blobs) },
      Math.min(at, total - 1),
      () => null,
      prepared.bitmaps,
    );
  }, [at, prepared, doc.slides, total]);

  const screen = momentAt(doc.slides, at).index + 1;
  return (
    <div className="story-player" data-testid="story-preview">
      <div className="story-player-frame" style={{ width: W, height: H }}>
        <canvas ref={canvas} style={{ width: W, height: H }} aria-label={t('preview.screen', { n: screen })} role="img" />
        {!prepared ? (
          <div className="story-player-wait" role="status">
            <span className="small">{t('preview.preparing', progress)}</span>
            <Progress value={progress.total ? progress.done / progress.total : null} label={t('preview.title')} />
          </div>
        ) : null}
      </div>
      <div className="story-player-controls">
        <button
          type="button"
          className="icon-btn"
          disabled={!prepared}
          aria-label={playing ? t('preview.pause') : t('preview.play')}
          title={playing ? t('preview.pause') : t('preview.play')}
          onClick={() => {
            if (!playing && at >= total) setAt(0);
            setPlaying((p) => !p);
          }}
        >
          {playing ? <Pause size={18} aria-hidden="true" /> : <Play size={18} aria-hidden="true" />}
        </button>
        <input
          type="range"
          className="story-player-seek"
          min={0}
          max={total}
          step={100}
          value={Math.round(at)}
          disabled={!prepared}
          aria-label={t('preview.title')}
          aria-valuetext={t('preview.time', { at: formatDuration(at), total: formatDuration(total) })}
          onChange={(e) => {
            setPlaying(false);
            setAt(Number(e.target.value));
          }}
        />
        <span className="small muted story-player-time" data-testid="preview-time">
          {t('preview.time', { at: formatDuration(at), total: formatDuration(total) })}
        </span>
      </div>
    </div>
  );
}
