// The clip as it will be exported, playing: the source video's frame cropped
// to the clip's aspect and the composition's overlays drawn over it by the
// render's own code (media/render/overlays.ts), at a quarter of the output size.
// Cut stretches are skipped and the clip stops at its end.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Pause, Play } from 'lucide-react';
import type { Clip } from '@src/common/contracts/clip';
import { cropAt, type Box, type Composition } from '@client/media/render/composition';
import { arrangeOverlays } from '@client/media/render/arrange';
import { drawOverlays } from '@client/media/render/overlays';
import { useBitmaps } from '@client/media/render/use-bitmaps';
import { listen } from '@client/lib/listen';
import { CommentAtTime } from '@client/projects/comment-pins/comment-at-time';
import { PlayerStrip } from '@client/projects/comment-pins/player-strip';
import { keptRanges, toClipTime } from '../model/composition';
import { useClipperT } from '../messages';

const SCALE = 0.25;

interface Props {
  src: string;
  clip: Clip;
  composition: Composition;
  /** The framing moved by the user at a moment of source time (the window's new centre, fractions of the frame). */
  onReframe: (sourceMs: number, centre: { x: number; y: number }) => void;
  /** A drag ended: its moves were one undo step. */
  onReframeEnd: () => void;
  /** The project whose comments pinned to a time in the clip show on the player's strip (and are added from it). */
  comments: { org: string; projectId: string };
}

export function ClipPreview({ src, clip, composition, onReframe, onReframeEnd, comments }: Props) {
  const { t } = useClipperT();
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const head = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(false);
  const kept = useMemo(() => keptRanges(clip), [clip]);
  // Images of the overlays (the logo) as bitmaps, as the worker has them.
  const images = useMemo(() => composition.overlays.flatMap((o) => (o.kind === 'image' ? [o.image] : [])), [composition]);
  const bitmaps = useBitmaps(images);

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
      const crop = composition.clips[0] ? cropAt(composition.clips[0], sourceMs) : undefined;
      g.setTransform(SCALE, 0, 0, SCALE, 0, 0);
      g.fillStyle = '#000';
      g.fillRect(0, 0, W, H);
      const split = composition.clips[0]?.split;
      const pane = (b: Box, y: number, h: number) =>
        g.drawImage(v, b.x * v.videoWidth, b.y * v.videoHeight, b.width * v.videoWidth, b.height * v.videoHeight, 0, y, W, h);
      if (v.readyState >= 2 && v.videoWidth) {
        // Split screen: two people stacked, as the render draws them.
        if (split) {
          pane(split[0], 0, H / 2);
          pane(split[1], H / 2, H / 2);
        } else if (crop) pane(crop, 0, H);
      }
      // Laid out as the render lays them out (logo, headline and captions clear of each other); the boxes are
      // on the canvas for anyone checking the layout without reading pixels.
      const arranged = arrangeOverlays(g, composition.overlays, W, H);
      const boxes = JSON.stringify(arranged.boxes);
      if (canvas.current && canvas.current.dataset.layout !== boxes) canvas.current.dataset.layout = boxes;
      drawOverlays(g, arranged.overlays, toClipTime(kept, sourceMs) ?? 0, W, H, bitmaps);
      // The strip's playhead follows without a React render per frame.
      if (head.current)
        head.current.style.left = `${Math.min(1, Math.max(0, (sourceMs - clip.startMs) / (clip.endMs - clip.startMs))) * 100}%`;
    };
    let frame = 0;
    const loop = () => {
      draw();
      frame = requestAnimationFrame(loop);
    };
    if (playing) frame = requestAnimationFrame(loop);
    else draw();
    const unlisten = listen(v, ['seeked', 'loadeddata'], draw);
    return () => {
      cancelAnimationFrame(frame);
      unlisten();
    };
  }, [clip, composition, kept, bitmaps, playing]);

  // Dragging the picture moves the window the other way, as when panning a photo; arrows nudge it.
  const drag = useRef<{ x: number; y: number; centre: { x: number; y: number }; atMs: number } | null>(null);
  const here = () => {
    const v = video.current;
    const atMs = Math.max(clip.startMs, Math.min(clip.endMs, (v?.currentTime ?? 0) * 1000));
    const box = composition.clips[0] ? cropAt(composition.clips[0], atMs) : undefined;
    return box ? { atMs, box, centre: { x: box.x + box.width / 2, y: box.y + box.height / 2 } } : null;
  };
  const moveTo = (atMs: number, box: { width: number; height: number }, x: number, y: number) =>
    onReframe(atMs, {
      x: Math.min(1 - box.width / 2, Math.max(box.width / 2, x)),
      y: Math.min(1 - box.height / 2, Math.max(box.height / 2, y)),
    });
  const onPointerDown = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const at = here();
    if (!at) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, y: e.clientY, centre: at.centre, atMs: at.atMs };
  };
  const onPointerMove = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const d = drag.current;
    const box = composition.clips[0] ? cropAt(composition.clips[0], d?.atMs ?? 0) : undefined;
    if (!d || !box) return;
    const rect = e.currentTarget.getBoundingClientRect();
    moveTo(
      d.atMs,
      box,
      d.centre.x - ((e.clientX - d.x) / rect.width) * box.width,
      d.centre.y - ((e.clientY - d.y) / rect.height) * box.height,
    );
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    drag.current = null;
    onReframeEnd();
  };
  const onKeyDown = (e: React.KeyboardEvent<HTMLCanvasElement>) => {
    const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[e.key];
    const at = here();
    if (!step || !at) return;
    e.preventDefault();
    const size = e.shiftKey ? 0.1 : 0.02;
    moveTo(at.atMs, at.box, at.centre.x + step[0]! * size, at.centre.y + step[1]! * size);
    onReframeEnd();
  };

  const seek = (ms: number) => {
    const v = video.current;
    if (v) v.currentTime = Math.min(clip.endMs, Math.max(clip.startMs, ms)) / 1000;
  };

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
        tabIndex={0}
        role="img"
        aria-label={t('clips.reframe')}
        className="clip-preview-canvas"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
      />
      <PlayerStrip
        org={comments.org}
        projectId={comments.projectId}
        fromMs={clip.startMs}
        toMs={clip.endMs}
        headRef={head}
        onSeek={seek}
        testId="clip-strip"
      />
      <div className="clip-preview-actions">
        <button type="button" className="btn btn-secondary btn-sm" onClick={toggle}>
          {playing ? <Pause size={14} aria-hidden="true" /> : <Play size={14} aria-hidden="true" />}
          <span>{playing ? t('clips.pause') : t('clips.play')}</span>
        </button>
        <CommentAtTime org={comments.org} projectId={comments.projectId} nowMs={() => (video.current?.currentTime ?? 0) * 1000} />
      </div>
    </figure>
  );
}
