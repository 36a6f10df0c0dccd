// Instagram (issue 36, decision 080): the Instagram API with Instagram Login,
// for professional accounts. The OAuth provider (Business Login, a one-hour
// token exchanged for a 60-day one, refreshed with itself) and the connector:
// one video is a Reel uploaded resumably from R2 in ranges; one image, or 2 to
// 10 files, go as an image or a carousel, images fetched by Instagram through
// a short-lived media link. A container is published once it is FINISHED;
// until then the post is `processing` and `poll` moves it on.
import type { R2Bucket } from '@cloudflare/workers-types';
import { ConnectorError, type Connector, type ConnectorDeps, type PublishFile, type PublishResult } from '../connector';
import { refreshOrRefused, type AccountProfile, type OAuthProvider, type TokenSet } from '../oauth-provider';
import { IG_API_VERSION, IG_AUTHORIZE_URL, IG_RUPLOAD, IG_TOKEN_URL, igFetch, igGet, igPost } from './instagram-graph';
import { grantMediaLink, mediaLinkUrl, revokeMediaLinks } from './media-link';
import { loadState, saveState, stateRef, type IgPostState } from './instagram-state';

/**
 * Basic profile and publishing (Business Login's scope names since January 2025), and insights
 * for the published posts' views in the viral predictor (decision 087; not required to connect).
 */
export const INSTAGRAM_SCOPES = ['instagram_business_basic', 'instagram_business_content_publish', 'instagram_business_manage_insights'];
/** A carousel's documented upper bound (and 2 at least: one file is a single post). */
export const CAROUSEL_MAX = 10;
/** Bytes per upload request: one R2 range at a time, never the whole file in memory. */
export const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;

interface TokenAnswer {
  access_token: string;
  token_type?: string;
  expires_in?: number;
}

const tokenSet = (t: TokenAnswer, now: number): TokenSet => ({
  accessToken: t.access_token,
  // Instagram refreshes a long-lived token with the token itself: it is its own refresh token.
  refreshToken: t.access_token,
  expiresAt: now + (t.expires_in ?? 60 * 24 * 60 * 60) * 1000,
});

async function me(token: string): Promise<{ user_id: string; username: string }> {
  const p = await igGet<{ user_id?: string | number; id?: string; username?: string }>('me', token, { fields: 'user_id,username' });
  const id = String(p.user_id ?? p.id ?? '');
  if (!id) throw new ConnectorError('Instagram answered no user_id for this account', false);
  return { user_id: id, username: p.username ?? id };
}

