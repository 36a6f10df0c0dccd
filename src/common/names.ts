// Names people type (projects, kits, files, folders) end up in file names,
// headers and lists. Control characters (a newline, a tab) become spaces; the
// invisible direction marks and overrides (U+202E turns "gpj.exe" into what
// looks like "exe.jpg") are removed, so a name shows and saves as what it is.
import { z } from 'zod';

/** C0 and C1 control characters, DEL included. */
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]+/g;
/** Bidirectional marks, embeddings, overrides and isolates (LRM, RLM, ALM, LRE..RLO, LRI..PDI). */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The name without invisible direction controls, and with control characters as single spaces. */
export function plainName(name: string): string {
  return name.replace(BIDI, '').replace(CONTROLS, ' ');
}

/** A name field of a form and its endpoint: plain (above), trimmed, required, at most `max` characters; the messages are i18n keys. */
export const plainNameSchema = (max: number, messages: { required: string; tooLong: string }) =>
  z.string().overwrite(plainName).trim().min(1, messages.required).max(max, messages.tooLong);
