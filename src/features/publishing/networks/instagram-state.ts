// What the Instagram connector has done for one post, kept under the post's
// idempotency key (decision 080). Instagram offers no idempotency key of its
// own: a container published twice is two posts. So every step is written
// down before the next one, and a second publish (a redelivery, a claim taken
// over after 15 minutes) or a poll resumes from the record instead of starting
// over. It lives in the files' bucket, the one store a connector is handed.
import type { R2Bucket } from '@cloudflare/workers-types';
import { sha256Hex } from '../../../platform/crypto';

const PREFIX = 'publishing/instagram/';

export interface IgPostState {
  v: 1;
  igUserId: string;
  username: string;
  /** Each file's container, in the post's order: the one item, or the carousel's children. */
  items: string[];
  carousel: boolean;
  /** All bytes handed over (uploads done, image links given): without it a retry makes new containers. */
  uploaded: boolean;
  /** What media_publish takes: the one item, or the carousel container made once its children finished. */
  container: string | null;
  /** The carousel container's caption (the one item carries it itself). */
  caption: string;
  /** media_publish's answer: once known, the post is published and only its permalink is asked. */
  mediaId: string | null;
  url: string | null;
  /** Media-link tokens to end once published. */
  links: string[];
  /** Video items: a poll answers sooner for images only. */
  hasVideo: boolean;
}

/** The record's name: a hash, so the key (post and network ids) is not spelled out in the bucket. */
export const stateRef = async (idempotencyKey: string) => (await sha256Hex(`instagram:${idempotencyKey}`)).slice(0, 40);

export async function loadState(bucket: R2Bucket, ref: string): Promise<IgPostState | null> {
  if (!/^[0-9a-f]{40}$/.test(ref)) return null;
  const object = await bucket.get(`${PREFIX}${ref}.json`);
  if (!object) return null;
  const state = (await object.json()) as IgPostState;
  return state.v === 1 ? state : null;
}

export async function saveState(bucket: R2Bucket, ref: string, state: IgPostState): Promise<void> {
  await bucket.put(`${PREFIX}${ref}.json`, JSON.stringify(state), { httpMetadata: { contentType: 'application/json' } });
}
