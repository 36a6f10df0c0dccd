// The strip under a player: its span from start to end, the playhead, and the
// comments pinned inside it (decision 072). A click on the strip seeks. The
// clip's player moves the head itself every frame (`headRef`), with no render.
import type { Ref } from 'react';
import { CommentTimeMarkers } from './time-markers';

interface Props {
  org: string;
  projectId: string;
  fromMs: number;
  toMs: number;
  /** Where the head stands; omitted when the caller moves it through `headRef`. */
  atMs?: number;
  headRef?: Ref<HTMLDivElement>;
  onSeek: (ms: number) => void;
  testId: string;
}

export function PlayerStrip({ org, projectId, fromMs, toMs, atMs, headRef, onSeek, testId }: Props) {
  const span = Math.max(1, toMs - fromMs);
  const left = atMs === undefined ? undefined : `${Math.min(1, Math.max(0, (atMs - fromMs) / span)) * 100}%`;
  return (
    <div
      className="player-strip"
      data-testid={testId}
      onPointerDown={(e) => {
        // Markers are buttons of their own: a press on one is not a seek to where the pointer is.
        if (e.target !== e.currentTarget) return;
        const rect = e.currentTarget.getBoundingClientRect();
        onSeek(fromMs + ((e.clientX - rect.left) / rect.width) * span);
      }}
    >
      <div className="player-strip-head" ref={headRef} style={left === undefined ? undefined : { left }} aria-hidden="true" />
      <CommentTimeMarkers org={org} projectId={projectId} fromMs={fromMs} toMs={toMs} onSeek={onSeek} />
    </div>
  );
}
