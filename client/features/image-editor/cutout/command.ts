// The cut-out becomes the document's source through the editor's history, so
// "undo" brings the original photo back (it stays in the library either way).
import type { ImageDocument, ImageSource } from '@src/common/contracts/image';
import type { Command } from '@client/editor/history';

export const takeCutout = (source: Extract<ImageSource, { type: 'asset' }>): Command<ImageDocument> => ({
  apply: (d) => ({ ...d, source }),
});
