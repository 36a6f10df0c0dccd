// LinkedIn (issue 36, decision 079): 3-legged OAuth 2.0 (openid profile
// w_member_social; refresh tokens only for apps LinkedIn enabled them for), the
// member's URN from /v2/userinfo, then the versioned REST APIs — a video through
// the Videos API (initializeUpload -> PUT each byte range LinkedIn names, keeping
// its ETag -> finalizeUpload), images through the Images API, a PDF through the
// Documents API (initializeUpload -> one PUT of its bytes, decision 091) — and
// the post itself through /rest/posts, whose URN comes back in x-restli-id.
// A video or a document is posted once LinkedIn has processed it (AVAILABLE):
// until then the connector answers `processing` and the poll creates the post.
import type { R2Bucket } from '@cloudflare/workers-types';
import type { Connector, PublishFile, PublishRequest, PublishResult } from '../connector';
import { ConnectorError } from '../connector';
import { refreshOrRefused, type OAuthProvider, type TokenSet } from '../oauth-provider';
import { form, jsonOrNull, readMarker, readRange, retryableStatus, send, writeMarker } from './shared';

export const LINKEDIN_AUTHORIZE_URL = 'https://www.linkedin.com/oauth/v2/authorization';
export const LINKEDIN_OAUTH = 'https://www.linkedin.com/oauth/v2';
export const LINKEDIN_API = 'https://api.linkedin.com';
/** openid + profile for the member's id and name, w_member_social to post as them. */
export const LINKEDIN_SCOPES = ['openid', 'profile', 'w_member_social'] as const;
/** The Marketing API version (YYYYMM) the request shapes here follow; LinkedIn sunsets a version after about a year. */
export const LINKEDIN_VERSION = '202605';
/** LinkedIn processes most videos within a minute or two. */
const CHECK_IN_SECONDS = 30;
/** A multi-image post takes 2 to 20 images. */
const MAX_IMAGES = 20;

interface LinkedinErrorBody {
  message?: string;
  status?: number;
  serviceErrorCode?: number;
  code?: string;
}

/** LinkedIn's message; 429 (throttled) and 5xx may pass, any other 4xx will be refused again. */
async function linkedinError(res: Response, what: string): Promise<ConnectorError> {
  const body = await jsonOrNull<LinkedinErrorBody>(res);
  return new ConnectorError(body?.message ? `${body.message}` : `LinkedIn ${what}: HTTP ${res.status}`, retryableStatus(res.status));
}

const restHeaders = (token: string) => ({
  Authorization: `Bearer ${token}`,
  'LinkedIn-Version': LINKEDIN_VERSION,
  'X-Restli-Protocol-Version': '2.0.0',
  'Content-Type': 'application/json',
});

