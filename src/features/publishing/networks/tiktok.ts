// TikTok (issue 36, decisions 079, 092): Login Kit OAuth v2 with PKCE, and the
// Content Posting API's Direct Post — creator_info query, then either one video
// (video/init with FILE_UPLOAD, the file PUT to upload_url in sequential chunks
// with Content-Range) or a photo post of 1–35 JPEG/WebP images (content/init,
// media_type PHOTO, PULL_FROM_URL from our short-lived media links on the
// TikTok-verified origin), then status/fetch until PUBLISH_COMPLETE or FAILED.
// The person's choices (interactions, commercial disclosure) go in post_info.
// TikTok's errors come as { error: { code, message, log_id } }; its code and
// message are the post's failure reason.
import type { PostPrivacy } from '../../../common/contracts/publishing';
import {
  brandedButPrivate,
  TIKTOK_PRIVACY_LEVELS,
  tiktokFlags,
  type CreatorAllows,
  type TiktokOptions,
} from '../../../common/contracts/tiktok-post';
import { TIKTOK_PHOTOS_MAX } from '../../../common/contracts/publish-limits';
import type { R2Bucket } from '@cloudflare/workers-types';
import type { Connector, ConnectorDeps, PublishFile, PublishRequest, PublishResult } from '../connector';
import { ConnectorError } from '../connector';
import { refreshOrRefused, type OAuthClient, type OAuthProvider, type TokenSet } from '../oauth-provider';
import { grantMediaLink, mediaLinkUrl, revokeMediaLinks } from './media-link';
import { contentRange, form, jsonOrNull, readMarker, readRange, retryableStatus, send, writeMarker, type ByteRange } from './shared';

export const TIKTOK_AUTHORIZE_URL = 'https://www.tiktok.com/v2/auth/authorize/';
export const TIKTOK_API = 'https://open.tiktokapis.com';
/**
 * user.info.basic for the account's name, video.publish for Direct Post, video.list for the
 * published videos' views in the viral predictor (decision 087; not required to connect).
 */
export const TIKTOK_SCOPES = ['user.info.basic', 'video.publish', 'video.list'] as const;

const MIB = 1024 * 1024;
/**
 * TikTok's chunk rules: 5 MB to 64 MB a chunk, the last one may carry the
 * trailing bytes (up to 128 MB), at most 1,000 chunks, a file under 5 MB in one.
 * 10 MiB keeps every chunk (and the largest last one, under 20 MiB) small in a Worker.
 */
export const TIKTOK_CHUNK_BYTES = 10 * MIB;
/** Processing a video takes about half a minute for 512 MB (TikTok's figures); status/fetch allows 30 calls a minute. */
const CHECK_IN_SECONDS = 30;
/** A photo post is a few pulls of small images: looked at sooner. */
const PHOTO_CHECK_IN_SECONDS = 10;

export interface ChunkPlan {
  chunkSize: number;
  count: number;
  ranges: ByteRange[];
}

/** The chunks TikTok expects: total_chunk_count = floor(size / chunk_size), the remainder riding on the last. */
export function chunkPlan(size: number, chunkBytes = TIKTOK_CHUNK_BYTES): ChunkPlan {
  if (size <= chunkBytes) return { chunkSize: size, count: 1, ranges: [{ offset: 0, length: size }] };
  const count = Math.floor(size / chunkBytes);
  const ranges = Array.from({ length: count }, (_, i) => ({
    offset: i * chunkBytes,
    length: i === count - 1 ? size - i * chunkBytes : chunkBytes,
  }));
  return { chunkSize: chunkBytes, count, ranges };
}

interface TiktokEnvelope<T> {
  data?: T;
  error?: { code?: string; message?: string; log_id?: string };
}

