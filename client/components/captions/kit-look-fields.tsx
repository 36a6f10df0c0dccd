// A tool's caption look (clipper, auto subtitles): one of the brand kit's
// presets, or the kit's own caption, and the animated style, each option
// previewed by the caption model the render draws with. A preset brings its
// style and capitals; both stay changeable in the tool.
import type { BrandKitSnapshot } from '@src/common/contracts/brand-kits';
import type { CaptionStyleId } from '@src/common/contracts/caption-styles';
import { kitCaptionLook } from '@client/media/captions';
import { CaptionPresetSelect } from './preset-select';
import { CaptionStylePicker } from './style-picker';

export interface LookChange {
  presetId?: string | null;
  /** Undefined: the kit's (or preset's) own style. */
  style?: CaptionStyleId;
  uppercase?: boolean;
}

export function KitCaptionLookFields({
  kit,
  presetId,
  style,
  onChange,
}: {
  kit: BrandKitSnapshot | null;
  presetId: string | null;
  /** The tool's chosen style, if any. */
  style: CaptionStyleId | undefined;
  onChange: (change: LookChange) => void;
}) {
  const presets = kit?.captionPresets ?? [];
  const look = kitCaptionLook(kit, presetId);
  return (
    <>
      <CaptionPresetSelect
        presets={presets}
        value={presetId}
        hasKit={Boolean(kit)}
        onChange={(id) => {
          const p = presets.find((x) => x.id === id);
          onChange(p ? { presetId: id, style: p.style, uppercase: p.uppercase } : { presetId: null, style: undefined });
        }}
      />
      <CaptionStylePicker value={style ?? look.style} look={look} onChange={(s) => onChange({ style: s })} />
    </>
  );
}
