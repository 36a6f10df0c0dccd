// TikTok's side of publishing, faked at the fetch boundary with the shapes its
// documentation gives (decision 079): the v2 token endpoint (authorization code
// with the PKCE verifier checked against the challenge, refresh that rotates the
// refresh token, errors as { error, error_description }), revoke, user/info,
// and the Content Posting API — creator_info/query, video/init with FILE_UPLOAD
// and its chunk rules (5–64 MB a chunk, total_chunk_count = floor(size/chunk),
// under 5 MB whole), sequential PUTs to upload_url with Content-Range (206, then
// 201 on the last), status/fetch (PROCESSING_UPLOAD -> PROCESSING_DOWNLOAD ->
// PUBLISH_COMPLETE or FAILED with a fail_reason), and the { error: { code,
// message, log_id } } envelope for rate_limit_exceeded and spam_risk_* refusals.
// Photo posts (decision 092): content/init with media_type PHOTO, post_mode
// DIRECT_POST and PULL_FROM_URL, whose photo_images must sit under the URL prefix
// verified in the developer portal (else url_ownership_unverified); TikTok pulls
// them while the post is PROCESSING_DOWNLOAD, through `pull` (the test's app).
import { vi } from 'vitest';
import { TIKTOK_API } from '../../src/features/publishing/networks/tiktok';

export const TIKTOK_CLIENT = { clientId: 'tt-client-key', clientSecret: 'tt-client-secret' };
export const UPLOAD_ORIGIN = 'https://open-upload.tiktokapis.com';
const MB = 1024 * 1024;

export interface FakeUpload {
  publishId: string;
  size: number;
  chunkSize: number;
  count: number;
  mime: string | null;
  /** Each PUT's Content-Range, in the order received. */
  ranges: string[];
  received: Uint8Array;
  receivedBytes: number;
  postInfo: Record<string, unknown>;
  /** A photo post: the URLs TikTok was given, and what pulling each answered (status, bytes). */
  photoImages?: string[];
  pulled?: { status: number; type: string | null; bytes: number }[];
  /** status/fetch calls answered since the upload completed. */
  polls: number;
}

export interface FakeTiktok {
  calls: { method: string; url: URL }[];
  /** Access tokens that work, and what user they belong to. */
  tokens: Map<string, string>;
  /** Refresh tokens that still work. */
  refreshTokens: Set<string>;
  revoked: string[];
  /** Codes the consent page handed out, with their PKCE challenge and redirect. */
  codes: Map<string, { challenge: string; redirectUri: string }>;
  uploads: FakeUpload[];
  privacyOptions: string[];
  maxDurationSec: number;
  /** status/fetch answers PROCESSING_DOWNLOAD this many times after the upload before the end state. */
  processingPolls: number;
  /** Set: the post ends FAILED with this reason. */
  failReason: string | null;
  /** Set: video/init answers this refusal (e.g. 429 rate_limit_exceeded). */
  initError: { status: number; code: string; message: string } | null;
  /** Set: the upload endpoint answers this status to the chunk at this index. */
  chunkFailure: { index: number; status: number } | null;
  /** Scopes granted at the code exchange. */
  grantedScope: string;
  /** What creator_info says the creator turned off. */
  commentDisabled: boolean;
  duetDisabled: boolean;
  stitchDisabled: boolean;
  /** The URL prefix verified in the developer portal: photos are pulled only from under it. */
  verifiedPrefix: string;
  /** How TikTok's servers reach a photo URL (the test routes it to the Worker's /publish-media). */
  pull: (url: string) => Promise<Response>;
}

const LOG_ID = '20261129040000C0FFEE';
const envelope = (data: unknown, status = 200, code = 'ok', message = '') =>
  Response.json({ data, error: { code, message, log_id: LOG_ID } }, { status });
const apiError = (status: number, code: string, message: string) => envelope({}, status, code, message);

