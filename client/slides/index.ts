// What other features build on the carousel's pure model: commands, elements,
// layouts in six looks, templates and brand resolution (no React, no Konva).
// The story generator edits its 9:16 screens with these, so a story and a
// carousel are one element model (decision 028). The drawing is public in
// components/slide-canvas.ts.
export * as carouselCommands from './model/commands';
export type { Command as CarouselCommand, LayerMove } from './model/commands';
export { blankSlide, imageElement, logoElement, randomId, shapeElement, sizeOf, textElement, type MakeId } from './model/document';
export { layoutSlide, LOOKS, type Look, type SlideKind, type SlideText } from './model/layouts';
export { TEMPLATES } from './model/templates';
export { fontsOf, fontValuesOf, resolveColor } from './model/brand';
