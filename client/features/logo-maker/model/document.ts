// A new logo's document and the editor's commands: pure document → document
// steps for the kernel's history (undo, redo, autosave). Typing in a field or
// dragging a colour is one undo step (its merge key).
import { bundledFont, type BundledFontId } from '@src/common/brand/fonts';
import type { BrandKitSnapshot } from '@src/common/contracts/brand-kits';
import type { LogoColors, LogoDocument, LogoLayout, LogoOffsets, LogoPart } from '@src/common/contracts/logo';
import type { Command } from '@client/editor/history';
import { suggestIcons } from '@src/common/brand/logo-icons';

type C = Command<LogoDocument>;

export const DEFAULT_COLORS: LogoColors = { primary: '#6d28d9', text: '#111827', background: '#ffffff' };
const DEFAULT_FONT: BundledFontId = 'montserrat';

/**
 * What a kit gives a logo: three of its colours and its heading font. A bundled
 * heading font is used as it is; an uploaded one is kept as `kitFont` (its TTF
 * or OTF is outlined; a WOFF2 cannot be, and the bundled default draws instead,
 * which the editor says).
 */
export function kitStyle(kit: BrandKitSnapshot): Pick<LogoDocument, 'colors' | 'font' | 'kitId' | 'kitFont'> {
  const heading = kit.fonts.heading;
  const font = heading.source === 'bundled' && bundledFont(heading.id) ? (heading.id as BundledFontId) : DEFAULT_FONT;
  const file = heading.source === 'uploaded' ? (heading.files.find((f) => f.format !== 'woff2') ?? heading.files[0]) : undefined;
  const kitFont = file ? { id: heading.id, family: heading.family.slice(0, 100), url: file.url, format: file.format } : null;
  return {
    colors: { primary: kit.colors.primary, text: kit.colors.text, background: kit.colors.background },
    font,
    kitId: kit.kitId,
    kitFont,
  };
}

export function newLogoDocument(name: string, tagline: string, kit: BrandKitSnapshot | null): LogoDocument {
  return {
    schemaVersion: 1,
    name: name.trim(),
    tagline: tagline.trim(),
    layout: 'icon-left',
    offsets: {},
    icon: suggestIcons(name, tagline)[0] ?? 'sparkles',
    ...(kit ? kitStyle(kit) : { colors: DEFAULT_COLORS, font: DEFAULT_FONT, kitId: null, kitFont: null }),
  };
}

/** Another layout starts as proposed: moves made by hand belonged to the old one. */
export const setLayout = (layout: LogoLayout): C => ({ apply: (d) => (d.layout === layout ? d : { ...d, layout, offsets: {} }) });

/** The hand-made moves; a backup written before they existed has none. */
export const offsetsOf = (d: LogoDocument): LogoOffsets => (d.offsets as LogoOffsets | undefined) ?? {};
/**
 * A part moved to `offset` (already clamped by the layout model, rounded here
 * to a tenth of a unit so the document stays small). A drag's or a held
 * arrow key's many moves are one undo step until the editor seals it.
 */
export const movePart = (part: LogoPart, offset: { x: number; y: number }): C => ({
  mergeKey: `move-${part}`,
  apply: (d) => {
    const x = Math.round(offset.x * 10) / 10;
    const y = Math.round(offset.y * 10) / 10;
    const now = offsetsOf(d)[part] ?? { x: 0, y: 0 };
    return now.x === x && now.y === y ? d : { ...d, offsets: { ...offsetsOf(d), [part]: { x, y } } };
  },
});
export const resetPositions: C = {
  apply: (d) => (Object.keys(offsetsOf(d)).length === 0 ? d : { ...d, offsets: {} }),
};
export const setIcon = (icon: string): C => ({ apply: (d) => (d.icon === icon ? d : { ...d, icon }) });
/** A bundled font chosen by hand replaces the kit's uploaded one (applying the kit again brings it back). */
export const setFont = (font: BundledFontId): C => ({
  apply: (d) => (d.font === font && !d.kitFont ? d : { ...d, font, kitFont: null }),
});
export const setWords = (field: 'name' | 'tagline', value: string): C => ({
  mergeKey: `words-${field}`,
  apply: (d) => (d[field] === value ? d : { ...d, [field]: value }),
});
/** A suggested name or tagline chosen: one undo step of its own, never merged with typing. */
export const chooseWords = (field: 'name' | 'tagline', value: string): C => ({
  apply: (d) => (d[field] === value ? d : { ...d, [field]: value }),
});
export const setColor = (role: keyof LogoColors, value: string): C => ({
  mergeKey: `color-${role}`,
  apply: (d) => (d.colors[role] === value ? d : { ...d, colors: { ...d.colors, [role]: value } }),
});
export const applyKit = (kit: BrandKitSnapshot): C => ({ apply: (d) => ({ ...d, ...kitStyle(kit) }) });
