// Google's OAuth 2.0 endpoints and the YouTube Data API v3 calls publishing
// makes, faked at the fetch boundary with the shapes their documentation gives
// (decision 078): the token endpoint (authorization_code with PKCE S256 checked
// against the consent page's code_challenge, refresh_token, invalid_grant),
// revoke, channels.list mine=true, videos.insert's resumable protocol (POST
// metadata -> Location; PUT chunks with Content-Range answered 308 + Range or
// 201 + the video; a status query `bytes */SIZE`; 404 for an unknown session)
// and videos.list part=status,processingDetails. Errors in Google's JSON shape.
import { vi } from 'vitest';
import { GOOGLE_REVOKE_URL, GOOGLE_TOKEN_URL, YOUTUBE_API_URL, YOUTUBE_UPLOAD_URL } from '../../src/features/publishing/networks/youtube';

export const CLIENT = { id: 'yt-client-id.apps.googleusercontent.com', secret: 'yt-client-secret' };
const SESSION_ORIGIN = 'https://www.googleapis.com/upload/youtube/v3/videos?uploadType=resumable&upload_id=';

interface Grant {
  challenge: string;
  redirectUri: string;
}

export interface FakeUpload {
  size: number;
  contentType: string;
  metadata: { snippet: { title: string; description: string }; status: { privacyStatus: string } };
  received: number;
  /** Every chunk's bytes, in order (the test compares them with the file). */
  bytes: Uint8Array[];
  videoId: string | null;
}

export interface FakeYoutubeUpload {
  calls: { method: string; url: string; headers: Record<string, string>; body: string | null }[];
  /** The channel mine=true answers; null: a Google account without one. */
  channel: { id: string; title: string } | null;
  /** Access tokens issued (valid), and refresh tokens still honoured. */
  accessTokens: Set<string>;
  refreshTokens: Set<string>;
  revoked: string[];
  /** Seconds each access token lives. */
  expiresIn: number;
  /** The token endpoint answers this for the next refresh (then normal again). */
  refreshFailure: 'invalid_grant' | 'server' | null;
  uploads: Map<string, FakeUpload>;
  /** Chunk PUTs (counted from 1) whose connection breaks before an answer; the bytes are not kept. */
  breakChunks: Set<number>;
  /** Chunk PUTs whose first half arrives and then the connection breaks (the session keeps the half). */
  halfChunks: Set<number>;
  chunkPuts: number;
  /** What videos.list answers for a video, poll after poll (the last one repeats). */
  statuses: Map<string, { uploadStatus: string; failureReason?: string; rejectionReason?: string; processingStatus?: string }[]>;
  /** Every videos.insert session POST answers 403 quotaExceeded while true. */
  quotaExceeded: boolean;
  /** What the consent page "did": a code bound to its challenge and redirect URI. */
  consent(authorizeUrl: string): { code: string; state: string };
  /** A token pair as if issued at connect; expiresAt as the app would store it. */
  issue(): { accessToken: string; refreshToken: string };
}

const googleError = (status: number, reason: string, message: string) =>
  Response.json({ error: { code: status, message, errors: [{ reason, domain: 'youtube.quota', message }] } }, { status });

