// The video playing with its subtitles drawn over it by the render's own code
// (media/render/overlays.ts), from the same overlay the burn-in gets: what is
// seen is what the MP4 will have. The kit's caption font is loaded on the page
// as the worker loads it for the render.
import { useEffect, useRef, useState } from 'react';
import { Pause, Play } from 'lucide-react';
import type { BrandKitSnapshot } from '@src/common/contracts/brand-kits';
import { Button } from '@client/components/ui/button';
import { formatDuration } from '@client/lib/format';
import { CommentAtTime } from '@client/projects/comment-pins/comment-at-time';
import { PlayerStrip } from '@client/projects/comment-pins/player-strip';
import { listen } from '@client/lib/listen';
import type { CaptionsOverlay } from '@client/media/render/composition';
import { drawOverlays } from '@client/media/render/overlays';
import { useSubtitlesT } from '../messages';

interface Props {
  src: string;
  /** The overlay at the canvas's size. */
  overlay: CaptionsOverlay | null;
  size: { width: number; height: number };
  kit: BrandKitSnapshot | null;
  durationMs: number;
  /** Where the page wants the video (a click on the waveform or a cue); `seek.at` changes for each request. */
  seek: { ms: number; at: number } | null;
  playing: boolean;
  onPlaying: (playing: boolean) => void;
  onTime: (ms: number) => void;
  /** The project whose comments pinned to a time show on the player's strip and are added from it. */
  comments: { org: string; projectId: string };
  /** Asks the page to move the video (a marker pressed, the strip clicked). */
  onSeek: (ms: number) => void;
}

const NO_BITMAPS = new Map();

export function Preview({ src, overlay, size, kit, durationMs, seek, playing, onPlaying, onTime, comments, onSeek }: Props) {
  const { t } = useSubtitlesT();
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [timeMs, setTimeMs] = useState(0);
  const [fontsReady, setFontsReady] = useState(0);
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    const font = kit?.caption.font;
    if (!font || typeof FontFace === 'undefined') return;
    let live = true;
    void Promise.all(
      font.files.map((f) =>
        new FontFace(font.cssFamily, `url("${f.url}")`, { weight: String(f.weight) }).load().then((ff) => document.fonts.add(ff)),
      ),
    )
      .catch(() => undefined)
      .then(() => live && setFontsReady((n) => n + 1));
    return () => {
      live = false;
    };
  }, [kit]);

  useEffect(() => {
    const v = video.current;
    if (v && seek) v.currentTime = seek.ms / 1000;
  }, [seek]);

  useEffect(() => {
    const v = video.current;
    if (!v) return;
    if (playing && v.paused) void v.play().catch(() => onPlaying(false));
    if (!playing && !v.paused) v.pause();
  }, [playing, onPlaying]);

  // Drawn every frame while playing; when paused, once per change and after each seek.
  useEffect(() => {
    const v = video.current;
    let frame = 0;
    const draw = () => {
      const g = canvas.current?.getContext('2d');
      if (!v || !g) return;
      const ms = v.currentTime * 1000;
      g.clearRect(0, 0, size.width, size.height);
      if (overlay) drawOverlays(g, [overlay], ms, size.width, size.height, NO_BITMAPS);
      setTimeMs(ms);
      onTime(ms);
      if (!v.paused) frame = requestAnimationFrame(draw);
    };
    draw();
    const unlisten = listen(v, ['seeked', 'play'], draw);
    return () => {
      cancelAnimationFrame(frame);
      unlisten();
    };
  }, [overlay, size.width, size.height, fontsReady, onTime]);

  return (
    <div className="st-preview">
      <div className="st-stage" style={{ aspectRatio: `${size.width} / ${size.height}` }}>
        <video
          ref={video}
          src={src}
          preload="auto"
          playsInline
          onPlay={() => onPlaying(true)}
          onPause={() => onPlaying(false)}
          onEnded={() => onPlaying(false)}
          onError={() => setMissing(true)}
          aria-label={t('preview')}
        />
        {missing ? (
          <p className="st-missing" role="alert">
            {t('videoMissing')}
          </p>
        ) : null}
        <canvas ref={canvas} width={size.width} height={size.height} data-testid="st-overlay" aria-hidden="true" />
      </div>
      <PlayerStrip
        org={comments.org}
        projectId={comments.projectId}
        fromMs={0}
        toMs={durationMs}
        atMs={timeMs}
        onSeek={onSeek}
        testId="st-strip"
      />
      <div className="st-transport">
        <Button size="sm" variant="secondary" icon={playing ? Pause : Play} iconSize={16} onClick={() => onPlaying(!playing)}>
          {playing ? t('pause') : t('play')}
        </Button>
        <span className="st-time" data-testid="st-time">
          {formatDuration(timeMs)} / {formatDuration(durationMs)}
        </span>
        <CommentAtTime org={comments.org} projectId={comments.projectId} nowMs={() => (video.current?.currentTime ?? 0) * 1000} />
      </div>
    </div>
  );
}
