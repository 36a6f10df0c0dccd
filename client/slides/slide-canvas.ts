// The Konva drawing of a slide, for every tool whose document is made of slides (the carousel,
// the story generator's 9:16 screens): the stage, its thumbnail, the fonts it waits for, and the
// exporter (PNG per slide, ZIP), loaded on demand.
export { SlideStage, SlideThumb } from './canvas/slide-stage';
export { fontFaceRules, useFontsReady } from './canvas/fonts';
export type { DrawContext } from './canvas/elements';

export const loadSlideExporter = () => import('./canvas/export');
