// The timeline and its toolbar: split, ripple delete, new tracks, zoom, and the
// lanes where items are moved, trimmed and dropped from the media bin.
import { useState } from 'react';
import { Plus, Scissors, Trash2 } from 'lucide-react';
import { TRACK_KINDS } from '@src/common/contracts/video';
import { Button } from '@client/components/ui/button';
import { useVideoEditorT } from '../messages';
import { addItem, addTrack, assetItem } from '../model/items';
import { placeItem, rippleDelete, splitAt } from '../model/timeline';
import { TimelineView, type TimelineViewProps } from './timeline-view';

/** The timeline's lanes get everything as given, and the zoom and the drop from the bin from here. */
export function TimelineSection(props: Omit<TimelineViewProps, 'zoom' | 'onDropAsset'>) {
  const { doc, selected, onSelect, playheadMs, perform } = props;
  const { t } = useVideoEditorT();
  const [zoom, setZoom] = useState(60);
  return (
    <section className="ve-panel ve-timeline" aria-label={t('timeline')}>
      <div className="ve-toolbar">
        <Button size="sm" variant="ghost" icon={Scissors} iconSize={16} onClick={() => perform(splitAt(playheadMs, selected))}>
          {t('split')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          icon={Trash2}
          iconSize={16}
          disabled={selected.length === 0}
          onClick={() => (perform(rippleDelete(selected)), onSelect([]))}
        >
          {t('rippleDelete')}
        </Button>
        {/* A captions track comes from a video's speech (the inspector's button), never empty. */}
        {TRACK_KINDS.filter((k) => k !== 'captions').map((k) => (
          <Button key={k} size="sm" variant="ghost" icon={Plus} onClick={() => perform(addTrack(k))}>
            {t('addTrack', { kind: t(`tracks.${k}`).toLocaleLowerCase() })}
          </Button>
        ))}
        <label className="small ve-zoom">
          {t('zoom')} <input type="range" min={5} max={200} value={zoom} onChange={(e) => setZoom(Number(e.target.value))} />
        </label>
      </div>
      <p className="muted small">{t('shortcuts')}</p>
      <TimelineView
        {...props}
        zoom={zoom}
        onDropAsset={(asset, trackId, atMs) => {
          const track = doc.tracks.find((tr) => tr.id === trackId);
          // On an audio lane a video gives its sound; elsewhere a file goes to the lane of its kind, or the first one.
          const soundOnly = track?.kind === 'audio' && asset.kind === 'video';
          const item = assetItem(doc, asset, atMs, soundOnly);
          perform(track?.kind === item.kind ? placeItem(trackId, item) : addItem(item));
        }}
      />
    </section>
  );
}
