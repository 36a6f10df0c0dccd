// Slide layouts shared by the templates and by AI drafts: a cover, a content
// slide and a call to action, in one of six looks. Colours and fonts are brand
// roles, so every look takes the applied kit's style.
import { CAROUSEL_FORMATS, type CarouselElement, type CarouselFormat, type ColorValue, type Slide } from '@src/common/contracts/carousel';
import { logoElement, shapeElement, textElement, type MakeId } from './document';

export const LOOKS = ['bold', 'tips', 'quote', 'announcement', 'split', 'minimal'] as const;
export type Look = (typeof LOOKS)[number];

interface LookStyle {
  background: ColorValue;
  ink: ColorValue;
  accent: ColorValue;
  align: 'left' | 'center';
  headingSize: number;
  /** Decoration drawn under the text. */
  decor: 'bar' | 'band' | 'quote' | 'frame' | 'split' | 'none';
}

const STYLES: Record<Look, LookStyle> = {
  bold: { background: 'primary', ink: 'background', accent: 'accent', align: 'left', headingSize: 104, decor: 'bar' },
  tips: { background: 'background', ink: 'text', accent: 'primary', align: 'left', headingSize: 84, decor: 'band' },
  quote: { background: 'secondary', ink: 'background', accent: 'accent', align: 'center', headingSize: 80, decor: 'quote' },
  announcement: { background: 'background', ink: 'text', accent: 'accent', align: 'left', headingSize: 92, decor: 'frame' },
  split: { background: 'background', ink: 'text', accent: 'secondary', align: 'left', headingSize: 84, decor: 'split' },
  minimal: { background: 'background', ink: 'text', accent: 'primary', align: 'center', headingSize: 88, decor: 'none' },
};

export type SlideKind = 'cover' | 'content' | 'cta';

export interface SlideText {
  heading: string;
  body: string;
  /** Body lines drawn as a bulleted list. */
  list?: boolean;
}

export function layoutSlide(look: Look, kind: SlideKind, text: SlideText, format: CarouselFormat, makeId: MakeId): Slide {
  const s = STYLES[look];
  const { width: W, height: H } = CAROUSEL_FORMATS[format];
  const pad = 96;
  const elements: CarouselElement[] = [];
  const g = (x: number, y: number, width: number, height: number) => ({ x, y, width, height });
  if (s.decor === 'band') elements.push(shapeElement(makeId(), g(0, 0, W, 24), { fill: s.accent }));
  if (s.decor === 'split') elements.push(shapeElement(makeId(), g(0, 0, Math.round(W * 0.36), H), { fill: s.accent, cornerRadius: 0 }));
  if (s.decor === 'frame')
    elements.push(shapeElement(makeId(), g(48, 48, W - 96, H - 96), { fill: null, stroke: s.accent, strokeWidth: 8, cornerRadius: 24 }));
  if (s.decor === 'quote')
    elements.push(
      textElement(makeId(), g(pad, pad, W - 2 * pad, 220), '“', {
        font: 'heading',
        fontSize: 260,
        fontWeight: 700,
        color: s.accent,
        align: 'center',
        lineHeight: 1,
      }),
    );
  const left = s.decor === 'split' ? Math.round(W * 0.36) + 64 : pad;
  const width = W - left - pad;
  const top = kind === 'cover' ? Math.round(H * 0.3) : s.decor === 'quote' ? Math.round(H * 0.28) : Math.round(H * 0.18);
  const headingHeight = kind === 'cover' ? Math.round(H * 0.3) : Math.round(H * 0.2);
  elements.push(
    textElement(makeId(), g(left, top, width, headingHeight), text.heading, {
      font: 'heading',
      fontSize: kind === 'cover' ? s.headingSize : Math.round(s.headingSize * 0.72),
      fontWeight: 700,
      color: s.ink,
      align: s.align,
      lineHeight: 1.1,
    }),
  );
  if (s.decor === 'bar')
    elements.push(shapeElement(makeId(), g(left, top + headingHeight + 24, 160, 16), { fill: s.accent, cornerRadius: 8 }));
  elements.push(
    textElement(makeId(), g(left, top + headingHeight + 72, width, Math.round(H * 0.3)), text.body, {
      font: 'body',
      fontSize: 40,
      color: s.ink,
      align: s.align,
      lineHeight: 1.35,
      list: text.list ? 'bullet' : 'none',
    }),
  );
  if (kind === 'cta')
    elements.push(logoElement(makeId(), g(W - pad - 200, H - pad - 100, 200, 100), s.background === 'background' ? 'light' : 'dark'));
  return { id: makeId(), background: s.background, elements };
}
