// The slide editor (decision 030), for every tool whose document
// is made of slides (the story generator configures it for 9:16 screens): the
// state and actions hook, the AI rewrite of a slide, the shared toolbar parts and
// the body (slide list, canvas, inspector). Each caller brings its own words,
// element proportions, header, exports and side panel.
export {
  applyKit,
  shortcutList,
  useSlideEditor,
  type ElementKind,
  type NewElement,
  type SlideEditor,
  type SlideToolProps,
} from './use-slide-editor';
export { useSlideRewrite } from './use-slide-rewrite';
export { AddButtons, BrandKitPicker, ExportMenu, placeNewElement, useFitWidth, type Placement } from './panels';
export { SlideWorkspace } from './slide-workspace';
export { TemplateGallery, TemplatesButton, type TemplateSlides } from './template-gallery';
export { undoAction, redoAction } from './editor-actions';
