// The timeline playing, drawn by the export's own compositor
// (media/render/timeline.ts) at a fraction of the output size. Each video or
// audio item on screen (or heard) has a hidden media element kept in step with
// one clock: started where its source should be, corrected when it drifts more
// than a frame or two. Paused, a seek moves the elements and draws once they
// have the frame, so any frame shows at once.
import { useEffect, useMemo, useRef, useState } from 'react';
import { activeAt, drawTimelineFrame, gainAt, sourceTimeAt, type TimelineComposition } from '@client/media/render/timeline';
import { useBitmaps } from '@client/media/render/use-bitmaps';
import { listen } from '@client/lib/listen';
import { useVideoEditorT } from '../messages';

interface Props {
  composition: TimelineComposition;
  /** Where each source plays from in the page (library URLs, or a local file's object URL). */
  urlOf: (layerOrSound: { id: string }) => string | null;
  playheadMs: number;
  playing: boolean;
  /** Forward, or backward (J): played backward the elements are moved frame by frame, without sound. */
  direction: 1 | -1;
  /** The clock's time while playing, for the timeline's playhead; `ended` at the end of the timeline. */
  onTime: (ms: number, ended: boolean) => void;
}

/**
 * The composition's web fonts (the kit's, its caption presets') loaded on the
 * page, as the worker loads them before the first frame; counts each load, so
 * a paused frame is drawn again in the right font.
 */
function usePageFonts(fonts: TimelineComposition['fonts']): number {
  const [loaded, setLoaded] = useState(0);
  const key = (fonts ?? []).map((f) => `${f.family}|${f.url}|${f.weight ?? 400}`).join();
  useEffect(() => {
    if (!fonts?.length || typeof FontFace === 'undefined') return;
    let live = true;
    void Promise.all(
      fonts.map((f) =>
        new FontFace(f.family, `url(${JSON.stringify(f.url)})`, { weight: String(f.weight ?? 400) })
          .load()
          .then((ff) => document.fonts.add(ff)),
      ),
    )
      .catch(() => undefined)
      .then(() => live && setLoaded((n) => n + 1));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the files, not the array: the composition is new on each edit
  }, [key]);
  return loaded;
}

/** How far (seconds) an element may drift from the clock before it is moved. */
const DRIFT = 0.12;

export function Preview({ composition, urlOf, playheadMs, playing, direction, onTime }: Props) {
  const { t } = useVideoEditorT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const elements = useRef(new Map<string, HTMLVideoElement>());
  const scale = Math.min(480 / composition.width, 360 / composition.height);
  const fontsLoaded = usePageFonts(composition.fonts);

  // Images as bitmaps, as the worker has them.
  const images = useMemo(() => composition.layers.flatMap((l) => (l.kind === 'image' ? [l.image] : [])), [composition]);
  const bitmaps = useBitmaps(images);

  // The element of a media item, made when first needed.
  const elementOf = (id: string): HTMLVideoElement | null => {
    let el = elements.current.get(id);
    if (!el) {
      const url = urlOf({ id });
      if (!url || !host.current) return null;
      el = document.createElement('video');
      el.src = url;
      el.preload = 'auto';
      el.playsInline = true;
      el.hidden = true;
      el.dataset.item = id;
      host.current.appendChild(el);
      elements.current.set(id, el);
    }
    return el;
  };
  useEffect(
    () => () => {
      for (const el of elements.current.values()) {
        el.pause();
        el.remove();
      }
      elements.current.clear();
    },
    [],
  );

  useEffect(() => {
    const g = canvas.current?.getContext('2d');
    if (!g) return;
    const media = [...composition.layers.filter((l) => l.kind === 'video'), ...composition.sounds];
    const ids = new Set(media.map((m) => m.id));
    // Items gone from the timeline lose their elements.
    for (const [id, el] of elements.current)
      if (!ids.has(id)) {
        el.pause();
        el.remove();
        elements.current.delete(id);
      }
    const draw = (atMs: number) => {
      g.setTransform(scale, 0, 0, scale, 0, 0);
      drawTimelineFrame(
        g,
        composition,
        atMs,
        (l) => {
          const el = elements.current.get(l.id);
          return el && el.readyState >= 2 ? { source: el, width: el.videoWidth, height: el.videoHeight } : null;
        },
        bitmaps,
      );
    };
    const place = (atMs: number, run: boolean, backward = false) => {
      for (const m of media) {
        const on = activeAt(m, atMs);
        const el = on ? elementOf(m.id) : elements.current.get(m.id);
        if (!el) continue;
        if (!on) {
          if (!el.paused) el.pause();
          continue;
        }
        const sound = composition.sounds.find((s) => s.id === m.id);
        if (backward) {
          // No element plays backward: each is moved to the clock's frame once its last move has landed.
          el.muted = true;
          if (!el.paused) el.pause();
          const back = sourceTimeAt(m, atMs) / 1000;
          if (!el.seeking && Math.abs(el.currentTime - back) > 1 / 30) el.currentTime = back;
          continue;
        }
        el.muted = !sound;
        if (sound) el.volume = Math.min(1, gainAt(sound, atMs));
        const want = sourceTimeAt(m, atMs) / 1000;
        const speed = 'speed' in m ? m.speed : 1;
        if (el.playbackRate !== speed) el.playbackRate = speed;
        if (Math.abs(el.currentTime - want) > (run ? DRIFT * speed : 0.001)) el.currentTime = want;
        if (run && el.paused) void el.play().catch(() => undefined);
        if (!run && !el.paused) el.pause();
      }
    };

    if (!playing) {
      place(playheadMs, false);
      draw(playheadMs);
      // Drawn again as each element gets its frame.
      const redraw = () => draw(playheadMs);
      const unlisten = [...elements.current.values()].map((el) => listen(el, ['seeked', 'loadeddata'], redraw));
      return () => {
        for (const off of unlisten) off();
      };
    }
    const startWall = performance.now();
    const startAt = direction === 1 && playheadMs >= composition.durationMs ? 0 : playheadMs;
    let frame = 0;
    const tick = () => {
      const at = startAt + direction * (performance.now() - startWall);
      if (at >= composition.durationMs || at <= 0) {
        const end = at <= 0 ? 0 : composition.durationMs;
        place(end, false);
        draw(end);
        onTime(end, true);
        return;
      }
      place(at, direction === 1, direction === -1);
      draw(at);
      onTime(at, false);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    const playingNow = elements.current;
    return () => {
      cancelAnimationFrame(frame);
      for (const el of playingNow.values()) el.pause();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the clock restarts only on play, a seek, or a new composition
  }, [composition, bitmaps, playing, direction, playing ? 0 : playheadMs, scale, fontsLoaded]);

  return (
    <div className="ve-preview" ref={host}>
      <canvas
        ref={canvas}
        width={Math.round(composition.width * scale)}
        height={Math.round(composition.height * scale)}
        aria-label={t('preview')}
        role="img"
        data-testid="ve-preview"
      />
    </div>
  );
}