async function sha256url(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function fakeYoutubeUpload(): FakeYoutubeUpload {
  const grants = new Map<string, Grant>();
  let n = 0;
  const next = (p: string) => `${p}${++n}-${crypto.randomUUID().slice(0, 8)}`;
  const fake: FakeYoutubeUpload = {
    calls: [],
    channel: { id: 'UCpalcoTestChannel000001', title: 'Café Aurora no YouTube' },
    accessTokens: new Set(),
    refreshTokens: new Set(),
    revoked: [],
    expiresIn: 3599,
    refreshFailure: null,
    uploads: new Map(),
    breakChunks: new Set(),
    halfChunks: new Set(),
    chunkPuts: 0,
    statuses: new Map(),
    quotaExceeded: false,
    consent(authorizeUrl) {
      const url = new URL(authorizeUrl);
      const p = url.searchParams;
      if (url.origin + url.pathname !== 'https://accounts.google.com/o/oauth2/v2/auth')
        throw new Error(`not Google's consent page: ${url}`);
      if (p.get('client_id') !== CLIENT.id || p.get('response_type') !== 'code' || p.get('code_challenge_method') !== 'S256') {
        throw new Error(`consent page refused: ${url}`);
      }
      const code = next('4/0AcodeFake');
      grants.set(code, { challenge: p.get('code_challenge')!, redirectUri: p.get('redirect_uri')! });
      return { code, state: p.get('state')! };
    },
    issue() {
      const accessToken = next('ya29.access-');
      const refreshToken = next('1//refresh-');
      fake.accessTokens.add(accessToken);
      fake.refreshTokens.add(refreshToken);
      return { accessToken, refreshToken };
    },
  };

  const authorized = (headers: Headers) => fake.accessTokens.has((headers.get('Authorization') ?? '').replace(/^Bearer /, ''));

  async function token(form: URLSearchParams): Promise<Response> {
    if (form.get('client_id') !== CLIENT.id || form.get('client_secret') !== CLIENT.secret) {
      return Response.json({ error: 'invalid_client', error_description: 'The OAuth client was not found.' }, { status: 401 });
    }
    if (form.get('grant_type') === 'authorization_code') {
      const grant = grants.get(form.get('code') ?? '');
      grants.delete(form.get('code') ?? '');
      if (
        !grant ||
        grant.redirectUri !== form.get('redirect_uri') ||
        grant.challenge !== (await sha256url(form.get('code_verifier') ?? ''))
      ) {
        return Response.json({ error: 'invalid_grant', error_description: 'Bad Request' }, { status: 400 });
      }
      const t = fake.issue();
      return Response.json({
        access_token: t.accessToken,
        expires_in: fake.expiresIn,
        refresh_token: t.refreshToken,
        scope: 'https://www.googleapis.com/auth/youtube.upload https://www.googleapis.com/auth/youtube.readonly',
        token_type: 'Bearer',
      });
    }
    if (form.get('grant_type') === 'refresh_token') {
      const failure = fake.refreshFailure;
      fake.refreshFailure = null;
      if (failure === 'server') return new Response('backend error', { status: 503 });
      if (failure === 'invalid_grant' || !fake.refreshTokens.has(form.get('refresh_token') ?? '')) {
        return Response.json({ error: 'invalid_grant', error_description: 'Token has been expired or revoked.' }, { status: 400 });
      }
      // Google keeps the refresh token: the answer carries a new access token only.
      const accessToken = next('ya29.refreshed-');
      fake.accessTokens.add(accessToken);
      return Response.json({ access_token: accessToken, expires_in: fake.expiresIn, scope: 'x', token_type: 'Bearer' });
    }
    return Response.json({ error: 'unsupported_grant_type' }, { status: 400 });
  }

  function sessionPut(upload: FakeUpload, headers: Headers, body: Uint8Array | null, half: boolean): Response {
    const range = headers.get('Content-Range') ?? '';
    const status = () =>
      upload.videoId
        ? Response.json({ kind: 'youtube#video', id: upload.videoId, status: { uploadStatus: 'uploaded' } }, { status: 201 })
        : new Response(null, { status: 308, headers: upload.received ? { Range: `bytes=0-${upload.received - 1}` } : {} });
    if (range === `bytes */${upload.size}`) return status();
    const m = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(range);
    if (!m || Number(m[3]) !== upload.size || !body) return googleError(400, 'badContent', 'Bad Content-Range');
    const from = Number(m[1]);
    const to = Number(m[2]);
    // Bytes must continue exactly where the session stands, and be as long as the range says.
    if (from !== upload.received || body.byteLength !== to - from + 1) return googleError(400, 'badContent', 'Bytes out of place');
    const kept = half ? body.slice(0, Math.floor(body.byteLength / 2)) : body;
    upload.bytes.push(kept);
    upload.received += kept.byteLength;
    if (half) throw new TypeError('Network connection lost.');
    if (upload.received === upload.size) {
      upload.videoId = next('vid');
      fake.statuses.set(upload.videoId, [...(fake.statuses.get('*') ?? [{ uploadStatus: 'uploaded', processingStatus: 'processing' }])]);
    }
    return status();
  }

  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input as RequestInfo, init as RequestInit);
    const url = request.url;
    const raw = request.body ? new Uint8Array(await request.arrayBuffer()) : null;
    const headers = request.headers;
    const text = raw && !url.includes('upload_id=') ? new TextDecoder().decode(raw) : null;
    fake.calls.push({ method: request.method, url, headers: Object.fromEntries(headers.entries()), body: text });

    if (url === GOOGLE_TOKEN_URL) return token(new URLSearchParams(text ?? ''));
    if (url === GOOGLE_REVOKE_URL) {
      const t = new URLSearchParams(text ?? '').get('token') ?? '';
      fake.revoked.push(t);
      fake.refreshTokens.delete(t);
      return new Response(null, { status: 200 });
    }
    if (url.startsWith(`${YOUTUBE_API_URL}/channels?`)) {
      if (!authorized(headers)) return googleError(401, 'authError', 'Invalid Credentials');
      return Response.json({
        kind: 'youtube#channelListResponse',
        items: fake.channel ? [{ id: fake.channel.id, snippet: { title: fake.channel.title } }] : [],
      });
    }
    if (url.startsWith(SESSION_ORIGIN)) {
      const upload = fake.uploads.get(new URL(url).searchParams.get('upload_id') ?? '');
      if (!upload) return googleError(404, 'notFound', 'Upload session not found');
      if (!authorized(headers)) return googleError(401, 'authError', 'Invalid Credentials');
      const probing = headers.get('Content-Range')?.startsWith('bytes */');
      if (!probing) {
        fake.chunkPuts++;
        if (fake.breakChunks.has(fake.chunkPuts)) throw new TypeError('Network connection lost.');
      }
      return sessionPut(upload, headers, raw, !probing && fake.halfChunks.has(fake.chunkPuts));
    }
    if (url.startsWith(`${YOUTUBE_UPLOAD_URL}?`)) {
      const p = new URL(url).searchParams;
      if (request.method !== 'POST' || p.get('uploadType') !== 'resumable') return googleError(400, 'invalidParameter', 'uploadType');
      if (!authorized(headers)) return googleError(401, 'authError', 'Invalid Credentials');
      if (fake.quotaExceeded)
        return googleError(403, 'quotaExceeded', 'The request cannot be completed because you have exceeded your quota.');
      const metadata = JSON.parse(text ?? '{}') as FakeUpload['metadata'];
      if (!metadata.snippet?.title)
        return googleError(400, 'invalidTitle', 'The request metadata specifies an invalid or empty video title.');
      const id = next('upl');
      fake.uploads.set(id, {
        size: Number(headers.get('X-Upload-Content-Length')),
        contentType: headers.get('X-Upload-Content-Type') ?? '',
        metadata,
        received: 0,
        bytes: [],
        videoId: null,
      });
      return new Response(null, { status: 200, headers: { Location: `${SESSION_ORIGIN}${id}` } });
    }
    if (url.startsWith(`${YOUTUBE_API_URL}/videos?`)) {
      if (!authorized(headers)) return googleError(401, 'authError', 'Invalid Credentials');
      const id = new URL(url).searchParams.get('id') ?? '';
      const queue = fake.statuses.get(id);
      if (!queue) return Response.json({ kind: 'youtube#videoListResponse', items: [] });
      const s = queue.length > 1 ? queue.shift()! : queue[0]!;
      return Response.json({
        kind: 'youtube#videoListResponse',
        items: [
          {
            id,
            status: { uploadStatus: s.uploadStatus, failureReason: s.failureReason, rejectionReason: s.rejectionReason },
            processingDetails: { processingStatus: s.processingStatus ?? (s.uploadStatus === 'processed' ? 'succeeded' : 'processing') },
          },
        ],
      });
    }
    throw new Error(`unexpected fetch in test: ${request.method} ${url}`);
  });
  return fake;
}
