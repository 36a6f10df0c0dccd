// The timeline drawn from the document: a ruler (click or drag to move the
// playhead), one lane per track, items as blocks. Drag a block to move it
// (snapped to other items' edges and the playhead, onto another track of its
// kind by moving over it), its edges to trim; click selects, Shift+click adds
// to the selection. Every change is a timeline command; a drag is one undo step.
import { memo, useCallback, useLayoutEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react';
import type { TimelineItem, Track, VideoDocument } from '@src/common/contracts/video';
import { timelineDurationMs } from '@src/common/contracts/video';
import type { Command } from '@client/editor/history';
import { CommentTimeMarkers } from '@client/projects/comment-pins/time-markers';
import { formatDuration } from '@client/lib/format';
import { useVideoEditorT } from '../messages';
import { ASSET_MIME } from './media-bin';
import { captionText } from '../model/captions';
import { findItem, moveItems, snapTime, trimEnd, trimStart } from '../model/timeline';

export interface TimelineViewProps {
  doc: VideoDocument;
  names: ReadonlyMap<string, string>;
  selected: readonly string[];
  onSelect: (ids: string[]) => void;
  playheadMs: number;
  onSeek: (ms: number) => void;
  /** Pixels a second. */
  zoom: number;
  perform: (c: Command<VideoDocument>) => void;
  onDragEnd: () => void;
  /** A library file dragged from the bin and dropped on a lane, at a time. */
  onDropAsset: (asset: DroppedAsset, trackId: string, atMs: number) => void;
  /** The project whose comments pinned to a time show as markers on the ruler. */
  comments: { org: string; projectId: string };
}

export interface DroppedAsset {
  id: string;
  kind: 'video' | 'image';
  durationMs: number | null;
}

const SNAP_PX = 8;
const LABEL_PX = 96;

export function TimelineView({
  doc,
  names,
  selected,
  onSelect,
  playheadMs,
  onSeek,
  zoom,
  perform,
  onDragEnd,
  onDropAsset,
  comments,
}: TimelineViewProps) {
  const { t } = useVideoEditorT();
  const lanes = useRef<HTMLDivElement>(null);
  const px = (ms: number) => (ms / 1000) * zoom;
  const total = Math.max(timelineDurationMs(doc), playheadMs) + 10_000;
  const width = px(total);
  const nameOf = (i: TimelineItem) =>
    i.kind === 'text' ? i.text : i.kind === 'captions' ? captionText(i) : (names.get(i.assetId) ?? i.kind);

  const timeAt = (clientX: number) => {
    const box = lanes.current!.getBoundingClientRect();
    return Math.max(0, ((clientX - box.left + lanes.current!.scrollLeft - LABEL_PX) / zoom) * 1000);
  };

  const seekDrag = (e: ReactPointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    onSeek(timeAt(e.clientX));
    const move = (ev: PointerEvent) => onSeek(timeAt(ev.clientX));
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };

  const itemDrag = (item: TimelineItem, mode: 'move' | 'start' | 'end') => (e: ReactPointerEvent<HTMLElement>) => {
    e.stopPropagation();
    if (e.button !== 0) return;
    const ids = e.shiftKey ? [...new Set([...selected, item.id])] : selected.includes(item.id) ? [...selected] : [item.id];
    onSelect(ids);
    const x0 = e.clientX;
    const origin = mode === 'end' ? item.startMs + item.durationMs : item.startMs;
    const threshold = (SNAP_PX / zoom) * 1000;
    const key = `drag-${mode}-${item.id}-${Date.now()}`;
    let moved = false;
    const move = (ev: PointerEvent) => {
      const dx = ev.clientX - x0;
      if (!moved && Math.abs(dx) < 3) return;
      moved = true;
      const want = snapTime(doc, Math.max(0, origin + (dx / zoom) * 1000), { playheadMs, exclude: ids, thresholdMs: threshold });
      if (mode === 'start') return perform(trimStart(item.id, want, key));
      if (mode === 'end') return perform(trimEnd(item.id, want, key));
      // Over another lane of the same kind: the item goes there (a single item only).
      const lane = (document.elementFromPoint(ev.clientX, ev.clientY) as HTMLElement | null)?.closest<HTMLElement>('[data-track]');
      const toTrack = ids.length === 1 && lane?.dataset.kind === item.kind ? lane.dataset.track : undefined;
      perform({
        mergeKey: key,
        apply: (d) => {
          const now = findItem(d, item.id);
          return now ? moveItems(ids, Math.round(want - now.item.startMs), toTrack).apply(d) : d;
        },
      });
    };
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      if (moved) onDragEnd();
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };

  // The blocks keep these two for good; they call the latest render's handlers (its document, selection, playhead).
  const latest = useRef({ itemDrag, onSelect, selected });
  useLayoutEffect(() => {
    latest.current = { itemDrag, onSelect, selected };
  });
  const onPointer = useCallback(
    (item: TimelineItem, mode: 'move' | 'start' | 'end') => (e: ReactPointerEvent<HTMLElement>) => latest.current.itemDrag(item, mode)(e),
    [],
  );
  const onPick = useCallback((item: TimelineItem, shift: boolean) => {
    const { onSelect: select, selected: now } = latest.current;
    select(shift ? [...new Set([...now, item.id])] : [item.id]);
  }, []);

  const ticks: number[] = [];
  const every = zoom >= 60 ? 1 : zoom >= 20 ? 5 : 15;
  for (let s = 0; s * 1000 < total; s += every) ticks.push(s);

  return (
    <div className="ve-lanes" ref={lanes} data-testid="ve-timeline">
      <div className="ve-ruler" style={{ width: width + LABEL_PX }} onPointerDown={seekDrag} data-testid="ve-ruler">
        {ticks.map((s) => (
          <span key={s} className="ve-tick" style={{ left: LABEL_PX + px(s * 1000) }}>
            {formatDuration(s * 1000)}
          </span>
        ))}
        <div className="ve-ruler-comments" style={{ left: LABEL_PX, width }}>
          <CommentTimeMarkers org={comments.org} projectId={comments.projectId} fromMs={0} toMs={total} onSeek={onSeek} />
        </div>
      </div>
      {doc.tracks.map((track: Track) => (
        <div key={track.id} className="ve-track" data-track={track.id} data-kind={track.kind} style={{ width: width + LABEL_PX }}>
          <span className="ve-track-label">{t(`tracks.${track.kind}`)}</span>
          <div
            className="ve-lane"
            onPointerDown={(e) => (e.target === e.currentTarget ? onSelect([]) : undefined)}
            onDragOver={(e) => {
              if (e.dataTransfer.types.includes(ASSET_MIME)) {
                e.preventDefault();
                e.dataTransfer.dropEffect = 'copy';
              }
            }}
            onDrop={(e) => {
              const raw = e.dataTransfer.getData(ASSET_MIME);
              if (!raw) return;
              e.preventDefault();
              const at = snapTime(doc, timeAt(e.clientX), { playheadMs, thresholdMs: (SNAP_PX / zoom) * 1000 });
              onDropAsset(JSON.parse(raw) as DroppedAsset, track.id, Math.round(at));
            }}
          >
            {track.items.map((item) => (
              <ItemBlock
                key={item.id}
                item={item}
                name={nameOf(item)}
                left={px(item.startMs)}
                width={Math.max(4, px(item.durationMs))}
                selected={selected.includes(item.id)}
                onPointer={onPointer}
                onPick={onPick}
              />
            ))}
          </div>
        </div>
      ))}
      <div className="ve-playhead" style={{ left: LABEL_PX + px(playheadMs) }} aria-label={t('playhead')} role="presentation" />
    </div>
  );
}

interface BlockProps {
  item: TimelineItem;
  name: string;
  left: number;
  width: number;
  selected: boolean;
  onPointer: (item: TimelineItem, mode: 'move' | 'start' | 'end') => (e: ReactPointerEvent<HTMLElement>) => void;
  onPick: (item: TimelineItem, shift: boolean) => void;
}

/**
 * One item's block. A drag step changes one item: the others keep their props
 * (the commands keep untouched items as they were), so only that block renders
 * again. Its two handlers are stable and read the latest render's state.
 */
const ItemBlock = memo(
  function ItemBlock({ item, name, left, width, selected, onPointer, onPick }: BlockProps) {
    const { t } = useVideoEditorT();
    const label = t('item', { name, start: formatDuration(item.startMs), end: formatDuration(item.startMs + item.durationMs) });
    return (
      <div
        className="ve-item"
        data-kind={item.kind}
        data-selected={selected || undefined}
        style={{ left, width }}
        role="button"
        tabIndex={0}
        aria-pressed={selected}
        aria-label={label}
        title={label}
        data-testid="ve-item"
        onPointerDown={onPointer(item, 'move')}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            e.stopPropagation();
            onPick(item, e.shiftKey);
          }
        }}
      >
        <span className="ve-handle ve-handle-start" aria-label={t('trimStart', { name })} onPointerDown={onPointer(item, 'start')} />
        <span className="ve-item-name">{name}</span>
        <span className="ve-handle ve-handle-end" aria-label={t('trimEnd', { name })} onPointerDown={onPointer(item, 'end')} />
      </div>
    );
  },
  (a, b) => a.item === b.item && a.name === b.name && a.left === b.left && a.width === b.width && a.selected === b.selected,
);
