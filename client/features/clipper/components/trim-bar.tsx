// Trimming by dragging: the clip's range on a strip of the video around it, a
// handle at each end that snaps to the nearest word boundary; arrows move a
// focused handle by a tenth of a second (Shift: a second). A drag is one undo step.
import { useRef } from 'react';
import type { Clip, ClipDocument } from '@src/common/contracts/clip';
import type { TranscriptWord } from '@src/common/contracts/transcript';
import type { Command } from '@client/editor/history';
import { formatDuration } from '@client/lib/format';
import { CommentTimeMarkers } from '@client/projects/comment-pins/time-markers';
import { snapToWord, trimClip } from '../model/commands';
import { useClipperT } from '../messages';

const MARGIN_MS = 15_000;

interface Props {
  clip: Clip;
  durationMs: number;
  words: readonly TranscriptWord[];
  perform: (c: Command<ClipDocument>) => void;
  onDragEnd: () => void;
  /** Whose comments pinned to a time in this stretch show as markers on the bar. */
  comments: { org: string; projectId: string };
}

export function TrimBar({ clip, durationMs, words, perform, onDragEnd, comments }: Props) {
  const { t } = useClipperT();
  const bar = useRef<HTMLDivElement>(null);
  const from = Math.max(0, clip.startMs - MARGIN_MS);
  const to = Math.min(durationMs, clip.endMs + MARGIN_MS);
  const span = Math.max(1, to - from);
  const pct = (ms: number) => `${((ms - from) / span) * 100}%`;
  const set = (edge: 'start' | 'end', ms: number, key: string) =>
    perform(
      edge === 'start'
        ? trimClip(clip.id, snapToWord(ms, words, 'start'), clip.endMs, key)
        : trimClip(clip.id, clip.startMs, snapToWord(ms, words, 'end'), key),
    );

  const drag = (edge: 'start' | 'end') => (e: React.PointerEvent<HTMLButtonElement>) => {
    const rect = bar.current?.getBoundingClientRect();
    if (!rect) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    const key = `drag-${edge}-${clip.id}-${e.timeStamp}`;
    const move = (ev: PointerEvent) => set(edge, from + ((ev.clientX - rect.left) / rect.width) * span, key);
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      onDragEnd();
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };
  const keys = (edge: 'start' | 'end') => (e: React.KeyboardEvent) => {
    const step = e.shiftKey ? 1000 : 100;
    const dir = e.key === 'ArrowLeft' ? -1 : e.key === 'ArrowRight' ? 1 : 0;
    if (!dir) return;
    e.preventDefault();
    const at = edge === 'start' ? clip.startMs : clip.endMs;
    // Keys move exactly (no snapping): a tenth of a second is what they are for.
    perform(
      edge === 'start'
        ? trimClip(clip.id, at + dir * step, clip.endMs, `key-start-${clip.id}`)
        : trimClip(clip.id, clip.startMs, at + dir * step, `key-end-${clip.id}`),
    );
  };

  return (
    <div className="trim-bar" ref={bar} data-testid="trim-bar">
      <div className="trim-range" style={{ left: pct(clip.startMs), width: `calc(${pct(clip.endMs)} - ${pct(clip.startMs)})` }} />
      {clip.cuts.map((c) => (
        <div key={c.startMs} className="trim-cut" style={{ left: pct(c.startMs), width: `calc(${pct(c.endMs)} - ${pct(c.startMs)})` }} />
      ))}
      {(['start', 'end'] as const).map((edge) => (
        <button
          key={edge}
          type="button"
          role="slider"
          className={`trim-handle trim-${edge}`}
          style={{ left: pct(edge === 'start' ? clip.startMs : clip.endMs) }}
          aria-label={t(edge === 'start' ? 'clips.start' : 'clips.end')}
          aria-valuemin={Math.round(from / 1000)}
          aria-valuemax={Math.round(to / 1000)}
          aria-valuenow={Math.round((edge === 'start' ? clip.startMs : clip.endMs) / 1000)}
          aria-valuetext={formatDuration(edge === 'start' ? clip.startMs : clip.endMs)}
          onPointerDown={drag(edge)}
          onKeyDown={keys(edge)}
        />
      ))}
      <CommentTimeMarkers org={comments.org} projectId={comments.projectId} fromMs={from} toMs={to} />
    </div>
  );
}
