// The fonts a text item may take, named as a creator knows them: the kit's
// heading and body fonts by family ("Montserrat"), never by the unique name
// they are declared under (`palco-font-montserrat`, issue 33).
import type { BrandKitSnapshot } from '@src/common/contracts/brand-kits';
import { bundledFont } from '@src/common/brand/fonts';

export interface FontChoice {
  /** The CSS family the item stores and the renderer draws with. */
  value: string;
  /** The family name shown; null for a font the kit no longer has and whose name is not known. */
  label: string | null;
}

const BUNDLED = /^palco-font-(.+)$/;

/** The item's own font first (it may come from an earlier kit), then the kit's, each once. */
export function fontChoices(kit: Pick<BrandKitSnapshot, 'fonts'> | null, current: string): FontChoice[] {
  const kitFonts = kit ? [kit.fonts.heading, kit.fonts.body] : [];
  const labelOf = (css: string): string | null => {
    const known = kitFonts.find((f) => f.cssFamily === css);
    if (known) return known.family;
    const bundled = BUNDLED.exec(css);
    if (bundled) return bundledFont(bundled[1]!)?.family ?? null;
    // An uploaded font's name is its id; a plain CSS family (sans-serif) reads as itself.
    return css.startsWith('palco-') ? null : css;
  };
  const values = [...new Set([current, ...kitFonts.map((f) => f.cssFamily)])];
  return values.map((value) => ({ value, label: labelOf(value) }));
}