/** TikTok's words; a rate limit or its own failure may pass, a refusal (spam, privacy, params) will not. */
function tiktokError(status: number, body: TiktokEnvelope<unknown> | null): ConnectorError {
  const code = body?.error?.code;
  const message = body?.error?.message;
  const reason = code ? `${code}${message ? `: ${message}` : ''}` : `TikTok HTTP ${status}`;
  return new ConnectorError(reason, retryableStatus(status) || code === 'rate_limit_exceeded' || code === 'internal_error');
}

async function tiktokApi<T>(path: string, token: string, body?: unknown): Promise<T> {
  const res = await send('TikTok', `${TIKTOK_API}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json; charset=UTF-8' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = await jsonOrNull<TiktokEnvelope<T>>(res);
  if (res.ok && json?.error?.code === 'ok' && json.data) return json.data;
  throw tiktokError(res.status, json);
}

export interface CreatorInfo {
  creator_username: string;
  creator_avatar_url?: string;
  creator_nickname?: string;
  privacy_level_options: string[];
  comment_disabled?: boolean;
  duet_disabled?: boolean;
  stitch_disabled?: boolean;
  max_video_post_duration_sec?: number;
}

interface PostStatus {
  status: 'PROCESSING_UPLOAD' | 'PROCESSING_DOWNLOAD' | 'SEND_TO_USER_INBOX' | 'PUBLISH_COMPLETE' | 'FAILED' | string;
  fail_reason?: string;
  publicaly_available_post_id?: (number | string)[];
  uploaded_bytes?: number;
}

/**
 * What the poll needs, carried in the post's ref: TikTok's publish id, the creator's @ for the URL and,
 * for a photo post, the media links TikTok pulls from (ended once the post is done or failed).
 */
interface TiktokRef {
  publishId: string;
  username: string;
  links?: string[];
}

/** Written before the last chunk goes: from then on TikTok may make the post, and a second call must find it. */
interface TiktokMarker extends TiktokRef {
  size: number;
}

const encodeRef = (r: TiktokRef) =>
  JSON.stringify({ publishId: r.publishId, username: r.username, ...(r.links ? { links: r.links } : {}) });

function decodeRef(ref: string): TiktokRef {
  try {
    const v = JSON.parse(ref) as Partial<TiktokRef>;
    const links = Array.isArray(v.links) ? v.links.filter((l): l is string => typeof l === 'string') : undefined;
    if (typeof v.publishId === 'string' && typeof v.username === 'string')
      return { publishId: v.publishId, username: v.username, ...(links ? { links } : {}) };
  } catch {
    // fall through
  }
  throw new ConnectorError('publish_reason_unexpected', false);
}

/**
 * A public post's id comes once moderation is done; a private one (an
 * unaudited client can only post SELF_ONLY) may never have one, and then the
 * creator's profile is the nearest link there is.
 */
function resolve(status: PostStatus, ref: TiktokRef): PublishResult {
  if (status.status === 'FAILED') throw new ConnectorError(status.fail_reason || 'FAILED', false);
  if (status.status === 'PUBLISH_COMPLETE') {
    const id = status.publicaly_available_post_id?.[0];
    const profile = `https://www.tiktok.com/@${encodeURIComponent(ref.username)}`;
    return { state: 'published', url: id === undefined ? profile : `${profile}/${ref.links ? 'photo' : 'video'}/${id}` };
  }
  return { state: 'processing', ref: encodeRef(ref), checkInSeconds: CHECK_IN_SECONDS };
}

const fetchStatus = (token: string, publishId: string) =>
  tiktokApi<PostStatus>('/v2/post/publish/status/fetch/', token, { publish_id: publishId });

/** The post's end (published or failed) ends its photo links too: TikTok has what it pulled. */
async function settle(bucket: R2Bucket, status: PostStatus, ref: TiktokRef): Promise<PublishResult> {
  if (ref.links?.length && (status.status === 'PUBLISH_COMPLETE' || status.status === 'FAILED')) await revokeMediaLinks(bucket, ref.links);
  return resolve(status, ref);
}

export const queryCreatorInfo = (token: string) => tiktokApi<CreatorInfo>('/v2/post/publish/creator_info/query/', token);