async function s256(verifier: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** TikTok's chunk rules, as the media transfer guide states them. */
function chunkRulesBroken(size: number, chunk: number, count: number): string | null {
  if (size < 5 * MB) return chunk === size && count === 1 ? null : 'a video under 5 MB is uploaded whole';
  if (chunk < 5 * MB || chunk > 64 * MB) return 'chunk_size must be between 5 MB and 64 MB';
  if (count !== Math.floor(size / chunk)) return 'total_chunk_count must be video_size / chunk_size rounded down';
  if (count < 1 || count > 1000) return 'between 1 and 1000 chunks';
  if (size - (count - 1) * chunk > 128 * MB) return 'the last chunk is over 128 MB';
  return null;
}

async function bodyBytes(init: RequestInit | undefined): Promise<Uint8Array> {
  return new Uint8Array(await new Response(init?.body ?? null).arrayBuffer());
}

function tokenOf(init: RequestInit | undefined): string | null {
  const auth = new Headers(init?.headers).get('authorization') ?? '';
  return auth.startsWith('Bearer ') ? auth.slice(7) : null;
}

let seq = 0;

export function fakeTiktok(options: Partial<FakeTiktok> = {}): FakeTiktok {
  const fake: FakeTiktok = {
    calls: [],
    tokens: new Map([['act.valid', 'open-id-bia']]),
    refreshTokens: new Set(['rft.first']),
    revoked: [],
    codes: new Map(),
    uploads: [],
    privacyOptions: ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY'],
    maxDurationSec: 600,
    processingPolls: 1,
    failReason: null,
    initError: null,
    chunkFailure: null,
    grantedScope: 'user.info.basic,video.publish',
    commentDisabled: false,
    duetDisabled: true,
    stitchDisabled: false,
    verifiedPrefix: 'https://media.palco.test/',
    pull: async () => new Response('no pull configured', { status: 404 }),
    ...options,
  };

  async function token(params: URLSearchParams): Promise<Response> {
    const oauthError = (error: string, description: string) =>
      Response.json({ error, error_description: description, log_id: LOG_ID }, { status: 400 });
    if (params.get('client_key') !== TIKTOK_CLIENT.clientId || params.get('client_secret') !== TIKTOK_CLIENT.clientSecret)
      return oauthError('invalid_client', 'Client key or secret is incorrect.');
    const issue = () => {
      const access = `act.${++seq}`;
      const refresh = `rft.${seq}`;
      fake.tokens.set(access, 'open-id-bia');
      fake.refreshTokens.add(refresh);
      return Response.json({
        access_token: access,
        expires_in: 86400,
        open_id: 'open-id-bia',
        refresh_expires_in: 31536000,
        refresh_token: refresh,
        scope: fake.grantedScope,
        token_type: 'Bearer',
      });
    };
    if (params.get('grant_type') === 'authorization_code') {
      const code = fake.codes.get(params.get('code') ?? '');
      if (!code) return oauthError('invalid_grant', 'Authorization code is expired.');
      if (params.get('redirect_uri') !== code.redirectUri) return oauthError('invalid_request', 'Redirect URI mismatch.');
      if ((await s256(params.get('code_verifier') ?? '')) !== code.challenge)
        return oauthError('invalid_grant', 'Code verifier does not match the code challenge.');
      fake.codes.delete(params.get('code')!);
      return issue();
    }
    if (params.get('grant_type') === 'refresh_token') {
      const old = params.get('refresh_token') ?? '';
      if (!fake.refreshTokens.delete(old)) return oauthError('invalid_grant', 'Refresh token is invalid or expired.');
      return issue();
    }
    return oauthError('unsupported_grant_type', 'Grant type is not supported.');
  }

  function init(body: Record<string, unknown>): Response {
    if (fake.initError) return apiError(fake.initError.status, fake.initError.code, fake.initError.message);
    const post = (body.post_info ?? {}) as Record<string, unknown>;
    const source = (body.source_info ?? {}) as Record<string, number | string>;
    if (!fake.privacyOptions.includes(String(post.privacy_level)))
      return apiError(400, 'privacy_level_option_mismatch', 'privacy_level is not one of privacy_level_options.');
    if (source.source !== 'FILE_UPLOAD') return apiError(400, 'invalid_params', 'source must be FILE_UPLOAD here.');
    const [size, chunk, count] = [Number(source.video_size), Number(source.chunk_size), Number(source.total_chunk_count)];
    const broken = chunkRulesBroken(size, chunk, count);
    if (broken) return apiError(400, 'invalid_params', broken);
    const publishId = `v_pub_file~v2-1.${++seq}`;
    fake.uploads.push({
      publishId,
      size,
      chunkSize: chunk,
      count,
      mime: null,
      ranges: [],
      received: new Uint8Array(size),
      receivedBytes: 0,
      postInfo: post,
      polls: 0,
    });
    return envelope({ publish_id: publishId, upload_url: `${UPLOAD_ORIGIN}/video/?upload_id=${seq}&upload_token=tok${seq}` });
  }

  /** content/init for photos, as the photo post reference documents it. */
  function photoInit(body: Record<string, unknown>): Response {
    if (fake.initError) return apiError(fake.initError.status, fake.initError.code, fake.initError.message);
    const post = (body.post_info ?? {}) as Record<string, unknown>;
    const source = (body.source_info ?? {}) as Record<string, unknown>;
    if (body.media_type !== 'PHOTO') return apiError(400, 'invalid_params', 'media_type must be PHOTO.');
    if (body.post_mode !== 'DIRECT_POST') return apiError(400, 'invalid_params', 'post_mode must be DIRECT_POST here.');
    if (!fake.privacyOptions.includes(String(post.privacy_level)))
      return apiError(400, 'privacy_level_option_mismatch', 'privacy_level is not one of privacy_level_options.');
    if (post.brand_content_toggle === true && post.privacy_level === 'SELF_ONLY')
      return apiError(400, 'invalid_params', 'Branded content cannot be private.');
    if (typeof post.title === 'string' && [...post.title].length > 90) return apiError(400, 'invalid_params', 'title is over 90.');
    if (typeof post.description === 'string' && [...post.description].length > 4000)
      return apiError(400, 'invalid_params', 'description is over 4000.');
    if (source.source !== 'PULL_FROM_URL') return apiError(400, 'invalid_params', 'photos come by PULL_FROM_URL.');
    const images = source.photo_images;
    if (!Array.isArray(images) || images.length < 1 || images.length > 35 || images.some((u) => typeof u !== 'string'))
      return apiError(400, 'invalid_params', 'photo_images takes 1 to 35 URLs.');
    const cover = Number(source.photo_cover_index);
    if (!Number.isInteger(cover) || cover < 0 || cover >= images.length)
      return apiError(400, 'invalid_params', 'photo_cover_index out of range.');
    if ((images as string[]).some((u) => !u.startsWith(fake.verifiedPrefix)))
      return apiError(403, 'url_ownership_unverified', 'The domain or URL prefix of the media is not verified.');
    const publishId = `p_pub_url~v2.${++seq}`;
    fake.uploads.push({
      publishId,
      size: 0,
      chunkSize: 0,
      count: 0,
      mime: null,
      ranges: [],
      received: new Uint8Array(0),
      receivedBytes: 0,
      postInfo: post,
      photoImages: images as string[],
      polls: 0,
    });
    return envelope({ publish_id: publishId });
  }

  /** TikTok downloads a photo post's images on the first status asked after init. */
  async function pullPhotos(upload: FakeUpload): Promise<void> {
    if (!upload.photoImages || upload.pulled) return;
    upload.pulled = [];
    for (const url of upload.photoImages) {
      const res = await fake.pull(url);
      upload.pulled.push({ status: res.status, type: res.headers.get('content-type'), bytes: (await res.arrayBuffer()).byteLength });
    }
  }

  async function put(url: URL, requestInit: RequestInit | undefined): Promise<Response> {
    const id = url.searchParams.get('upload_id');
    const target = fake.uploads.find((u) => u.publishId === `v_pub_file~v2-1.${id}`);
    if (!target || url.searchParams.get('upload_token') !== `tok${id}`) return new Response('unknown upload', { status: 404 });
    const headers = new Headers(requestInit?.headers);
    const range = headers.get('content-range') ?? '';
    const m = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(range);
    const bytes = await bodyBytes(requestInit);
    const index = target.ranges.length;
    if (fake.chunkFailure?.index === index) return new Response('upload failed', { status: fake.chunkFailure.status });
    if (!m) return new Response('bad Content-Range', { status: 400 });
    const [first, last, total] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const final = index === target.count - 1;
    const expected = final ? target.size - index * target.chunkSize : target.chunkSize;
    // Sequential, of the declared size, and Content-Range agreeing with the bytes sent.
    if (total !== target.size || first !== target.receivedBytes || last - first + 1 !== expected || bytes.length !== expected)
      return new Response('Content-Range does not match the upload', { status: 416 });
    target.received.set(bytes, first);
    target.receivedBytes += bytes.length;
    target.ranges.push(range);
    target.mime = headers.get('content-type');
    return new Response(null, { status: final ? 201 : 206 });
  }

  async function status(body: Record<string, unknown>): Promise<Response> {
    const upload = fake.uploads.find((u) => u.publishId === body.publish_id);
    if (!upload) return apiError(400, 'invalid_publish_id', 'publish_id does not exist.');
    await pullPhotos(upload);
    if (upload.pulled?.some((p) => p.status !== 200))
      return envelope({ status: 'FAILED', fail_reason: 'picture_download_failed', uploaded_bytes: 0, publicaly_available_post_id: [] });
    const base = { uploaded_bytes: upload.receivedBytes, publicaly_available_post_id: [] as number[] };
    if (upload.receivedBytes < upload.size) return envelope({ ...base, status: 'PROCESSING_UPLOAD' });
    if (upload.polls++ < fake.processingPolls) return envelope({ ...base, status: 'PROCESSING_DOWNLOAD' });
    if (fake.failReason) return envelope({ ...base, status: 'FAILED', fail_reason: fake.failReason });
    const postId = 7300000000000000000 + fake.uploads.indexOf(upload);
    return envelope({ ...base, status: 'PUBLISH_COMPLETE', publicaly_available_post_id: [postId] });
  }

  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, requestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = requestInit?.method ?? 'GET';
    fake.calls.push({ method, url });
    if (url.origin === UPLOAD_ORIGIN && method === 'PUT') return put(url, requestInit);
    if (url.origin !== TIKTOK_API) throw new Error(`unexpected fetch in test: ${method} ${url}`);
    const raw = typeof requestInit?.body === 'string' ? requestInit.body : '';
    if (url.pathname === '/v2/oauth/token/') return token(new URLSearchParams(raw));
    if (url.pathname === '/v2/oauth/revoke/') {
      const p = new URLSearchParams(raw);
      if (p.get('client_key') !== TIKTOK_CLIENT.clientId) return Response.json({ error: 'invalid_client' }, { status: 400 });
      fake.revoked.push(p.get('token') ?? '');
      fake.tokens.delete(p.get('token') ?? '');
      return new Response(null, { status: 200 });
    }
    const user = fake.tokens.get(tokenOf(requestInit) ?? '');
    if (!user) return apiError(401, 'access_token_invalid', 'The access token is invalid or not found in the request.');
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    switch (`${method} ${url.pathname}`) {
      case 'GET /v2/user/info/':
        return envelope({ user: { open_id: user, display_name: 'Cozinha da Bia' } });
      case 'POST /v2/post/publish/creator_info/query/':
        return envelope({
          creator_avatar_url: 'https://p16.tiktokcdn.com/avatar.jpeg',
          creator_username: 'cozinhadabia',
          creator_nickname: 'Cozinha da Bia',
          privacy_level_options: fake.privacyOptions,
          comment_disabled: fake.commentDisabled,
          duet_disabled: fake.duetDisabled,
          stitch_disabled: fake.stitchDisabled,
          max_video_post_duration_sec: fake.maxDurationSec,
        });
      case 'POST /v2/post/publish/video/init/':
        return init(body);
      case 'POST /v2/post/publish/content/init/':
        return photoInit(body);
      case 'POST /v2/post/publish/status/fetch/':
        return status(body);
    }
    throw new Error(`unexpected TikTok call in test: ${method} ${url.pathname}`);
  });
  return fake;
}

export const tiktokCallsTo = (fake: FakeTiktok, path: string) => fake.calls.filter((c) => c.url.pathname === path);