async function rest(token: string, method: string, path: string, body?: unknown): Promise<Response> {
  const res = await send('LinkedIn', `${LINKEDIN_API}${path}`, {
    method,
    headers: restHeaders(token),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw await linkedinError(res, path.split('?')[0]!);
  return res;
}

async function memberUrn(token: string): Promise<{ urn: string; name: string }> {
  const res = await send('LinkedIn', `${LINKEDIN_API}/v2/userinfo`, { headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok) throw await linkedinError(res, 'userinfo');
  const info = await jsonOrNull<{ sub?: string; name?: string }>(res);
  if (!info?.sub) throw new ConnectorError('LinkedIn userinfo: no member id', false);
  return { urn: `urn:li:person:${info.sub}`, name: info.name || info.sub };
}

/** What is posted: one video, one image, several images, or one document (a PDF). */
type Kind = 'video' | 'image' | 'images' | 'document';

function kindOf(files: PublishFile[]): Kind {
  if (files.some((f) => f.kind === 'document')) {
    if (files.length === 1) return 'document';
    throw new ConnectorError('publish_reason_linkedin_one_document', false);
  }
  if (files.length === 1 && files[0]!.kind === 'video') return 'video';
  if (files.some((f) => f.kind === 'video')) throw new ConnectorError('publish_reason_linkedin_one_video', false);
  if (files.length === 1) return 'image';
  if (files.length <= MAX_IMAGES) return 'images';
  throw new ConnectorError('publish_reason_linkedin_too_many_images', false);
}

/**
 * The post's hand-over, by idempotency key: written once the media are
 * uploaded (so a retry does not upload them again) and again with the post's
 * URN (so a second call answers the same post instead of making another).
 */
interface LinkedinMarker {
  author: string;
  kind: Kind;
  media: string[];
  commentary: string;
  /** PUBLIC or CONNECTIONS (our 'followers'); absent in markers written before the choice existed. */
  visibility?: 'PUBLIC' | 'CONNECTIONS';
  title: string;
  /** Set just before POST /rest/posts: from then on LinkedIn may hold the post even if we never heard back. */
  posting?: boolean;
  postUrn?: string;
}

/**
 * Posts' commentary is "little text": these characters are syntax there and
 * must be escaped, or LinkedIn cuts the text or refuses it.
 */
export const littleText = (text: string) => text.replace(/[\\|{}@[\]()<>#*_~]/g, (c) => `\\${c}`);

async function uploadVideo(bucket: R2Bucket, token: string, owner: string, file: PublishFile): Promise<string> {
  const init = await rest(token, 'POST', '/rest/videos?action=initializeUpload', {
    initializeUploadRequest: { owner, fileSizeBytes: file.size, uploadCaptions: false, uploadThumbnail: false },
  });
  const { value } = (await init.json()) as {
    value: { video: string; uploadToken?: string; uploadInstructions: { uploadUrl: string; firstByte: number; lastByte: number }[] };
  };
  const etags: string[] = [];
  // Each part is the byte range LinkedIn named, read from R2 on its own.
  for (const part of value.uploadInstructions) {
    const range = { offset: part.firstByte, length: part.lastByte - part.firstByte + 1 };
    if (range.offset < 0 || range.length <= 0 || part.lastByte >= file.size)
      throw new ConnectorError(`LinkedIn asked for bytes ${part.firstByte}-${part.lastByte} of a ${file.size}-byte file`, false);
    const res = await send('LinkedIn', part.uploadUrl, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: await readRange(bucket, file.r2Key, range),
    });
    if (!res.ok)
      throw new ConnectorError(`LinkedIn video part ${part.firstByte}-${part.lastByte}: HTTP ${res.status}`, retryableStatus(res.status));
    const etag = res.headers.get('etag');
    if (!etag) throw new ConnectorError(`LinkedIn video part ${part.firstByte}-${part.lastByte}: no ETag`, true);
    etags.push(etag);
  }
  await rest(token, 'POST', '/rest/videos?action=finalizeUpload', {
    finalizeUploadRequest: { video: value.video, uploadToken: value.uploadToken ?? '', uploadedPartIds: etags },
  });
  return value.video;
}

async function uploadImage(bucket: R2Bucket, token: string, owner: string, file: PublishFile): Promise<string> {
  const init = await rest(token, 'POST', '/rest/images?action=initializeUpload', { initializeUploadRequest: { owner } });
  const { value } = (await init.json()) as { value: { uploadUrl: string; image: string } };
  const object = await bucket.get(file.r2Key);
  if (!object) throw new ConnectorError('publish_reason_files_missing', false);
  // One PUT for an image: R2's body streams straight through, never whole in memory.
  const res = await send('LinkedIn', value.uploadUrl, {
    method: 'PUT',
    headers: { 'Content-Type': file.mime },
    body: object.body as unknown as ReadableStream,
  });
  if (!res.ok) throw new ConnectorError(`LinkedIn image upload: HTTP ${res.status}`, retryableStatus(res.status));
  return value.image;
}

/**
 * Documents API: initializeUpload names the document and a single upload URL;
 * the PDF's bytes go there in one PUT, streamed from R2 (at most 100 MB, never
 * whole in memory). LinkedIn then processes it (pages rendered for the feed).
 */
async function uploadDocument(bucket: R2Bucket, token: string, owner: string, file: PublishFile): Promise<string> {
  const init = await rest(token, 'POST', '/rest/documents?action=initializeUpload', { initializeUploadRequest: { owner } });
  const { value } = (await init.json()) as { value?: { uploadUrl?: string; document?: string } };
  if (!value?.uploadUrl || !value.document) throw new ConnectorError('LinkedIn documents initializeUpload: no upload URL', true);
  const object = await bucket.get(file.r2Key);
  if (!object) throw new ConnectorError('publish_reason_files_missing', false);
  const res = await send('LinkedIn', value.uploadUrl, {
    method: 'PUT',
    // The documented upload carries the member's token, like the API calls.
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/octet-stream' },
    body: object.body as unknown as ReadableStream,
  });
  if (!res.ok) throw new ConnectorError(`LinkedIn document upload: HTTP ${res.status}`, retryableStatus(res.status));
  return value.document;
}

/** A document post needs a title (the name shown on the document in the feed); the limits ask for one, the file's name stands in otherwise. */
const documentTitle = (title: string, file: PublishFile) => title.trim() || file.name.replace(/\.pdf$/i, '') || file.name;

const postUrl = (urn: string) => `https://www.linkedin.com/feed/update/${urn}`;

/** LinkedIn's refusal of the same text twice names the first post: "Content is a duplicate of urn:li:share:…". */
const DUPLICATE = /duplicate of (urn:li:(?:share|ugcPost):[\w-]+)/;

async function createPost(bucket: R2Bucket, token: string, key: string, m: LinkedinMarker): Promise<PublishResult> {
  const content =
    m.kind === 'images'
      ? { multiImage: { images: m.media.map((id) => ({ id, altText: '' })) } }
      : { media: { id: m.media[0]!, ...(m.title ? { title: m.title } : {}) } };
  const resumed = m.posting === true;
  if (!resumed) await writeMarker(bucket, 'linkedin', key, { ...m, posting: true } satisfies LinkedinMarker);
  const res = await send('LinkedIn', `${LINKEDIN_API}/rest/posts`, {
    method: 'POST',
    headers: restHeaders(token),
    body: JSON.stringify({
      author: m.author,
      commentary: littleText(m.commentary),
      visibility: m.visibility ?? 'PUBLIC',
      distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
      content,
      lifecycleState: 'PUBLISHED',
      isReshareDisabledByAuthor: false,
    }),
  });
  let urn = res.headers.get('x-restli-id');
  if (!res.ok) {
    const error = await linkedinError(res, '/rest/posts');
    // An earlier call sent this post and died before writing down the answer: the duplicate LinkedIn names is ours.
    const first = resumed && res.status === 422 ? DUPLICATE.exec(error.reason)?.[1] : undefined;
    if (!first) throw error;
    urn = first;
  }
  if (!urn) throw new ConnectorError('LinkedIn created the post but named no URN', false);
  await writeMarker(bucket, 'linkedin', key, { ...m, postUrn: urn } satisfies LinkedinMarker);
  return { state: 'published', url: postUrl(urn) };
}

/** A video post waits for LinkedIn to finish processing the video; images are ready once uploaded. */
async function postWhenReady(bucket: R2Bucket, token: string, key: string, m: LinkedinMarker): Promise<PublishResult> {
  if (m.postUrn) return { state: 'published', url: postUrl(m.postUrn) };
  if (m.kind === 'video') {
    const res = await rest(token, 'GET', `/rest/videos/${encodeURIComponent(m.media[0]!)}`);
    const video = (await res.json()) as { status?: string; processingFailureReason?: string };
    if (video.status === 'PROCESSING_FAILED') throw new ConnectorError(video.processingFailureReason || 'PROCESSING_FAILED', false);
    if (video.status !== 'AVAILABLE') return { state: 'processing', ref: key, checkInSeconds: CHECK_IN_SECONDS };
  }
  if (m.kind === 'document') {
    // WAITING_UPLOAD (the PUT not yet seen) and PROCESSING both mean "ask again".
    const res = await rest(token, 'GET', `/rest/documents/${encodeURIComponent(m.media[0]!)}`);
    const doc = (await res.json()) as { status?: string };
    if (doc.status === 'PROCESSING_FAILED') throw new ConnectorError('publish_reason_linkedin_document_failed', false);
    if (doc.status !== 'AVAILABLE') return { state: 'processing', ref: key, checkInSeconds: CHECK_IN_SECONDS };
  }
  return createPost(bucket, token, key, m);
}

export const linkedinConnector: Connector = {
  async publish({ bucket }, post: PublishRequest) {
    const kind = kindOf(post.files);
    const key = post.idempotencyKey;
    const known = await readMarker<LinkedinMarker>(bucket, 'linkedin', key);
    if (known) return postWhenReady(bucket, post.token, key, known);

    const { urn } = await memberUrn(post.token);
    const media: string[] = [];
    for (const file of post.files) {
      const upload = kind === 'video' ? uploadVideo : kind === 'document' ? uploadDocument : uploadImage;
      media.push(await upload(bucket, post.token, urn, file));
    }
    const marker: LinkedinMarker = {
      author: urn,
      kind,
      media,
      commentary: post.caption,
      title: kind === 'document' ? documentTitle(post.title, post.files[0]!) : post.title,
      visibility: post.privacy === 'followers' ? 'CONNECTIONS' : 'PUBLIC',
    };
    await writeMarker(bucket, 'linkedin', key, marker);
    return postWhenReady(bucket, post.token, key, marker);
  },

  /** `ref` is the idempotency key: the marker holds the video or document, the author and the text to post once it is ready. */
  async poll({ bucket }, { token, ref }) {
    const marker = await readMarker<LinkedinMarker>(bucket, 'linkedin', ref);
    if (!marker) throw new ConnectorError('publish_reason_unexpected', false);
    return postWhenReady(bucket, token, ref, marker);
  },
};

interface LinkedinTokenAnswer {
  access_token?: string;
  expires_in?: number;
  refresh_token?: string;
  refresh_token_expires_in?: number;
  scope?: string;
  error?: string;
  error_description?: string;
}

async function tokenCall(fields: Record<string, string>, now: number): Promise<TokenSet> {
  const res = await send('LinkedIn', `${LINKEDIN_OAUTH}/accessToken`, { method: 'POST', ...form(fields) });
  const json = await jsonOrNull<LinkedinTokenAnswer>(res);
  if (!res.ok || !json?.access_token) {
    const reason = json?.error
      ? `${json.error}${json.error_description ? `: ${json.error_description}` : ''}`
      : `LinkedIn HTTP ${res.status}`;
    throw new ConnectorError(reason, retryableStatus(res.status));
  }
  return {
    accessToken: json.access_token,
    // Only apps LinkedIn enabled programmatic refresh for get one; the others reconnect after 60 days.
    refreshToken: json.refresh_token ?? null,
    expiresAt: typeof json.expires_in === 'number' ? now + json.expires_in * 1000 : null,
  };
}

export const linkedinProvider: OAuthProvider = {
  network: 'linkedin',

  /**
   * LinkedIn's web flow has no PKCE (only native apps on a loopback address,
   * enabled on request): the challenge is not sent, the signed state and the
   * client secret carry the exchange.
   */
  authorizeUrl(client, { redirectUri, state }) {
    const url = new URL(LINKEDIN_AUTHORIZE_URL);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: client.clientId,
      redirect_uri: redirectUri,
      state,
      scope: LINKEDIN_SCOPES.join(' '),
    }).toString();
    return url.toString();
  },

  exchangeCode(client, { code, redirectUri }, now) {
    return tokenCall(
      { grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: client.clientId, client_secret: client.clientSecret },
      now,
    );
  },

  async refresh(client, refreshToken, now) {
    const tokens = await refreshOrRefused(() =>
      tokenCall(
        { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: client.clientId, client_secret: client.clientSecret },
        now,
      ),
    );
    // LinkedIn answers the same refresh token (its own lifetime keeps counting down).
    return { ...tokens, refreshToken: tokens.refreshToken ?? refreshToken };
  },

  async revoke(client, tokens) {
    const res = await send('LinkedIn', `${LINKEDIN_OAUTH}/revoke`, {
      method: 'POST',
      ...form({ client_id: client.clientId, client_secret: client.clientSecret, token: tokens.accessToken }),
    });
    if (!res.ok) throw await linkedinError(res, 'revoke');
  },

  async profile(accessToken) {
    const { urn, name } = await memberUrn(accessToken);
    return { externalId: urn, displayName: name };
  },
};
