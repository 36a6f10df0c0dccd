// YouTube (issue 36, decision 078): Google's OAuth 2.0 for web server apps
// (PKCE S256, offline access for a refresh token) and the Data API v3.
// A post is one video: videos.insert with the resumable upload protocol (the
// metadata POST answers the session URI in Location; the file is PUT from R2 in
// chunks with Content-Range; 308 means "go on from the Range header"; after an
// interruption the session is asked `Content-Range: bytes */SIZE` where it
// stands). The session URI is kept on the post, so a retried delivery resumes
// the same upload instead of making a second video. Then videos.list
// part=status,processingDetails is polled until YouTube has processed it.
import type { OAuthNetwork, PostPrivacy } from '../../../common/contracts/publishing';
import { ConnectorError, type Connector, type ConnectorDeps, type PublishFile, type PublishResult } from '../connector';
import { OAuthGrantRefused, type OAuthProvider, type TokenSet } from '../oauth-provider';

export const GOOGLE_AUTHORIZE_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
export const GOOGLE_REVOKE_URL = 'https://oauth2.googleapis.com/revoke';
export const YOUTUBE_API_URL = 'https://www.googleapis.com/youtube/v3';
export const YOUTUBE_UPLOAD_URL = 'https://www.googleapis.com/upload/youtube/v3/videos';

/** Upload to the channel, read its name (channels.list mine=true) and the upload's processing status. */
export const YOUTUBE_SCOPES = ['https://www.googleapis.com/auth/youtube.upload', 'https://www.googleapis.com/auth/youtube.readonly'];

/** A multiple of 256 KiB, as the protocol wants for every chunk but the last; 8 MiB keeps a Worker's memory small. */
export const CHUNK_BYTES = 8 * 1024 * 1024;
/** Interruptions one delivery rides out before giving the post back to the queue (the session is kept). */
export const MAX_INTERRUPTIONS = 3;
/** YouTube processes a short video in about a minute; the consumer asks again this often. */
export const CHECK_IN_SECONDS = 60;

const network: OAuthNetwork = 'youtube';

async function tokenCall(body: Record<string, string>, now: number): Promise<TokenSet & { error?: never }> {
  const res = await fetch(GOOGLE_TOKEN_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body).toString(),
  });
  const json = (await res.json().catch(() => ({}))) as {
    access_token?: string;
    refresh_token?: string;
    expires_in?: number;
    error?: string;
    error_description?: string;
  };
  if (json.error === 'invalid_grant') throw new OAuthGrantRefused(json.error_description ?? 'invalid_grant');
  if (!res.ok || !json.access_token) throw new Error(`google token ${res.status}: ${json.error ?? 'no access_token'}`);
  return {
    accessToken: json.access_token,
    refreshToken: json.refresh_token ?? null,
    expiresAt: typeof json.expires_in === 'number' ? now + json.expires_in * 1000 : null,
  };
}

export const youtubeOAuth: OAuthProvider = {
  network,
  authorizeUrl(client, p) {
    const url = new URL(GOOGLE_AUTHORIZE_URL);
    url.search = new URLSearchParams({
      client_id: client.clientId,
      redirect_uri: p.redirectUri,
      response_type: 'code',
      scope: YOUTUBE_SCOPES.join(' '),
      // A refresh token, and a new one on a reconnect (Google gives it only with consent).
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
      state: p.state,
      code_challenge: p.codeChallenge,
      code_challenge_method: 'S256',
    }).toString();
    return url.toString();
  },
  exchangeCode: (client, p, now) =>
    tokenCall(
      {
        grant_type: 'authorization_code',
        code: p.code,
        redirect_uri: p.redirectUri,
        client_id: client.clientId,
        client_secret: client.clientSecret,
        code_verifier: p.codeVerifier,
      },
      now,
    ),
  refresh: (client, refreshToken, now) =>
    tokenCall(
      { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: client.clientId, client_secret: client.clientSecret },
      now,
    ),
  async revoke(_client, tokens) {
    // Revoking the refresh token ends the whole grant.
    const res = await fetch(GOOGLE_REVOKE_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: tokens.refreshToken ?? tokens.accessToken }).toString(),
    });
    if (!res.ok) throw new Error(`google revoke ${res.status}`);
  },
  async profile(accessToken) {
    const res = await fetch(`${YOUTUBE_API_URL}/channels?part=snippet&mine=true`, { headers: { Authorization: `Bearer ${accessToken}` } });
    if (!res.ok) throw await apiError(res);
    const json = (await res.json()) as { items?: { id: string; snippet?: { title?: string } }[] };
    const channel = json.items?.[0];
    // A Google account without a YouTube channel cannot upload.
    if (!channel) throw new ConnectorError('YouTube: this Google account has no channel', false);
    return { externalId: channel.id, displayName: channel.snippet?.title || channel.id };
  },
};

