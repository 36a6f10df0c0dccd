// The kit editor's model, free of React: the draft is the form's input shape
// (colours may be half-typed), checked by the same schema the Worker uses.
import { BUNDLED_FONTS, bundledCssFamily, bundledFont, bundledFontUrl } from '@src/common/brand/fonts';
import { contrastLevel, contrastRatio, type ContrastLevel } from '@src/common/brand/contrast';
import {
  kitFieldsSchema,
  normalizeColor,
  type BrandFontView,
  type BrandKitView,
  type FontRef,
  type KitFields,
  type KitFieldsInput,
} from '@src/common/contracts/brand-kits';

export type Draft = KitFieldsInput;
export type Section = keyof KitFields;

/** What every section of the kit editor gets. */
export interface SectionProps {
  draft: Draft;
  /** Changes a copy of the draft in place; the editor keeps the copy. */
  edit: (change: (d: Draft) => void) => void;
  /** The error key for a field's path, if the draft fails there. */
  err: (path: string) => string | undefined;
  canEdit: boolean;
}

const SECTIONS: readonly Section[] = ['name', 'logos', 'colors', 'swatches', 'fonts', 'voice', 'social', 'caption', 'captionPresets'];

export function draftOf(kit: BrandKitView): Draft {
  const { name, logos, colors, swatches, fonts, voice, social, caption, captionPresets } = kit;
  return structuredClone({ name, logos, colors, swatches, fonts, voice, social, caption, captionPresets });
}

/** The caption look above saved under a name, with an id no other preset of the kit has. */
export function presetFromCaption(draft: Draft, name: string): NonNullable<Draft['captionPresets']>[number] {
  const taken = new Set((draft.captionPresets ?? []).map((p) => p.id));
  const base =
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 30) || 'preset';
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  const c = draft.caption;
  return {
    id,
    name: name.trim(),
    style: c.style ?? 'highlight',
    font: c.font,
    textColor: c.textColor,
    highlightColor: c.highlightColor,
    outlineColor: c.outlineColor,
    uppercase: c.uppercase,
  };
}

/** The sections that differ from the saved kit: what a save sends. */
export function changedSections(draft: Draft, saved: BrandKitView): Partial<Draft> {
  const base = draftOf(saved);
  const changes: Partial<Record<Section, unknown>> = {};
  for (const key of SECTIONS) if (JSON.stringify(draft[key]) !== JSON.stringify(base[key])) changes[key] = draft[key];
  return changes as Partial<Draft>;
}

/**
 * Field errors keyed by path ('colors.primary', 'swatches.2.name'), as i18n
 * keys. A list's item error is also filed under the list ('voice.wordsToUse'),
 * where a one-line words field shows it.
 */
export function validate(draft: Draft): { value: KitFields | null; errors: Record<string, string> } {
  const result = kitFieldsSchema.safeParse(draft);
  if (result.success) return { value: result.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const message = issue.message.startsWith('validation.') ? issue.message : 'validation.invalidValue';
    const path = issue.path.map(String);
    errors[path.join('.')] ??= message;
    const item = path.findLastIndex((p) => /^\d+$/.test(p));
    if (item > 0) errors[path.slice(0, item).join('.')] ??= message;
  }
  return { value: null, errors };
}

/** The colour the preview draws while the hex field holds something half-typed. */
export const shownColor = (value: string, fallback: string) => normalizeColor(value) ?? fallback;

export interface ContrastCheck {
  ratio: number;
  level: ContrastLevel;
}

export function contrast(a: string, b: string): ContrastCheck | null {
  const x = normalizeColor(a);
  const y = normalizeColor(b);
  if (!x || !y) return null;
  const ratio = contrastRatio(x, y);
  return { ratio: Math.floor(ratio * 100) / 100, level: contrastLevel(ratio) };
}

const FALLBACK = { sans: 'system-ui, sans-serif', serif: 'Georgia, serif', display: 'Impact, system-ui, sans-serif' } as const;

/** The CSS font-family for a kit's font, with a fallback while it loads. */
export function fontFamilyOf(ref: FontRef, uploaded: readonly BrandFontView[]): string {
  if (ref.source === 'bundled') {
    const font = bundledFont(ref.id);
    return `'${bundledCssFamily(ref.id)}', ${FALLBACK[font?.category ?? 'sans']}`;
  }
  const font = uploaded.find((f) => f.id === ref.id);
  return font ? `'${font.cssFamily}', ${FALLBACK.sans}` : FALLBACK.sans;
}

/**
 * @font-face rules for every font a kit can pick. Declaring costs nothing:
 * the browser fetches a file only when some text is drawn in that font.
 */
export function fontFaceCss(uploaded: readonly BrandFontView[]): string {
  const rules: string[] = [];
  for (const font of BUNDLED_FONTS) {
    for (const weight of font.weights) {
      rules.push(
        `@font-face{font-family:'${bundledCssFamily(font.id)}';src:url('${bundledFontUrl(font.id, weight)}') format('woff2');font-weight:${weight};font-display:swap}`,
      );
    }
  }
  for (const font of uploaded)
    rules.push(`@font-face{font-family:'${font.cssFamily}';src:url('${font.url}') format('${font.format}');font-display:swap}`);
  return rules.join('\n');
}

/** 'a, b,, c ' -> ['a', 'b', 'c']: words are typed as one comma-separated line. */
export const parseWords = (text: string) =>
  text
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);
