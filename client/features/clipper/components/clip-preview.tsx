// The clip as it will be exported, playing: the source video's frame cropped
// to the clip's aspect and the composition's overlays drawn over it by the
// render's own code (media/render/overlays.ts), at a quarter of the output size.
// Cut stretches are skipped and the clip stops at its end.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Pause, Play } from 'lucide-react';
import type { Clip } from '@src/common/contracts/clip';
import type { Composition } from '@client/media/render/composition';
import { drawOverlays, type Bitmaps } from '@client/media/render/overlays';
import { keptRanges, toClipTime } from '../model/composition';
import { useClipperT } from '../messages';

const SCALE = 0.25;

export function ClipPreview({ src, clip, composition }: { src: string; clip: Clip; composition: Composition }) {
  const { t } = useClipperT();
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [playing, setPlaying] = useState(false);
  const kept = useMemo(() => keptRanges(clip), [clip]);
  const [bitmaps, setBitmaps] = useState<Bitmaps>(new Map());

  // Images of the overlays (the logo) as bitmaps, as the worker has them.
  useEffect(() => {
    let live = true;
    const images = composition.overlays.flatMap((o) => (o.kind === 'image' ? [o.image] : []));
    void Promise.all(images.map(async (b) => [b, await createImageBitmap(b)] as const)).then((pairs) => live && setBitmaps(new Map(pairs)));
    return () => {
      live = false;
    };
  }, [composition]);

  // A new range: back to its start.
  useEffect(() => {
    const v = video.current;
    if (v && v.readyState >= 1) v.currentTime = clip.startMs / 1000;
  }, [clip.startMs]);

  // Drawn every frame while playing; when paused, once per change and after each seek (an idle editor costs nothing).
  useEffect(() => {
    const v = video.current;
    const draw = () => {
      const g = canvas.current?.getContext('2d');
      if (!v || !g) return;
      let sourceMs = v.currentTime * 1000;
      // Skip what is cut; stop at the end.
      const inCut = clip.cuts.find((c) => sourceMs >= c.startMs && sourceMs < c.endMs);
      if (inCut && !v.paused) v.currentTime = inCut.endMs / 1000;
      if (sourceMs >= clip.endMs || sourceMs < clip.startMs - 500) {
        if (!v.paused) v.pause();
        if (sourceMs >= clip.endMs) sourceMs = clip.startMs;
      }
      const { width: W, height: H } = composition;
      const crop = composition.clips[0]?.crop;
      g.setTransform(SCALE, 0, 0, SCALE, 0, 0);
      g.fillStyle = '#000';
      g.fillRect(0, 0, W, H);
      if (v.readyState >= 2 && crop && v.videoWidth) {
        g.drawImage(v, crop.x * v.videoWidth, crop.y * v.videoHeight, crop.width * v.videoWidth, crop.height * v.videoHeight, 0, 0, W, H);
      }
      drawOverlays(g, composition.overlays, toClipTime(kept, sourceMs) ?? 0, W, H, bitmaps);
    };
    let frame = 0;
    const loop = () => {
      draw();
      frame = requestAnimationFrame(loop);
    };
    if (playing) frame = requestAnimationFrame(loop);
    else draw();
    v?.addEventListener('seeked', draw);
    v?.addEventListener('loadeddata', draw);
    return () => {
      cancelAnimationFrame(frame);
      v?.removeEventListener('seeked', draw);
      v?.removeEventListener('loadeddata', draw);
    };
  }, [clip, composition, kept, bitmaps, playing]);

  const toggle = () => {
    const v = video.current;
    if (!v) return;
    if (v.paused) {
      if (v.currentTime * 1000 < clip.startMs || v.currentTime * 1000 >= clip.endMs - 100) v.currentTime = clip.startMs / 1000;
      void v.play();
    } else v.pause();
  };

  return (
    <figure className="clip-preview" aria-label={t('clips.preview')}>
      <video
        ref={video}
        src={src}
        preload="auto"
        muted={false}
        playsInline
        hidden
        onLoadedMetadata={(e) => (e.currentTarget.currentTime = clip.startMs / 1000)}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        data-testid="clip-source-video"
      />
      <canvas
        ref={canvas}
        width={Math.round(composition.width * SCALE)}
        height={Math.round(composition.height * SCALE)}
        data-testid="clip-preview-canvas"
      />
      <button type="button" className="btn btn-secondary btn-sm" onClick={toggle}>
        {playing ? <Pause size={14} aria-hidden="true" /> : <Play size={14} aria-hidden="true" />}
        <span>{playing ? t('clips.pause') : t('clips.play')}</span>
      </button>
    </figure>
  );
}
