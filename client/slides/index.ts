// The slides' pure model, which the carousel and the story generator share (decision 028: a story
// and a carousel are one element model): commands, elements, layouts in six looks, templates and
// brand resolution (no React, no Konva). Neither tool owns it (decision 030); the drawing is in
// slide-canvas.ts, the editor in editor/.
export * as carouselCommands from './model/commands';
export type { Command as CarouselCommand, LayerMove } from './model/commands';
export { blankSlide, imageElement, logoElement, randomId, shapeElement, sizeOf, textElement, type MakeId } from './model/document';
export { layoutSlide, LOOKS, type Look, type SlideKind, type SlideText } from './model/layouts';
export { TEMPLATES } from './model/templates';
export { fontsOf, fontValuesOf, resolveColor } from './model/brand';
