// The decoded library images the layers draw, by asset id. One page-wide map,
// filled by the editor's hook as each image arrives: the preview and the export
// (which the export panel starts with only the source picture) read the same
// bitmaps, so an image layer in the preview is in the file.
export const layerPictures = new Map<string, ImageBitmap>();
