// A clip's caption look: one of the brand kit's presets (or the kit's own
// caption) and the animated style, each option previewed by the caption model
// the render draws with.
import type { BrandKitSnapshot } from '@src/common/contracts/brand-kits';
import type { Clip, ClipDocument } from '@src/common/contracts/clip';
import type { Command } from '@client/editor/history';
import { kitCaptionLook } from '@client/media/captions';
import { CaptionPresetSelect } from '@client/components/captions/preset-select';
import { CaptionStylePicker } from '@client/components/captions/style-picker';
import { updateClip } from '../model/commands';

export function ClipCaptionLook({
  clip,
  kit,
  perform,
}: {
  clip: Clip;
  kit: BrandKitSnapshot | null;
  perform: (c: Command<ClipDocument>) => void;
}) {
  const presets = kit?.captionPresets ?? [];
  const look = kitCaptionLook(kit, clip.captions.presetId);
  const set = (patch: Partial<Clip['captions']>) => perform(updateClip(clip.id, { captions: { ...clip.captions, ...patch } }));
  return (
    <>
      <CaptionPresetSelect
        presets={presets}
        value={clip.captions.presetId ?? null}
        hasKit={Boolean(kit)}
        onChange={(presetId) => {
          const p = presets.find((x) => x.id === presetId);
          set(p ? { presetId, style: p.style, allCaps: p.uppercase } : { presetId: null, style: undefined });
        }}
      />
      <CaptionStylePicker value={clip.captions.style ?? look.style} look={look} onChange={(style) => set({ style })} />
    </>
  );
}
