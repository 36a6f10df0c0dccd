// Which comments an editor draws where (decision 072): open threads pinned to a
// time become markers on a strip that shows `fromMs`..`toMs` (a clip's trim bar,
// a player's progress, the video editor's ruler), at their share of it; those
// pinned to a slide become pins at their point on that slide. Resolved threads
// and replies are not drawn (a reply has no pin of its own). Pure, unit-tested.
import { isTimePin, PIN_SPOT_COUNT, pinText, type CommentView } from '@src/common/contracts/comments';

export interface TimeMarker {
  comment: CommentView;
  ms: number;
  /** Where on the strip, 0..1 from its start. */
  at: number;
}

export interface SlidePin {
  comment: CommentView;
  /** The point on the slide, fractions of its width and height. */
  x: number;
  y: number;
  /** Its number among the slide's pins, from 1 (what the pin shows). */
  n: number;
}

const open = (c: CommentView) => !c.parentId && !c.resolved && c.pin !== null;

/** Open time-pinned threads inside the strip, earliest first (ties: oldest comment first). */
export function timeMarkers(comments: readonly CommentView[], fromMs: number, toMs: number): TimeMarker[] {
  const span = toMs - fromMs;
  if (!(span > 0)) return [];
  const out: TimeMarker[] = [];
  for (const comment of comments) {
    if (!open(comment) || !isTimePin(comment.pin!)) continue;
    const ms = comment.pin.seconds * 1000;
    if (ms < fromMs || ms > toMs) continue;
    out.push({ comment, ms, at: (ms - fromMs) / span });
  }
  return out.sort((a, b) => a.ms - b.ms || a.comment.createdAt.localeCompare(b.comment.createdAt));
}

/** Open threads pinned to this slide (from 0), numbered in the order they were written. */
export function slidePins(comments: readonly CommentView[], slide: number): SlidePin[] {
  const out: SlidePin[] = [];
  for (const comment of comments) {
    const pin = comment.pin;
    if (!open(comment) || !pin || isTimePin(pin) || pin.slide !== slide) continue;
    out.push({ comment, x: clamp01(pin.x), y: clamp01(pin.y), n: out.length + 1 });
  }
  return out;
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/** A point clicked on a slide drawn in `rect`, as the fractions a pin keeps (rounded to a thousandth). */
export function pointOn(rect: { left: number; top: number; width: number; height: number }, clientX: number, clientY: number) {
  const round = (v: number) => Math.round(clamp01(v) * 1000) / 1000;
  return { x: round((clientX - rect.left) / rect.width), y: round((clientY - rect.top) / rect.height) };
}

/** A time as a pin shows it (0:12, 1:02:03), from milliseconds. */
export const timeText = (ms: number): string => (pinText({ seconds: Math.max(0, ms) / 1000 }) as { time: string }).time;

/** The spot an arrow key moves to from `i` on the 3×3 grid; it stops at the edges. */
export function spotAfter(i: number, key: string): number {
  const row = Math.floor(i / 3);
  const col = i % 3;
  if (key === 'ArrowLeft') return col > 0 ? i - 1 : i;
  if (key === 'ArrowRight') return col < 2 ? i + 1 : i;
  if (key === 'ArrowUp') return row > 0 ? i - 3 : i;
  if (key === 'ArrowDown') return row < 2 ? i + 3 : i;
  if (key === 'Home') return 0;
  if (key === 'End') return PIN_SPOT_COUNT - 1;
  return i;
}
