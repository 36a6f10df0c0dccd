// Field schemas the document contracts share, so an id or a time is checked the same way everywhere.
import { z } from 'zod';

/** Milliseconds from the start of the media, up to a day; whole numbers so documents compare exactly. */
export const mediaMs = z
  .number()
  .int()
  .min(0)
  .max(24 * 3600 * 1000);

/** An id made in the browser for an item inside a document (a clip, a cue, a beat, a track item). */
export const localId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'validation.invalidValue');
