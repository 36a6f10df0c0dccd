// A tool's captions in the brand kit's look: the kit's own caption style, or
// one of its named presets (issue 33). The clipper and the subtitles tool both
// read the kit through this, so a preset looks the same in each.
import type { BrandKitSnapshot } from '@src/common/contracts/brand-kits';
import type { CaptionStyleId } from '@src/common/contracts/caption-styles';
import { bareWord } from './words';

export interface KitCaptionLook {
  style: CaptionStyleId;
  /** CSS family with a fallback. */
  fontFamily: string;
  /** Files the render loads before the first frame. */
  fonts: Array<{ family: string; url: string; weight?: number }>;
  color: string;
  highlight: string;
  stroke: string;
  uppercase: boolean;
  keywords: string[];
}

type KitPart = Pick<BrandKitSnapshot, 'caption'> & Partial<Pick<BrandKitSnapshot, 'voice' | 'captionPresets'>>;

/** The kit's caption look, or the named preset's when the kit still has it; the defaults without a kit. */
export function kitCaptionLook(kit: KitPart | null, presetId?: string | null): KitCaptionLook {
  if (!kit) {
    return {
      style: 'highlight',
      fontFamily: 'sans-serif',
      fonts: [],
      color: '#ffffff',
      highlight: '#facc15',
      stroke: '#000000',
      uppercase: false,
      keywords: [],
    };
  }
  const look = (presetId && kit.captionPresets?.find((p) => p.id === presetId)) || kit.caption;
  return {
    style: look.style ?? 'highlight',
    fontFamily: `'${look.font.cssFamily}', sans-serif`,
    fonts: look.font.files.map((f) => ({ family: look.font.cssFamily, url: f.url, weight: f.weight })),
    color: look.textColor,
    highlight: look.highlightColor,
    stroke: look.outlineColor,
    uppercase: look.uppercase,
    keywords: (kit.voice?.wordsToUse ?? []).map(bareWord).filter(Boolean),
  };
}