const allows = (c: CreatorInfo): CreatorAllows => ({
  commentDisabled: c.comment_disabled ?? false,
  duetDisabled: c.duet_disabled ?? false,
  stitchDisabled: c.stitch_disabled ?? false,
});

const PHOTO_TYPES = /^image\/(jpeg|jpg|pjpeg|webp)$/i;

/** One video, or a photo post: 1–35 JPEG/WebP images and nothing else (limits in publish-limits.ts). */
function postKind(files: PublishFile[]): { video: PublishFile } | { photos: PublishFile[] } {
  const videos = files.filter((f) => f.kind === 'video');
  if (videos.length === 1 && files.length === 1) return { video: videos[0]! };
  if (videos.length > 1 && videos.length === files.length) throw new ConnectorError('publish_reason_tiktok_one_video', false);
  if (videos.length || files.length < 1 || files.length > TIKTOK_PHOTOS_MAX || files.some((f) => !PHOTO_TYPES.test(f.mime)))
    throw new ConnectorError('publish_reason_tiktok_photo_files', false);
  return { photos: files };
}

/**
 * The person's choice in TikTok's names, among what this creator is offered (creator_info): TikTok
 * requires the user to choose it. "Followers" is FOLLOWER_OF_CREATOR, or mutual friends where only
 * that is offered; a private account or an unaudited app offers SELF_ONLY alone.
 */
function privacyFor(choice: PostPrivacy, options: string[]): string {
  const level = TIKTOK_PRIVACY_LEVELS[choice].find((p) => options.includes(p));
  if (!level) throw new ConnectorError('publish_reason_privacy_unavailable', false);
  return level;
}

async function putChunk(url: string, mime: string, range: ByteRange, total: number, bytes: ArrayBuffer, last: boolean) {
  const res = await send('TikTok', url, {
    method: 'PUT',
    headers: { 'Content-Type': mime, 'Content-Range': contentRange(range, total) },
    body: bytes,
  });
  // 206 Partial Content while chunks remain, 201 Created once the file is whole.
  if (res.status === (last ? 201 : 206)) return;
  throw new ConnectorError(`TikTok upload ${contentRange(range, total)}: HTTP ${res.status}`, retryableStatus(res.status));
}

export interface TiktokConnectorOptions {
  chunkBytes?: number;
  /** The TikTok-verified public origin serving /publish-media (TIKTOK_MEDIA_ORIGIN); null: no photo posts. */
  mediaOrigin?: string | null;
}

/** The checks that are ours to make once creator_info is known: the audience, branded content, the creator's longest video. */
function checkChoices(post: PublishRequest, creator: CreatorInfo, video: PublishFile | null): string {
  if (brandedButPrivate(post.tiktok ?? null, post.privacy)) throw new ConnectorError('publish_reason_tiktok_branded_private', false);
  const maxSeconds = creator.max_video_post_duration_sec;
  if (video && maxSeconds && video.durationMs !== null && video.durationMs > maxSeconds * 1000)
    throw new ConnectorError('publish_reason_tiktok_too_long', false);
  return privacyFor(post.privacy, creator.privacy_level_options ?? []);
}

/**
 * A photo post: each image gets a media link on the verified origin, TikTok pulls them while it
 * processes. The marker goes down once TikTok has answered the publish id, so a redelivery asks
 * status/fetch instead of posting twice; links of a refused init end at once.
 */
