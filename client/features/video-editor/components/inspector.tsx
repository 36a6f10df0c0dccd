// The selected item's properties: timing, place on the frame, opacity, and by
// kind its sound (volume, fades, speed), its text and style, its transition in.
// Each field is a timeline command; typing in one field is one undo step.
import type { TimelineItem, VideoDocument } from '@src/common/contracts/video';
import type { BrandKitSnapshot } from '@src/common/contracts/brand-kits';
import type { Command } from '@client/editor/history';
import { useVideoEditorT } from '../messages';
import { moveItems, trimEnd, updateItem } from '../model/timeline';
import { CaptionsFields } from './captions-fields';
import { PlacementFields, SecondsField, SoundFields, TextFields } from './inspector-fields';

interface Props {
  items: readonly TimelineItem[];
  kit: BrandKitSnapshot | null;
  perform: (c: Command<VideoDocument>) => void;
}
export function Inspector({ items, kit, perform }: Props) {
  const { t } = useVideoEditorT();
  if (items.length === 0) return <p className="muted small">{t('inspector.none')}</p>;
  if (items.length > 1) return <p className="muted small">{t('inspector.many', { count: items.length })}</p>;
  const item = items[0]!;
  const key = (field: string) => `inspect-${item.id}-${field}`;
  const patch = (p: Partial<TimelineItem>, field: string) => perform(updateItem(item.id, p, key(field)));
  const colors = kit ? [kit.colors.primary, kit.colors.secondary, kit.colors.accent, kit.colors.text, kit.colors.background] : [];

  return (
    <div className="ve-inspector-fields" data-testid="ve-inspector">
      <div className="ve-row">
        <SecondsField
          label={t('inspector.start')}
          ms={item.startMs}
          max={7200}
          onChange={(ms) => perform({ mergeKey: key('start'), apply: (d) => moveItems([item.id], ms - item.startMs).apply(d) })}
        />
        <SecondsField
          label={t('inspector.duration')}
          ms={item.durationMs}
          min={0.1}
          max={7200}
          onChange={(ms) => perform(trimEnd(item.id, item.startMs + ms, key('duration')))}
        />
      </div>
      {item.kind === 'captions' ? <CaptionsFields item={item} kit={kit} perform={perform} /> : null}
      {item.kind === 'text' ? <TextFields item={item} kit={kit} colors={colors} patch={patch} /> : null}
      {item.kind !== 'audio' && item.kind !== 'captions' ? <PlacementFields item={item} patch={patch} /> : null}
      {item.kind === 'video' || item.kind === 'audio' ? <SoundFields item={item} patch={patch} perform={perform} /> : null}
    </div>
  );
}
