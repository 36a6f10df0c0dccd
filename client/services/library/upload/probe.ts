// What the browser can learn about a file without uploading it: a video's
// duration and size, an image's dimensions, and a small thumbnail. The work
// runs in the media worker (client/media), never on the main thread.
import { mediaClient } from '@client/media/client';
import type { Probe } from '@client/media/protocol';

export type { Probe };

export const NO_PROBE: Probe = { durationMs: null, width: null, height: null, thumbnail: null };

/** Never throws: a file the browser cannot read is still uploaded, without these extras. */
export async function probeFile(file: File, kind: 'video' | 'image'): Promise<Probe> {
  try {
    return await mediaClient().run('probe', { file, kind });
  } catch {
    return NO_PROBE;
  }
}

/** Past this size the page count is left unknown rather than reading the whole file into memory. */
const COUNT_MAX_BYTES = 32 * 1024 * 1024;
/** A page object's dictionary names its type "/Page" ("/Pages" is the tree above the pages). */
const PAGE_OBJECT = /\/Type\s*\/Page(?![a-zA-Z])/g;

/**
 * A PDF's pages, counted from its page objects; null when unknown. Never
 * throws. A PDF that keeps its objects in compressed streams shows none, and
 * then the count is unknown rather than zero: the limits do not refuse an
 * unknown count, and LinkedIn itself refuses a document past its pages.
 */
export async function countPdfPages(file: Blob): Promise<number | null> {
  if (file.size > COUNT_MAX_BYTES) return null;
  try {
    return countPages(new TextDecoder('latin1').decode(await file.arrayBuffer()));
  } catch {
    return null;
  }
}

export function countPages(text: string): number | null {
  const count = text.match(PAGE_OBJECT)?.length ?? 0;
  return count > 0 ? count : null;
}