/** Google's error reasons that pass with time (quota resets daily, rate limits in seconds). */
const PASSING = new Set(['quotaExceeded', 'rateLimitExceeded', 'userRateLimitExceeded', 'uploadLimitExceeded', 'backendError']);

/** The API's error as a ConnectorError in YouTube's own words, retryable when waiting can help. */
async function apiError(res: Response): Promise<ConnectorError> {
  const json = (await res.json().catch(() => null)) as { error?: { message?: string; errors?: { reason?: string }[] } } | null;
  const reason = json?.error?.errors?.[0]?.reason ?? '';
  const words = `YouTube: ${json?.error?.message ?? `HTTP ${res.status}`}${reason ? ` (${reason})` : ''}`;
  if (res.status === 401) return new ConnectorError('publish_reason_reconnect', false);
  const retryable = res.status === 429 || res.status >= 500 || (res.status === 403 && PASSING.has(reason));
  return new ConnectorError(words, retryable);
}

/** Where a resumable session stands: the next byte to send, or the finished video. */
type SessionState = { next: number } | { done: { id: string } } | 'gone';

/** After a 308, the next byte is one past the Range header's end; no Range means nothing arrived. */
const nextByte = (res: Response) => {
  const m = /bytes=0-(\d+)/.exec(res.headers.get('Range') ?? '');
  return m ? Number(m[1]) + 1 : 0;
};

async function querySession(session: string, token: string, size: number): Promise<SessionState> {
  const res = await fetch(session, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Length': '0', 'Content-Range': `bytes */${size}` },
  });
  if (res.status === 308) return { next: nextByte(res) };
  if (res.status === 200 || res.status === 201) return { done: (await res.json()) as { id: string } };
  // The session expired (about a week) or never existed: a new one is needed.
  if (res.status === 404 || res.status === 410) return 'gone';
  throw await apiError(res);
}

