// Making documents and elements. Ids come from the caller (`makeId`), so the
// model stays deterministic under test and free of globals.
import {
  CAROUSEL_FORMATS,
  type CarouselDocument,
  type CarouselElement,
  type CarouselFormat,
  type Slide,
} from '@src/common/contracts/carousel';

export type MakeId = () => string;

/** Short random ids for the browser (the model itself never calls this). */
export const randomId: MakeId = () => crypto.randomUUID().replace(/-/g, '').slice(0, 12);

export const sizeOf = (doc: Pick<CarouselDocument, 'format'>) => CAROUSEL_FORMATS[doc.format];

const frame = { rotation: 0, opacity: 1, locked: false };

type Geometry = { x: number; y: number; width: number; height: number };

export function textElement(
  id: string,
  g: Geometry,
  text: string,
  style: Partial<Extract<CarouselElement, { type: 'text' }>> = {},
): CarouselElement {
  return {
    ...frame,
    ...g,
    id,
    type: 'text',
    text,
    font: 'body',
    fontSize: 44,
    fontWeight: 400,
    italic: false,
    color: 'text',
    align: 'left',
    lineHeight: 1.25,
    list: 'none',
    ...style,
  };
}

export function shapeElement(id: string, g: Geometry, style: Partial<Extract<CarouselElement, { type: 'shape' }>> = {}): CarouselElement {
  return { ...frame, ...g, id, type: 'shape', shape: 'rect', fill: 'primary', stroke: null, strokeWidth: 0, cornerRadius: 0, ...style };
}

export function imageElement(id: string, g: Geometry, assetId: string | null): CarouselElement {
  return { ...frame, ...g, id, type: 'image', assetId, fit: 'cover', cornerRadius: 0 };
}

export function logoElement(id: string, g: Geometry, variant: 'light' | 'dark' | 'icon' = 'light'): CarouselElement {
  return { ...frame, ...g, id, type: 'logo', variant };
}

export function blankSlide(makeId: MakeId, background: Slide['background'] = 'background'): Slide {
  return { id: makeId(), background, elements: [] };
}

/** One slide with a heading to type over: what "blank" means to someone starting. */
export function blankDocument(format: CarouselFormat, makeId: MakeId, heading = ''): CarouselDocument {
  const { width } = CAROUSEL_FORMATS[format];
  const slide = blankSlide(makeId);
  slide.elements.push(
    textElement(makeId(), { x: 96, y: 160, width: width - 192, height: 260 }, heading, { font: 'heading', fontSize: 88, fontWeight: 700 }),
  );
  return { version: 1, format, slides: [slide], brand: null };
}

export function findSlide(doc: CarouselDocument, slideId: string): Slide | undefined {
  return doc.slides.find((s) => s.id === slideId);
}
