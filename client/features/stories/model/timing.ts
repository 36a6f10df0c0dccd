// A story's clock: screens back to back, each for its duration; a screen with
// a fade or a slide comes in over the one before during the first part of its
// own time (TRANSITION_MS, at most half of it), so the story lasts exactly the
// sum of its durations. The preview and the MP4 are both built from this.
import { slideDurationMs, TRANSITION_MS, type StorySlide, type StoryTransition } from '@src/common/contracts/story';

type Timed = Pick<StorySlide, 'duration' | 'transition'>;

export interface ScreenTime {
  startMs: number;
  durationMs: number;
  /** How it comes in; the first screen always just starts. */
  transition: StoryTransition;
  /** The stretch at its start when the screen before still shows under it; 0 for a cut. */
  transitionMs: number;
}

export function screenTimes(slides: readonly Timed[]): ScreenTime[] {
  let at = 0;
  return slides.map((s, i) => {
    const durationMs = slideDurationMs(s);
    const transition: StoryTransition = i === 0 ? 'cut' : s.transition;
    const t: ScreenTime = {
      startMs: at,
      durationMs,
      transition,
      transitionMs: transition === 'cut' ? 0 : Math.min(TRANSITION_MS, Math.floor(durationMs / 2)),
    };
    at += durationMs;
    return t;
  });
}

export const totalMs = (slides: readonly Timed[]) => slides.reduce((n, s) => n + slideDurationMs(s), 0);

export interface Moment {
  /** The screen on top at that moment. */
  index: number;
  /** Inside its transition: the screen under it, and how far it has come in (0..1). */
  under: number | null;
  progress: number;
}

/** Which screen shows at `atMs` (clamped to the story), and whether it is still coming in. */
export function momentAt(slides: readonly Timed[], atMs: number): Moment {
  const times = screenTimes(slides);
  const t = Math.max(0, Math.min(atMs, totalMs(slides) - 1));
  let index = times.findIndex((s) => t >= s.startMs && t < s.startMs + s.durationMs);
  if (index < 0) index = times.length - 1;
  const s = times[index]!;
  const into = t - s.startMs;
  if (s.transitionMs > 0 && into < s.transitionMs) return { index, under: index - 1, progress: into / s.transitionMs };
  return { index, under: null, progress: 1 };
}