async function startSession(
  file: PublishFile,
  post: { token: string; title: string; caption: string; privacy: PostPrivacy },
): Promise<string> {
  const title = (post.title || post.caption.split('\n')[0] || file.name).trim().slice(0, 100);
  const url = `${YOUTUBE_UPLOAD_URL}?uploadType=resumable&part=snippet,status`;
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${post.token}`,
      'Content-Type': 'application/json; charset=UTF-8',
      'X-Upload-Content-Length': String(file.size),
      'X-Upload-Content-Type': file.mime,
    },
    // YouTube refuses < and > in titles and descriptions.
    body: JSON.stringify({
      snippet: { title: title.replace(/[<>]/g, ''), description: post.caption.replace(/[<>]/g, '').slice(0, 5000) },
      // The form offers YouTube only its own three (contracts NETWORK_PRIVACY): public, unlisted, private.
      status: { privacyStatus: post.privacy === 'followers' ? 'public' : post.privacy, selfDeclaredMadeForKids: false },
    }),
  });
  if (!res.ok) throw await apiError(res);
  const location = res.headers.get('Location');
  if (!location) throw new ConnectorError('YouTube: no upload session was opened', true);
  return location;
}

/** One chunk, read from R2 by range (never the whole file in memory). Null when the network call itself broke. */
async function putChunk(
  deps: ConnectorDeps,
  chunk: number,
  session: string,
  token: string,
  file: PublishFile,
  from: number,
): Promise<Response | null> {
  const last = Math.min(from + chunk, file.size) - 1;
  const object = await deps.bucket.get(file.r2Key, { range: { offset: from, length: last - from + 1 } });
  if (!object || !('arrayBuffer' in object)) throw new ConnectorError('publish_reason_files_missing', false);
  const bytes = await object.arrayBuffer();
  try {
    return await fetch(session, {
      method: 'PUT',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': file.mime,
        'Content-Length': String(bytes.byteLength),
        'Content-Range': `bytes ${from}-${last}/${file.size}`,
      },
      body: bytes,
    });
  } catch {
    return null;
  }
}

/** Sends the file from `next` on, riding out a few interruptions by asking the session where it stands. */
async function upload(
  deps: ConnectorDeps,
  chunk: number,
  session: string,
  token: string,
  file: PublishFile,
  start: SessionState,
): Promise<{ id: string } | 'gone'> {
  let state = start;
  let interruptions = 0;
  while (true) {
    if (state === 'gone' || 'done' in state) return state === 'gone' ? 'gone' : state.done;
    const res = await putChunk(deps, chunk, session, token, file, state.next);
    if (res?.status === 308) {
      state = { next: nextByte(res) };
      continue;
    }
    if (res && (res.status === 200 || res.status === 201)) return (await res.json()) as { id: string };
    if (res && res.status < 500) {
      if (res.status === 404 || res.status === 410) return 'gone';
      throw await apiError(res);
    }
    // A broken connection or a 5xx: the protocol's answer is to ask where the upload stands and go on.
    if (++interruptions > MAX_INTERRUPTIONS)
      throw new ConnectorError('YouTube: the upload was interrupted; it resumes on the next attempt', true);
    state = await querySession(session, token, file.size);
  }
}

const processing = (id: string): PublishResult => ({ state: 'processing', ref: id, checkInSeconds: CHECK_IN_SECONDS });

/** `chunk`: bytes a PUT, a multiple of 256 KiB (the tests use small ones to see several). */
export const makeYoutubeConnector = (chunk = CHUNK_BYTES): Connector => ({
  async publish(deps, post) {
    const [file, ...more] = post.files;
    if (!file || more.length || file.kind !== 'video') throw new ConnectorError('publish_reason_video_only', false);
    // A session this post opened before (an earlier, interrupted delivery): resume it rather than upload twice.
    let session = post.resume?.ref ?? null;
    for (let round = 0; round < 2; round++) {
      let start: SessionState = { next: 0 };
      if (session) start = await querySession(session, post.token, file.size);
      if (start === 'gone' || !session) {
        session = await startSession(file, post);
        await post.resume?.save(session);
        start = { next: 0 };
      }
      const video = await upload(deps, chunk, session, post.token, file, start);
      if (video !== 'gone') return processing(video.id);
      session = null;
    }
    throw new ConnectorError('YouTube: the upload session kept expiring', true);
  },

  async poll(_deps, { token, ref }) {
    const url = `${YOUTUBE_API_URL}/videos?part=status,processingDetails&id=${encodeURIComponent(ref)}`;
    const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    if (!res.ok) throw await apiError(res);
    const json = (await res.json()) as {
      items?: {
        id: string;
        status?: { uploadStatus?: string; failureReason?: string; rejectionReason?: string };
        processingDetails?: { processingStatus?: string; processingFailureReason?: string };
      }[];
    };
    const video = json.items?.[0];
    if (!video) throw new ConnectorError('YouTube: the video no longer exists (deleted on YouTube)', false);
    const status = video.status ?? {};
    if (status.uploadStatus === 'processed') return { state: 'published', url: `https://youtu.be/${video.id}` };
    if (status.uploadStatus === 'failed')
      throw new ConnectorError(`YouTube: processing failed (${status.failureReason ?? 'unknown'})`, false);
    if (status.uploadStatus === 'rejected')
      throw new ConnectorError(`YouTube rejected the video (${status.rejectionReason ?? 'unknown'})`, false);
    if (status.uploadStatus === 'deleted') throw new ConnectorError('YouTube: the video was deleted', false);
    const p = video.processingDetails?.processingStatus;
    if (p === 'failed' || p === 'terminated') {
      throw new ConnectorError(`YouTube: processing ${p} (${video.processingDetails?.processingFailureReason ?? 'unknown'})`, false);
    }
    return processing(video.id);
  },
});

export const youtubeConnector = makeYoutubeConnector();