export const instagramProvider: OAuthProvider = {
  network: 'instagram',
  // Instagram documents no PKCE: the signed state carries the flow; the challenge is not sent.
  authorizeUrl(client, { redirectUri, state }) {
    const q = new URLSearchParams({
      client_id: client.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: INSTAGRAM_SCOPES.join(','),
      state,
    });
    return `${IG_AUTHORIZE_URL}?${q}`;
  },

  async exchangeCode(client, { code, redirectUri }, now) {
    const form = new FormData();
    form.set('client_id', client.clientId);
    form.set('client_secret', client.clientSecret);
    form.set('grant_type', 'authorization_code');
    form.set('redirect_uri', redirectUri);
    // The window appends "#_" to the code on the redirect; it is not part of it.
    form.set('code', code.replace(/#_$/, ''));
    const short = await igFetch<{ data?: TokenAnswer[] } & Partial<TokenAnswer>>(IG_TOKEN_URL, { method: 'POST', body: form });
    const shortToken = short.data?.[0]?.access_token ?? short.access_token;
    if (!shortToken) throw new ConnectorError('Instagram answered no access_token', false);
    // The code's token lasts an hour: exchange it for the 60-day one at once (server side: it takes the secret).
    const long = await igGet<TokenAnswer>(
      'access_token',
      shortToken,
      { grant_type: 'ig_exchange_token', client_secret: client.clientSecret },
      false,
    );
    return tokenSet(long, now);
  },

  /** A long-lived token at least a day old and not expired gets 60 more days; an expired one needs a reconnect. */
  async refresh(_client, refreshToken, now) {
    const answer = await refreshOrRefused(() =>
      igGet<TokenAnswer>('refresh_access_token', refreshToken, { grant_type: 'ig_refresh_token' }, false),
    );
    return tokenSet(answer, now);
  },

  // Instagram Login has no revocation endpoint: the person removes the app in Instagram's settings
  // (Meta then calls the app's deauthorize callback). Disconnecting forgets the token, which is all we can do.
  async revoke() {},

  async profile(accessToken): Promise<AccountProfile> {
    const p = await me(accessToken);
    return { externalId: p.user_id, displayName: p.username };
  },
};

export interface InstagramConnectorOptions {
  /** The Worker's public origin the media links are served from (APP_ORIGIN); without it images cannot be posted. */
  mediaOrigin: string | null;
  chunkBytes?: number;
}

const isJpeg = (f: PublishFile) => /^image\/(jpeg|jpg|pjpeg)$/i.test(f.mime);

/** Refusals we can see before calling Instagram (our codes, errors.publish_reason_*). */
function checkFiles(files: PublishFile[], mediaOrigin: string | null): void {
  if (files.length < 1 || files.length > CAROUSEL_MAX) throw new ConnectorError('publish_reason_instagram_file_count', false);
  // The content publishing API takes JPEG only for images (no PNG, no extended JPEG).
  if (files.some((f) => f.kind === 'image' && !isJpeg(f))) throw new ConnectorError('publish_reason_instagram_jpeg_only', false);
  if (files.some((f) => f.kind === 'image') && !mediaOrigin) throw new ConnectorError('publish_reason_instagram_no_media_link', false);
}

/** The rolling 24-hour publishing limit (carousels count as one): full is "later", not "never". */
async function checkPublishingLimit(token: string, igUserId: string): Promise<void> {
  const limit = await igGet<{ data?: { quota_usage?: number; config?: { quota_total?: number } }[] }>(
    `${igUserId}/content_publishing_limit`,
    token,
    { fields: 'quota_usage,config' },
  );
  const row = limit.data?.[0];
  if (row?.config?.quota_total !== undefined && (row.quota_usage ?? 0) >= row.config.quota_total)
    throw new ConnectorError('publish_reason_instagram_daily_limit', true);
}

/** Streams the video from R2 to the container's upload URI, one range a request, each at the offset Instagram has. */
async function uploadVideo(bucket: R2Bucket, file: PublishFile, uri: string, token: string, chunkBytes: number): Promise<void> {
  const head = await bucket.head(file.r2Key);
  if (!head) throw new ConnectorError('publish_reason_files_missing', false);
  const size = head.size;
  for (let offset = 0; offset < size; offset += chunkBytes) {
    const length = Math.min(chunkBytes, size - offset);
    const part = await bucket.get(file.r2Key, { range: { offset, length } });
    if (!part) throw new ConnectorError('publish_reason_files_missing', false);
    const answer = await igFetch<{ success?: boolean; message?: string }>(uri, {
      method: 'POST',
      headers: { Authorization: `OAuth ${token}`, offset: String(offset), file_size: String(size) },
      body: part.body as unknown as BodyInit,
    });
    if (answer.success === false) throw new ConnectorError(answer.message || 'Instagram refused the upload', true);
  }
}

/** Each file's container: Reels (or carousel VIDEO items) resumable, images by their media link. */
async function createItems(
  deps: ConnectorDeps,
  post: { token: string; caption: string; coverMs: number | null; files: PublishFile[] },
  igUserId: string,
  opts: Required<InstagramConnectorOptions>,
  links: string[],
): Promise<string[]> {
  const carousel = post.files.length > 1;
  const items: string[] = [];
  for (const file of post.files) {
    const common: Record<string, string> = carousel ? { is_carousel_item: 'true' } : { caption: post.caption };
    if (file.kind === 'video') {
      const made = await igPost<{ id: string; uri?: string }>(`${igUserId}/media`, post.token, {
        ...common,
        media_type: carousel ? 'VIDEO' : 'REELS',
        upload_type: 'resumable',
        // The Reel's cover: a frame of the video, in ms (the carousel item's cover is Instagram's choice).
        ...(!carousel && post.coverMs !== null ? { thumb_offset: String(post.coverMs) } : {}),
      });
      await uploadVideo(deps.bucket, file, made.uri || `${IG_RUPLOAD}/${IG_API_VERSION}/${made.id}`, post.token, opts.chunkBytes);
      items.push(made.id);
    } else {
      const link = await grantMediaLink(deps.bucket, file);
      links.push(link);
      const made = await igPost<{ id: string }>(`${igUserId}/media`, post.token, {
        ...common,
        image_url: mediaLinkUrl(opts.mediaOrigin!, link),
      });
      items.push(made.id);
    }
  }
  return items;
}

type Status = 'IN_PROGRESS' | 'FINISHED' | 'ERROR' | 'EXPIRED' | 'PUBLISHED';

async function statusOf(token: string, container: string): Promise<{ code: Status; words: string }> {
  const s = await igGet<{ status_code?: Status; status?: string }>(container, token, { fields: 'status_code,status' });
  const code = s.status_code ?? 'IN_PROGRESS';
  return { code, words: s.status ? `${code}: ${s.status}` : code };
}

/** A container that cannot be published any more, in Instagram's words; its media links end with it. */
async function refused(bucket: R2Bucket, state: IgPostState, s: { code: Status; words: string }): Promise<ConnectorError | null> {
  if (s.code !== 'ERROR' && s.code !== 'EXPIRED') return null;
  await revokeMediaLinks(bucket, state.links);
  return new ConnectorError(s.code === 'EXPIRED' ? `${s.words} (not published within 24 hours)` : s.words, false);
}

const processing = (ref: string, state: IgPostState): PublishResult => ({
  state: 'processing',
  ref,
  checkInSeconds: state.hasVideo ? 30 : 10,
});

/**
 * From handed-over media to a published post, as far as Instagram has got; saved at every step.
 * Instagram's container status is the truth about publishing: PUBLISHED is never sent again,
 * FINISHED means no media_publish took (sent or not, refused, or its answer lost before it did).
 */
async function advance(bucket: R2Bucket, token: string, ref: string, state: IgPostState): Promise<PublishResult> {
  if (state.url) return { state: 'published', url: state.url };
  if (state.mediaId) return finish(bucket, token, ref, state);
  if (state.carousel && !state.container) {
    for (const item of state.items) {
      const s = await statusOf(token, item);
      const stop = await refused(bucket, state, s);
      if (stop) throw stop;
      if (s.code !== 'FINISHED') return processing(ref, state);
    }
    const parent = await igPost<{ id: string }>(`${state.igUserId}/media`, token, {
      media_type: 'CAROUSEL',
      children: state.items.join(','),
      caption: state.caption,
    });
    state.container = parent.id;
    await saveState(bucket, ref, state);
  }
  const container = state.container!;
  const s = await statusOf(token, container);
  const stop = await refused(bucket, state, s);
  if (stop) throw stop;
  if (s.code === 'PUBLISHED') return finish(bucket, token, ref, state);
  if (s.code !== 'FINISHED') return processing(ref, state);
  const published = await igPost<{ id: string }>(`${state.igUserId}/media_publish`, token, { creation_id: container });
  state.mediaId = published.id;
  await saveState(bucket, ref, state);
  return finish(bucket, token, ref, state);
}

/** The post's permalink; when the media id was lost with an answer, the profile is the honest link. */
async function finish(bucket: R2Bucket, token: string, ref: string, state: IgPostState): Promise<PublishResult> {
  let url = `https://www.instagram.com/${encodeURIComponent(state.username)}/`;
  if (state.mediaId) {
    const media = await igGet<{ permalink?: string }>(state.mediaId, token, { fields: 'permalink' });
    if (media.permalink) url = media.permalink;
  }
  state.url = url;
  await saveState(bucket, ref, state);
  await revokeMediaLinks(bucket, state.links);
  return { state: 'published', url };
}

export function createInstagramConnector(options: InstagramConnectorOptions): Connector {
  const opts = { chunkBytes: UPLOAD_CHUNK_BYTES, ...options };
  return {
    async publish(deps, post) {
      const ref = await stateRef(post.idempotencyKey);
      const known = await loadState(deps.bucket, ref);
      // Seen before with everything handed over: resume, never a second set of containers or a second publish.
      if (known?.uploaded) return advance(deps.bucket, post.token, ref, known);
      checkFiles(post.files, opts.mediaOrigin);
      const account = await me(post.token);
      await checkPublishingLimit(post.token, account.user_id);
      const links: string[] = [];
      const items = await createItems(deps, post, account.user_id, opts, links);
      const carousel = items.length > 1;
      const state: IgPostState = {
        v: 1,
        igUserId: account.user_id,
        username: account.username,
        items,
        carousel,
        uploaded: true,
        container: carousel ? null : items[0]!,
        mediaId: null,
        url: null,
        links,
        hasVideo: post.files.some((f) => f.kind === 'video'),
        caption: post.caption,
      };
      await saveState(deps.bucket, ref, state);
      return advance(deps.bucket, post.token, ref, state);
    },

    async poll(deps, { token, ref }) {
      const state = await loadState(deps.bucket, ref);
      if (!state) throw new ConnectorError('publish_reason_instagram_state_lost', false);
      return advance(deps.bucket, token, ref, state);
    },
  };
}

/** Without a media origin: Reels publish, images are refused plainly (wire `createInstagramConnector({ mediaOrigin: env.APP_ORIGIN })`). */
export const instagramConnector: Connector = createInstagramConnector({ mediaOrigin: null });