async function publishPhotos(
  bucket: R2Bucket,
  post: PublishRequest,
  photos: PublishFile[],
  creator: CreatorInfo,
  privacyLevel: string,
  origin: string,
): Promise<PublishResult> {
  const links: string[] = [];
  for (const photo of photos) links.push(await grantMediaLink(bucket, photo));
  const options: TiktokOptions | null = post.tiktok ?? null;
  let init: { publish_id: string };
  try {
    init = await tiktokApi<{ publish_id: string }>('/v2/post/publish/content/init/', post.token, {
      media_type: 'PHOTO',
      post_mode: 'DIRECT_POST',
      post_info: {
        // A photo post's title holds 90 characters; the caption is its description (4,000).
        ...(post.title ? { title: post.title.slice(0, 90) } : {}),
        description: post.caption,
        privacy_level: privacyLevel,
        ...tiktokFlags(options, allows(creator), true),
      },
      source_info: {
        source: 'PULL_FROM_URL',
        photo_cover_index: 0,
        photo_images: links.map((l) => mediaLinkUrl(origin, l)),
      },
    });
  } catch (error) {
    await revokeMediaLinks(bucket, links);
    throw error;
  }
  const ref: TiktokRef = { publishId: init.publish_id, username: creator.creator_username, links };
  await writeMarker(bucket, 'tiktok', post.idempotencyKey, { ...ref, size: 0 } satisfies TiktokMarker);
  return { state: 'processing', ref: encodeRef(ref), checkInSeconds: PHOTO_CHECK_IN_SECONDS };
}

export function makeTiktokConnector({ chunkBytes = TIKTOK_CHUNK_BYTES, mediaOrigin = null }: TiktokConnectorOptions = {}): Connector {
  return {
    async publish({ bucket }: ConnectorDeps, post: PublishRequest): Promise<PublishResult> {
      const kind = postKind(post.files);
      if ('photos' in kind && !mediaOrigin) throw new ConnectorError('publish_reason_tiktok_photos_need_domain', false);

      // A first call got as far as the last chunk (or TikTok's photo init): TikTok says whether that made the post.
      const marker = await readMarker<TiktokMarker>(bucket, 'tiktok', post.idempotencyKey);
      if (marker) {
        const status = await fetchStatus(post.token, marker.publishId);
        const unfinished = status.status === 'PROCESSING_UPLOAD' && (status.uploaded_bytes ?? 0) < marker.size;
        if (status.status !== 'FAILED' && !unfinished) return settle(bucket, status, marker);
        // The file never arrived whole (or the attempt failed): nothing was posted, start again.
      }

      const creator = await queryCreatorInfo(post.token);
      const privacyLevel = checkChoices(post, creator, 'video' in kind ? kind.video : null);
      if ('photos' in kind) return publishPhotos(bucket, post, kind.photos, creator, privacyLevel, mediaOrigin!);
      const video = kind.video;

      const plan = chunkPlan(video.size, chunkBytes);
      const init = await tiktokApi<{ publish_id: string; upload_url: string }>('/v2/post/publish/video/init/', post.token, {
        post_info: {
          title: post.caption || post.title,
          privacy_level: privacyLevel,
          ...(post.coverMs !== null ? { video_cover_timestamp_ms: post.coverMs } : {}),
          ...tiktokFlags(post.tiktok ?? null, allows(creator), false),
        },
        source_info: { source: 'FILE_UPLOAD', video_size: video.size, chunk_size: plan.chunkSize, total_chunk_count: plan.count },
      });
      const ref = { publishId: init.publish_id, username: creator.creator_username };

      // Sequential, as TikTok requires; one chunk in memory at a time.
      for (const [i, range] of plan.ranges.entries()) {
        const last = i === plan.count - 1;
        const bytes = await readRange(bucket, video.r2Key, range);
        if (last) await writeMarker(bucket, 'tiktok', post.idempotencyKey, { ...ref, size: video.size } satisfies TiktokMarker);
        await putChunk(init.upload_url, video.mime, range, video.size, bytes, last);
      }
      return { state: 'processing', ref: encodeRef(ref), checkInSeconds: CHECK_IN_SECONDS };
    },

    async poll({ bucket }, { token, ref }) {
      const r = decodeRef(ref);
      return settle(bucket, await fetchStatus(token, r.publishId), r);
    },
  };
}

export const tiktokConnector: Connector = makeTiktokConnector();

