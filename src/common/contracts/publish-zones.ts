// The publish form's check of a video's own text against the network's safe
// zones, before anything is queued (decision 095). A video rendered from a
// video editor project still knows its project: its text items are placed
// there, so where they sit under the network's buttons can be told without
// looking at a frame. A warning, not a refusal: the creator may mean it.
import { z } from 'zod';
import type { Network as ZoneNetwork } from '../safe-zones';
import type { Side } from '../viral/project';
import { NETWORKS, POST_FILES_MAX, type Network } from './publishing';

/** Which zones each network draws over a video; LinkedIn and the test network draw none. */
export const PUBLISH_ZONES: Partial<Record<Network, ZoneNetwork>> = { tiktok: 'tiktok', instagram: 'reels', youtube: 'shorts' };

export const zoneCheckSchema = z.object({
  network: z.enum(NETWORKS, { error: 'publish_network_unavailable' }),
  assetIds: z.array(z.string().min(1).max(64)).max(POST_FILES_MAX, 'publish_too_many_files'),
});
export type ZoneCheckInput = z.input<typeof zoneCheckSchema>;

export interface ZoneWarning {
  assetId: string;
  /** The video editor project the file was rendered from, to open it there. */
  projectId: string;
  text: string;
  /** The zone it reaches deepest into. */
  side: Side;
  fromMs: number;
  toMs: number;
}
