// The cues on a waveform of the video's sound: drag a cue's body to move it or
// an edge to retime it (snapped to its neighbours' edges and the playhead,
// never over a neighbour: the commands hold the rules), click to seek, and the
// same by keyboard on a focused cue. A drag is one undo step.
import { CommentTimeMarkers } from '@client/projects/comment-pins/time-markers';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { SubtitleCue } from '@src/common/contracts/subtitles';
import type { Edge } from '../model/commands';
import { formatMs } from '../model/time';
import { useSubtitlesT } from '../messages';

interface Props {
  /** The project whose comments pinned to a time show as markers along the waveform. */
  comments: { org: string; projectId: string };
  peaks: Float32Array | null;
  peaksPerSecond: number;
  cues: readonly SubtitleCue[];
  durationMs: number;
  playheadMs: number;
  selected: string | null;
  onSelect: (id: string) => void;
  onSeek: (ms: number) => void;
  /** An edge (or the body, by its start) to a time; `drag` names the gesture so its moves merge into one undo step. */
  onRetime: (id: string, edge: Edge, ms: number, drag: string) => void;
  onRetimeEnd: () => void;
  snapTargets: (id: string) => number[];
}

const HEIGHT = 88;
const STEP_MS = 100;

export function Waveform(p: Props) {
  const { t } = useSubtitlesT();
  const [pps, setPps] = useState(80);
  const canvas = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ id: string; edge: Edge; x0: number; ms0: number; key: string } | null>(null);
  const width = Math.max(1, Math.ceil((p.durationMs / 1000) * pps));
  const toMs = (px: number) => (px / pps) * 1000;
  // Browsers refuse canvases past ~32k pixels: a long video's waveform is drawn at most this wide and stretched.
  const drawn = Math.min(width, 16_384);

  useEffect(() => {
    const g = canvas.current?.getContext('2d');
    if (!g) return;
    g.clearRect(0, 0, drawn, HEIGHT);
    if (!p.peaks) return;
    const color = getComputedStyle(canvas.current!).color || '#888';
    g.fillStyle = color;
    const per = (p.peaksPerSecond / pps) * (width / drawn);
    for (let x = 0; x < drawn; x++) {
      const from = Math.floor(x * per);
      const to = Math.max(from + 1, Math.floor((x + 1) * per));
      let peak = 0;
      for (let i = from; i < to && i < p.peaks.length; i++) peak = Math.max(peak, Math.abs(p.peaks[i]!));
      const h = Math.max(1, Math.min(1, peak) * (HEIGHT - 8));
      g.fillRect(x, (HEIGHT - h) / 2, 1, h);
    }
  }, [p.peaks, p.peaksPerSecond, pps, width, drawn]);

  const startDrag = (e: PointerEvent<HTMLElement>, cue: SubtitleCue, edge: Edge) => {
    e.stopPropagation();
    e.currentTarget.setPointerCapture(e.pointerId);
    p.onSelect(cue.id);
    drag.current = {
      id: cue.id,
      edge,
      x0: e.clientX,
      ms0: edge === 'end' ? cue.endMs : cue.startMs,
      key: `drag:${cue.id}:${edge}:${e.timeStamp}`,
    };
  };
  const moveDrag = (e: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d) return;
    const raw = d.ms0 + toMs(e.clientX - d.x0);
    const threshold = toMs(8);
    let ms = raw;
    let best = threshold;
    const cue = p.cues.find((c) => c.id === d.id);
    const length = cue ? cue.endMs - cue.startMs : 0;
    // The body snaps by either of its edges.
    for (const target of p.snapTargets(d.id)) {
      const options = d.edge === 'body' ? [target, target - length] : [target];
      for (const o of options)
        if (Math.abs(o - raw) < best) {
          best = Math.abs(o - raw);
          ms = o;
        }
    }
    p.onRetime(d.id, d.edge, ms, d.key);
  };
  const endDrag = () => {
    if (drag.current) p.onRetimeEnd();
    drag.current = null;
  };

  const onKey = (e: KeyboardEvent<HTMLElement>, cue: SubtitleCue) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    e.stopPropagation();
    const delta = e.key === 'ArrowLeft' ? -STEP_MS : STEP_MS;
    const edge: Edge = e.shiftKey ? 'end' : e.altKey ? 'start' : 'body';
    const from = edge === 'end' ? cue.endMs : cue.startMs;
    p.onRetime(cue.id, edge, from + delta, `key:${cue.id}:${edge}`);
  };

  /** A cue's start or end edge, dragged to retime that side alone. */
  const handle = (cue: SubtitleCue, edge: 'start' | 'end') => (
    <span
      className={`st-edge st-edge-${edge}`}
      aria-hidden="true"
      onPointerDown={(e) => startDrag(e, cue, edge)}
      onPointerMove={moveDrag}
      onPointerUp={endDrag}
    />
  );

  return (
    <section className="st-panel st-wave" aria-labelledby="st-wave-title">
      <div className="st-wave-head">
        <h2 className="st-panel-title" id="st-wave-title">
          {t('wave.title')}
        </h2>
        {!p.peaks ? <span className="muted small">{t('wave.loading')}</span> : null}
        <label className="small st-zoom">
          {t('wave.zoom')} <input type="range" min={20} max={400} value={pps} onChange={(e) => setPps(Number(e.target.value))} />
        </label>
      </div>
      <div className="st-wave-scroll">
        <div
          className="st-wave-track"
          style={{ width, height: HEIGHT }}
          onPointerDown={(e) => {
            const box = e.currentTarget.getBoundingClientRect();
            p.onSeek(Math.max(0, Math.min(p.durationMs, toMs(e.clientX - box.left))));
          }}
          data-testid="st-wave"
        >
          <canvas ref={canvas} width={drawn} height={HEIGHT} style={{ width }} className="st-wave-canvas" aria-hidden="true" />
          <CommentTimeMarkers org={p.comments.org} projectId={p.comments.projectId} fromMs={0} toMs={p.durationMs} onSeek={p.onSeek} />
          {p.cues.map((cue, i) => {
            const left = (cue.startMs / 1000) * pps;
            const w = Math.max(4, ((cue.endMs - cue.startMs) / 1000) * pps);
            const label = t('wave.cue', { n: i + 1, start: formatMs(cue.startMs), end: formatMs(cue.endMs) });
            return (
              <div
                key={cue.id}
                className={`st-cue-block${p.selected === cue.id ? ' is-selected' : ''}`}
                style={{ left, width: w }}
                tabIndex={0}
                role="button"
                aria-label={label}
                title={label}
                data-testid="st-cue-block"
                onFocus={() => p.onSelect(cue.id)}
                onPointerDown={(e) => startDrag(e, cue, 'body')}
                onPointerMove={moveDrag}
                onPointerUp={endDrag}
                onPointerCancel={endDrag}
                onKeyDown={(e) => onKey(e, cue)}
                onKeyUp={() => p.onRetimeEnd()}
              >
                {handle(cue, 'start')}
                <span className="st-cue-label">{cue.text.replace(/\n/g, ' ')}</span>
                {handle(cue, 'end')}
              </div>
            );
          })}
          <div className="st-playhead" style={{ left: (p.playheadMs / 1000) * pps }} aria-hidden="true" />
        </div>
      </div>
    </section>
  );
}
