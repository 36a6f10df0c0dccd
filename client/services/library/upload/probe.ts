// What the browser can learn about a file without uploading it: a video's
// duration and size, an image's dimensions, and a small thumbnail. The work
// runs in the media worker (client/media), never on the main thread.
import { mediaClient } from '@client/media/client';
import type { Probe } from '@client/media/protocol';

export type { Probe };

const EMPTY: Probe = { durationMs: null, width: null, height: null, thumbnail: null };

/** Never throws: a file the browser cannot read is still uploaded, without these extras. */
export async function probeFile(file: File, kind: 'video' | 'image'): Promise<Probe> {
  try {
    return await mediaClient().run('probe', { file, kind });
  } catch {
    return EMPTY;
  }
}