interface TiktokTokenAnswer {
  access_token?: string;
  expires_in?: number;
  refresh_token?: string;
  refresh_expires_in?: number;
  open_id?: string;
  scope?: string;
  error?: string;
  error_description?: string;
}

/** The token endpoint answers errors as { error, error_description } (sometimes with HTTP 200). */
async function tokenCall(fields: Record<string, string>, now: number): Promise<TokenSet & { scope: string | null }> {
  const res = await send('TikTok', `${TIKTOK_API}/v2/oauth/token/`, { method: 'POST', ...form(fields) });
  const json = await jsonOrNull<TiktokTokenAnswer>(res);
  if (!res.ok || !json?.access_token || json.error) {
    const reason = json?.error
      ? `${json.error}${json.error_description ? `: ${json.error_description}` : ''}`
      : `TikTok HTTP ${res.status}`;
    throw new ConnectorError(reason, retryableStatus(res.status));
  }
  return {
    accessToken: json.access_token,
    refreshToken: json.refresh_token ?? null,
    expiresAt: typeof json.expires_in === 'number' ? now + json.expires_in * 1000 : null,
    scope: json.scope ?? null,
  };
}

const tokenSet = ({ accessToken, refreshToken, expiresAt }: TokenSet): TokenSet => ({ accessToken, refreshToken, expiresAt });

export const tiktokProvider: OAuthProvider = {
  network: 'tiktok',

  authorizeUrl(client, { redirectUri, state, codeChallenge }) {
    const url = new URL(TIKTOK_AUTHORIZE_URL);
    url.search = new URLSearchParams({
      client_key: client.clientId,
      response_type: 'code',
      scope: TIKTOK_SCOPES.join(','),
      redirect_uri: redirectUri,
      state,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    }).toString();
    return url.toString();
  },

  async exchangeCode(client, { code, redirectUri, codeVerifier }, now) {
    const answer = await tokenCall(
      {
        client_key: client.clientId,
        client_secret: client.clientSecret,
        code,
        grant_type: 'authorization_code',
        redirect_uri: redirectUri,
        code_verifier: codeVerifier,
      },
      now,
    );
    // The consent page lets the user untick scopes: without video.publish the account could never post.
    const granted = (answer.scope ?? '').split(',').map((s) => s.trim());
    if (answer.scope !== null && !granted.includes('video.publish'))
      throw new ConnectorError('scope_not_authorized: video.publish was not granted', false);
    return tokenSet(answer);
  },

  async refresh(client: OAuthClient, refreshToken, now) {
    // TikTok may hand back a new refresh token; the old one then stops working, so the answer's is kept.
    const answer = await refreshOrRefused(() =>
      tokenCall(
        { client_key: client.clientId, client_secret: client.clientSecret, grant_type: 'refresh_token', refresh_token: refreshToken },
        now,
      ),
    );
    return { ...tokenSet(answer), refreshToken: answer.refreshToken ?? refreshToken };
  },

  async revoke(client, tokens) {
    const res = await send('TikTok', `${TIKTOK_API}/v2/oauth/revoke/`, {
      method: 'POST',
      ...form({ client_key: client.clientId, client_secret: client.clientSecret, token: tokens.accessToken }),
    });
    const json = await jsonOrNull<{ error?: string; error_description?: string }>(res);
    if (!res.ok || json?.error) throw new ConnectorError(json?.error ?? `TikTok HTTP ${res.status}`, retryableStatus(res.status));
  },

  async profile(accessToken) {
    const res = await send('TikTok', `${TIKTOK_API}/v2/user/info/?fields=open_id,display_name`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    const json = await jsonOrNull<TiktokEnvelope<{ user?: { open_id?: string; display_name?: string } }>>(res);
    const user = json?.data?.user;
    if (!res.ok || json?.error?.code !== 'ok' || !user?.open_id) throw tiktokError(res.status, json);
    return { externalId: user.open_id, displayName: user.display_name || user.open_id };
  },
};
