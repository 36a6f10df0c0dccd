// A story as the media engine's layered renderer takes it (the video editor's
// compositor, media/render/timeline.ts): each screen's picture a full-frame
// image layer, later screens on top. A screen stays on until the next one has
// finished coming in over it. A fade is the compositor's cross-fade; a slide,
// which the compositor has no kind for, is drawn as one layer per frame of the
// transition, each further left (eased), so preview and export stay one drawing.
import { STORY_FPS, STORY_SIZE, type StorySlide } from '@src/common/contracts/story';
import type { TimelineComposition, TimelineLayer } from '@client/media/render/timeline';
import { screenTimes, totalMs } from './timing';

type Timed = Pick<StorySlide, 'duration' | 'transition'>;

const FULL = { x: 0, y: 0, width: 1, height: 1 };

/** How far right a sliding screen still is, as a fraction of the frame, when it has come in by `p` (ease-out). */
export const slideOffset = (p: number) => (1 - Math.min(1, Math.max(0, p))) ** 2;

export function storyLayers(slides: readonly Timed[], images: readonly Blob[], fps = STORY_FPS): TimelineLayer[] {
  const times = screenTimes(slides);
  const end = totalMs(slides);
  const frameMs = 1000 / fps;
  const layers: TimelineLayer[] = [];
  const image = (id: string, i: number, startMs: number, durationMs: number, x: number, transitionIn: TimelineLayer['transitionIn']) =>
    layers.push({
      kind: 'image',
      id,
      image: images[i]!,
      startMs,
      durationMs,
      box: { ...FULL, x },
      crop: FULL,
      rotation: 0,
      opacity: 1,
      transitionIn,
    });
  times.forEach((t, i) => {
    // On until the next screen has fully come in (it covers this one from then on).
    const next = times[i + 1];
    const until = Math.min(end, next ? next.startMs + next.transitionMs : end);
    if (t.transition === 'slide' && t.transitionMs > 0) {
      const steps = Math.max(1, Math.ceil(t.transitionMs / frameMs));
      const stepMs = t.transitionMs / steps;
      // Each step overlaps the next by a millisecond: a frame time that falls between two by rounding still shows one.
      for (let k = 0; k < steps; k++) image(`s${i}-in${k}`, i, t.startMs + k * stepMs, stepMs + 1, slideOffset(k / steps), null);
      image(`s${i}`, i, t.startMs + t.transitionMs, until - t.startMs - t.transitionMs, 0, null);
      return;
    }
    image(`s${i}`, i, t.startMs, until - t.startMs, 0, t.transition === 'fade' ? { kind: 'crossfade', durationMs: t.transitionMs } : null);
  });
  return layers;
}

/** The whole MP4: 1080×1920 at STORY_FPS, silent, as long as the story. */
export function storyComposition(slides: readonly Timed[], images: readonly Blob[]): TimelineComposition {
  return {
    width: STORY_SIZE.width,
    height: STORY_SIZE.height,
    fps: STORY_FPS,
    durationMs: totalMs(slides),
    layers: storyLayers(slides, images),
    sounds: [],
  };
}
