// What a script becomes outside its editor: a plain text file (timed parts,
// on-screen text and b-roll notes), a video project whose text track shows each
// part's on-screen text for as long as the part is said, and the teleprompter's
// scroll position at a moment of reading.
import { scriptParts, scriptTiming, type ScriptDocument } from '@src/common/contracts/script';
import {
  newVideoDocument,
  VIDEO_TIMELINE_MAX_MS,
  type TimelineItem,
  type VideoAspect,
  type VideoDocument,
} from '@src/common/contracts/video';

export interface TextLabels {
  hook: string;
  beat: (n: number) => string;
  cta: string;
  onScreen: string;
  broll: string;
  /** "Estimated duration: 0:45 (target 1:00, 150 words per minute)". */
  summary: string;
}

/** m:ss, or h:mm:ss: how scripts are timed on paper. */
export function clock(seconds: number): string {
  const s = Math.round(seconds);
  const m = Math.floor(s / 60);
  return `${m}:${String(s % 60).padStart(2, '0')}`;
}

export interface PrintedPart {
  title: string;
  start: number;
  seconds: number;
  spoken: string;
  onScreen: string;
  broll: string;
}

/** The parts in order with their titles and times: what the text and the PDF print. */
export function printedParts(doc: ScriptDocument, labels: Pick<TextLabels, 'hook' | 'beat' | 'cta'>): PrintedPart[] {
  const timing = scriptTiming(doc);
  const parts = scriptParts(doc);
  return parts.map((p, i) => ({
    title: i === 0 ? labels.hook : i === parts.length - 1 ? labels.cta : labels.beat(i),
    start: timing.starts[i]!,
    seconds: timing.parts[i]!,
    spoken: p.spoken.trim(),
    onScreen: p.onScreen.trim(),
    broll: p.broll.trim(),
  }));
}

export function scriptText(name: string, doc: ScriptDocument, labels: TextLabels): string {
  const blocks = printedParts(doc, labels).map((p) =>
    [
      `## ${p.title} [${clock(p.start)}–${clock(p.start + p.seconds)}]`,
      p.spoken,
      p.onScreen ? `${labels.onScreen}: ${p.onScreen}` : '',
      p.broll ? `${labels.broll}: ${p.broll}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return [`# ${name}`, labels.summary, '', blocks.join('\n\n'), ''].join('\n');
}

export interface TextStyle {
  fontFamily: string;
  color: string;
}

/**
 * A video project with the script's on-screen texts on its text track, each
 * from where its part starts for as long as the part is said (in whole
 * milliseconds, so the items touch and never overlap). Parts with nothing on
 * screen leave a gap; none at all gives an empty text track.
 */
export function scriptVideoDocument(doc: ScriptDocument, style: TextStyle, aspect: VideoAspect = '9:16'): VideoDocument {
  const video = newVideoDocument(aspect, 30);
  const timing = scriptTiming(doc);
  const edges = timing.starts.map((s) => Math.round(s * 1000)).concat(Math.round(timing.total * 1000));
  const items: TimelineItem[] = [];
  scriptParts(doc).forEach((p, i) => {
    const text = p.onScreen.trim();
    const startMs = edges[i]!;
    const durationMs = edges[i + 1]! - startMs;
    // A timeline holds two hours; a script read slowly enough to pass that keeps what fits.
    if (!text || durationMs < 1 || startMs + durationMs > VIDEO_TIMELINE_MAX_MS) return;
    items.push({
      kind: 'text',
      id: `s${i}`,
      startMs,
      durationMs,
      transitionIn: null,
      text,
      style: { fontFamily: style.fontFamily, fontSize: 88, fontWeight: 800, color: style.color, background: '#000000aa' },
      transform: { x: 0.5, y: 0.25, scale: 1, rotation: 0, opacity: 1, crop: { x: 0, y: 0, width: 1, height: 1 } },
    });
  });
  return { ...video, tracks: video.tracks.map((t) => (t.kind === 'text' ? { ...t, items } : t)) };
}

/**
 * How far the teleprompter has scrolled after `elapsed` seconds of reading: the
 * whole text passes in the script's estimated time at speed 1 (faster or slower
 * with the speed), and stops at the end.
 */
export function teleprompterOffset(elapsed: number, totalSeconds: number, scrollable: number, speed: number): number {
  if (totalSeconds <= 0 || scrollable <= 0) return 0;
  return Math.min(scrollable, Math.max(0, (elapsed * speed * scrollable) / totalSeconds));
}
