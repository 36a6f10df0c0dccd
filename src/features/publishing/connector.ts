// The one interface every network's connector implements (decision 057). The
// consumer hands it the post, the decrypted token and the idempotency key; a
// connector answers the published URL or throws ConnectorError, saying whether
// trying again later can help (rate limits, timeouts, 5xx) or not (a refused post).
import type { R2Bucket } from '@cloudflare/workers-types';
import type { Network, PostPrivacy } from '../../common/contracts/publishing';
import type { TiktokOptions } from '../../common/contracts/tiktok-post';
import type { Db } from '../../db/client';

export interface PublishFile {
  id: string;
  name: string;
  /** A document is a PDF, which only LinkedIn takes (decision 091). */
  kind: 'video' | 'image' | 'document';
  r2Key: string;
  /** Bytes, and what the library knows of the media (null for images or when unknown). */
  size: number;
  mime: string;
  durationMs: number | null;
  width: number | null;
  height: number | null;
}

export interface PublishRequest {
  /** Post and network: a network that sees it twice must keep one post. */
  idempotencyKey: string;
  organizationId: string;
  accountName: string;
  token: string;
  /** The caption with its hashtags, as the network shows it (composeCaption). */
  caption: string;
  title: string;
  /** Who may see it, in our words; the connector names it as its network does. */
  privacy: PostPrivacy;
  /** The video frame (ms) for its cover, where the network takes one; null lets the network choose. */
  coverMs: number | null;
  /** TikTok's Direct Post choices (decision 092); null on other networks and on older posts. */
  tiktok?: TiktokOptions | null;
  files: PublishFile[];
  /**
   * Where an earlier, interrupted delivery of this post left its upload (decision 078):
   * a connector with resumable uploads saves its session with `save` and, handed it
   * back, resumes it instead of uploading the post a second time.
   */
  resume?: { ref: string | null; save(ref: string | null): Promise<void> };
}

export class ConnectorError extends Error {
  constructor(
    /** The network's own words, kept as the post's failure reason. */
    readonly reason: string,
    readonly retryable: boolean,
  ) {
    super(reason);
  }
}

export interface ConnectorDeps {
  db: Db;
  /** The files' bucket: a connector streams each file from R2 in ranges, never whole into memory. */
  bucket: R2Bucket;
}

/**
 * Published with its URL, or handed over and still being processed by the
 * network: the consumer records `processing` and asks `poll` again later with `ref`.
 */
export type PublishResult = { state: 'published'; url: string } | { state: 'processing'; ref: string; checkInSeconds: number };

export interface Connector {
  publish(deps: ConnectorDeps, post: PublishRequest): Promise<PublishResult>;
  /** Where a post the network is processing stands; only connectors that answer `processing` have it. */
  poll?(deps: ConnectorDeps, p: { token: string; ref: string }): Promise<PublishResult>;
}

/** Only the networks this build has a connector for. */
export type Connectors = Partial<Record<Network, Connector>>;
