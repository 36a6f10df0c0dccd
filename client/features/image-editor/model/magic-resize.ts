// "Magic resize": a copy of the design at another network's size, relaid out
// rather than stretched. The crop takes the new ratio around the part of the
// photo the user chose (the current crop's centre), the export is that size, and
// each text keeps its place in fractions and its size against the shorter side,
// so a caption that was a tenth of a square's side is a tenth of a story's width;
// a shape's, icon's or image's box likewise.
import { imageOutputSize, type ImageDocument } from '@src/common/contracts/image';
import { cropToAspect, orientedSize, presetRatio } from './geometry';

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

export function resizedCopy(doc: ImageDocument, width: number, height: number): ImageDocument {
  const before = imageOutputSize(doc);
  const want = width / height;
  // A text's pixel height over the shorter side stays the same; its size is stored over the height.
  const k = (before.height / Math.min(before.width, before.height)) * (Math.min(width, height) / height);
  return {
    ...doc,
    ratio: presetRatio(want),
    crop: cropToAspect(doc.crop, want, orientedSize(doc)),
    resize: { width, height },
    layers: doc.layers.map((l) => {
      if (l.kind === 'text') return { ...l, size: clamp(Math.round(l.size * k * 1000) / 1000, 0.02, 0.3) };
      // A shape, icon or image keeps its pixel size against the shorter side too, so a circle stays round.
      const side = (f: number, from: number, to: number) =>
        clamp(Math.round(((f * from) / Math.min(before.width, before.height)) * (Math.min(width, height) / to) * 1000) / 1000, 0.005, 2);
      return { ...l, width: side(l.width, before.width, width), height: side(l.height, before.height, height) };
    }),
  };
}
