// LinkedIn's side of publishing, faked at the fetch boundary with the shapes its
// documentation gives (decision 079): the OAuth 2.0 accessToken endpoint
// (authorization code; refresh_token grant answering the same refresh token),
// revoke, /v2/userinfo (sub, name), and the versioned REST APIs, which refuse a
// call without LinkedIn-Version and X-Restli-Protocol-Version: 2.0.0 — Videos
// (initializeUpload answering uploadInstructions by byte range, each part's PUT
// answering an ETag, finalizeUpload checking uploadedPartIds, GET status
// PROCESSING -> AVAILABLE or PROCESSING_FAILED), Images (initializeUpload, one
// PUT), Documents (initializeUpload for an owner answering uploadUrl and
// urn:li:document, one PUT carrying the member's token, GET status
// WAITING_UPLOAD -> PROCESSING -> AVAILABLE or PROCESSING_FAILED), and Posts (201 with the URN in x-restli-id; 422 "Content is a duplicate
// of …" for the same text twice; 429 throttling), errors as { message, status }.
import { vi } from 'vitest';
import { LINKEDIN_API, LINKEDIN_OAUTH } from '../../src/features/publishing/networks/linkedin';

export const LINKEDIN_CLIENT = { clientId: 'li-client-id', clientSecret: 'li-client-secret' };
export const UPLOAD_ORIGIN = 'https://www.linkedin.com';
const MIB = 1024 * 1024;

interface FakeVideo {
  urn: string;
  owner: string;
  size: number;
  parts: { firstByte: number; lastByte: number; etag: string; bytes: Uint8Array | null }[];
  finalized: boolean;
  /** GETs answered PROCESSING since it was finalized. */
  polls: number;
}

interface FakeImage {
  urn: string;
  owner: string;
  bytes: Uint8Array | null;
  mime: string | null;
}

interface FakeDocument {
  urn: string;
  owner: string;
  bytes: Uint8Array | null;
  /** GETs answered PROCESSING since the upload. */
  polls: number;
}

export interface FakePost {
  urn: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

export interface FakeLinkedin {
  calls: { method: string; url: URL }[];
  /** Access token -> member id (sub). */
  tokens: Map<string, string>;
  refreshTokens: Set<string>;
  revoked: string[];
  /** Codes the consent page handed out, with their redirect. */
  codes: Map<string, string>;
  /** Programmatic refresh tokens are only for apps LinkedIn enabled them for. */
  refreshEnabled: boolean;
  /** The size of each video part LinkedIn asks for (4 MiB in its answers). */
  partBytes: number;
  videos: FakeVideo[];
  images: FakeImage[];
  documents: FakeDocument[];
  posts: FakePost[];
  /** GET /rest/documents answers PROCESSING this many times after the upload. */
  documentPolls: number;
  /** Set: the document ends PROCESSING_FAILED. */
  documentFails: boolean;
  /** Set: the document's PUT answers this status. */
  documentUploadStatus: number | null;
  /** GET /rest/videos answers PROCESSING this many times after finalizing. */
  processingPolls: number;
  /** Set: processing ends PROCESSING_FAILED with this reason. */
  processingFailure: string | null;
  /** Set: POST /rest/posts answers this error. */
  postError: { status: number; message: string } | null;
  /** Set: the next post is made but its answer is lost (a 504 from the gateway instead of the 201). */
  loseNextPostAnswer: boolean;
}

const liError = (status: number, message: string, serviceErrorCode = 100) =>
  Response.json({ message, serviceErrorCode, status }, { status });

const bytesOf = async (init: RequestInit | undefined) => new Uint8Array(await new Response(init?.body ?? null).arrayBuffer());

let seq = 0;

export function fakeLinkedin(options: Partial<FakeLinkedin> = {}): FakeLinkedin {
  const fake: FakeLinkedin = {
    calls: [],
    tokens: new Map([['AQV.valid', 'yrZCpj2Z12']]),
    refreshTokens: new Set(['AQX.first']),
    revoked: [],
    codes: new Map(),
    refreshEnabled: true,
    partBytes: 4 * MIB,
    videos: [],
    images: [],
    documents: [],
    posts: [],
    documentPolls: 1,
    documentFails: false,
    documentUploadStatus: null,
    processingPolls: 1,
    processingFailure: null,
    postError: null,
    loseNextPostAnswer: false,
    ...options,
  };

  function accessToken(p: URLSearchParams): Response {
    const oauthError = (error: string, description: string, status = 400) =>
      Response.json({ error, error_description: description }, { status });
    if (p.get('client_id') !== LINKEDIN_CLIENT.clientId || p.get('client_secret') !== LINKEDIN_CLIENT.clientSecret)
      return oauthError('invalid_client', 'Client authentication failed', 401);
    const access = `AQV.${++seq}`;
    if (p.get('grant_type') === 'authorization_code') {
      const redirect = fake.codes.get(p.get('code') ?? '');
      if (redirect === undefined) return oauthError('invalid_request', 'Unable to retrieve access token: authorization code not found');
      if (redirect !== p.get('redirect_uri'))
        return oauthError(
          'invalid_redirect_uri',
          'Unable to retrieve access token: appid/redirect uri/code verifier does not match authorization code',
        );
      fake.codes.delete(p.get('code')!);
      fake.tokens.set(access, 'yrZCpj2Z12');
      const refresh = `AQX.${seq}`;
      if (fake.refreshEnabled) fake.refreshTokens.add(refresh);
      return Response.json({
        access_token: access,
        expires_in: 5_184_000,
        ...(fake.refreshEnabled ? { refresh_token: refresh, refresh_token_expires_in: 31_536_000 } : {}),
        scope: 'openid,profile,w_member_social',
        token_type: 'Bearer',
      });
    }
    if (p.get('grant_type') === 'refresh_token') {
      const refresh = p.get('refresh_token') ?? '';
      if (!fake.refreshTokens.has(refresh)) return oauthError('invalid_request', 'The provided refresh token is invalid');
      fake.tokens.set(access, 'yrZCpj2Z12');
      // The same refresh token comes back; its remaining lifetime keeps counting down.
      return Response.json({ access_token: access, expires_in: 5_184_000, refresh_token: refresh, refresh_token_expires_in: 30_000_000 });
    }
    return oauthError('unsupported_grant_type', 'The grant type is not supported');
  }

  async function upload(url: URL, init: RequestInit | undefined): Promise<Response> {
    const bytes = await bytesOf(init);
    const video = fake.videos.find((v) => url.pathname.includes(`/${v.urn}/`));
    if (video) {
      const part = video.parts[Number(url.searchParams.get('part'))];
      if (!part) return new Response('unknown part', { status: 404 });
      if (bytes.length !== part.lastByte - part.firstByte + 1) return new Response('wrong part length', { status: 400 });
      part.bytes = bytes;
      return new Response(null, { status: 200, headers: { ETag: part.etag } });
    }
    const doc = fake.documents.find((d) => url.pathname.includes(`/${d.urn}/`));
    if (doc) {
      if (!fake.tokens.has((new Headers(init?.headers).get('authorization') ?? '').replace(/^Bearer /, '')))
        return new Response('unauthorized', { status: 401 });
      if (fake.documentUploadStatus) return new Response('upload failed', { status: fake.documentUploadStatus });
      doc.bytes = bytes;
      return new Response(null, { status: 201 });
    }
    const image = fake.images.find((i) => url.pathname.includes(`/${i.urn}/`));
    if (!image) return new Response('unknown upload', { status: 404 });
    image.bytes = bytes;
    image.mime = new Headers(init?.headers).get('content-type');
    return new Response(null, { status: 201 });
  }

  function videoStatus(urn: string): Response {
    const video = fake.videos.find((v) => v.urn === urn);
    if (!video) return liError(404, `Not Found: ${urn}`);
    const base = { id: urn, owner: video.owner, duration: 45_000, aspectRatioWidth: 9, aspectRatioHeight: 16 };
    if (!video.finalized) return Response.json({ ...base, status: 'WAITING_UPLOAD' });
    if (video.polls++ < fake.processingPolls) return Response.json({ ...base, status: 'PROCESSING' });
    if (fake.processingFailure)
      return Response.json({ ...base, status: 'PROCESSING_FAILED', processingFailureReason: fake.processingFailure });
    return Response.json({ ...base, status: 'AVAILABLE', downloadUrl: `https://dms.licdn.com/playlist/${urn}` });
  }

  function documentStatus(urn: string): Response {
    const doc = fake.documents.find((d) => d.urn === urn);
    if (!doc) return liError(404, `Not Found: ${urn}`);
    const base = { id: urn, owner: doc.owner };
    if (!doc.bytes) return Response.json({ ...base, status: 'WAITING_UPLOAD' });
    if (doc.polls++ < fake.documentPolls) return Response.json({ ...base, status: 'PROCESSING' });
    if (fake.documentFails) return Response.json({ ...base, status: 'PROCESSING_FAILED' });
    return Response.json({
      ...base,
      status: 'AVAILABLE',
      downloadUrl: `https://dms.licdn.com/document/${urn}`,
      downloadUrlExpiresAt: Date.now() + 3_600_000,
    });
  }

  function post(member: string, body: Record<string, unknown>, headers: Headers): Response {
    if (fake.postError) return liError(fake.postError.status, fake.postError.message);
    if (body.author !== `urn:li:person:${member}`) return liError(403, `Not enough permissions to post as ${String(body.author)}`);
    const content = (body.content ?? {}) as { media?: { id: string }; multiImage?: { images: { id: string }[] } };
    const ids = content.multiImage ? content.multiImage.images.map((i) => i.id) : content.media ? [content.media.id] : [];
    for (const id of ids) {
      const video = fake.videos.find((v) => v.urn === id);
      const image = fake.images.find((i) => i.urn === id);
      const doc = fake.documents.find((d) => d.urn === id);
      if (!(video?.finalized || image?.bytes || doc?.bytes)) return liError(400, `/content: ${id} is not uploaded`);
      if (doc && !(content.media as { title?: string }).title) return liError(422, '/content/media/title: a document needs a title');
    }
    const same = fake.posts.find((p) => p.body.author === body.author && p.body.commentary === body.commentary);
    if (same) return liError(422, `Content is a duplicate of ${same.urn}`);
    const urn = `urn:li:share:70${++seq}`;
    fake.posts.push({ urn, body, headers: Object.fromEntries(headers.entries()) });
    if (fake.loseNextPostAnswer) {
      fake.loseNextPostAnswer = false;
      return new Response('upstream request timeout', { status: 504 });
    }
    return new Response(null, { status: 201, headers: { 'x-restli-id': urn } });
  }

  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? 'GET';
    fake.calls.push({ method, url });
    const raw = typeof init?.body === 'string' ? init.body : '';
    const path = `${url.origin}${url.pathname}`;
    if (path === `${LINKEDIN_OAUTH}/accessToken`) return accessToken(new URLSearchParams(raw));
    if (path === `${LINKEDIN_OAUTH}/revoke`) {
      const p = new URLSearchParams(raw);
      if (p.get('client_id') !== LINKEDIN_CLIENT.clientId) return liError(401, 'invalid client');
      fake.revoked.push(p.get('token') ?? '');
      fake.tokens.delete(p.get('token') ?? '');
      return new Response(null, { status: 200 });
    }
    if (url.origin === UPLOAD_ORIGIN && url.pathname.startsWith('/dms-uploads/') && method === 'PUT') return upload(url, init);
    if (url.origin !== LINKEDIN_API) throw new Error(`unexpected fetch in test: ${method} ${url}`);

    const headers = new Headers(init?.headers);
    const member = fake.tokens.get((headers.get('authorization') ?? '').replace(/^Bearer /, ''));
    if (!member) return liError(401, 'Invalid access token', 65600);
    if (url.pathname === '/v2/userinfo')
      return Response.json({
        sub: member,
        name: 'Bia Souza',
        given_name: 'Bia',
        family_name: 'Souza',
        locale: { country: 'BR', language: 'pt' },
      });
    if (!/^\d{6}$/.test(headers.get('linkedin-version') ?? '')) return liError(426, 'Requested version is not active', 0);
    if (headers.get('x-restli-protocol-version') !== '2.0.0') return liError(400, 'Restli protocol version 2.0.0 is required');
    const body = raw ? (JSON.parse(raw) as Record<string, Record<string, unknown>>) : {};
    const action = url.searchParams.get('action');

    if (method === 'POST' && url.pathname === '/rest/videos' && action === 'initializeUpload') {
      const req = body.initializeUploadRequest ?? {};
      if (req.owner !== `urn:li:person:${member}`) return liError(403, 'Not enough permissions to upload for this owner');
      const size = Number(req.fileSizeBytes);
      const urn = `urn:li:video:C5F10AQ${++seq}`;
      const parts = Array.from({ length: Math.ceil(size / fake.partBytes) }, (_, i) => ({
        firstByte: i * fake.partBytes,
        lastByte: Math.min(size, (i + 1) * fake.partBytes) - 1,
        etag: `/ambry-video/signedId/${seq}-${i}`,
        bytes: null,
      }));
      fake.videos.push({ urn, owner: String(req.owner), size, parts, finalized: false, polls: 0 });
      return Response.json({
        value: {
          uploadUrlsExpireAt: Date.now() + 86_400_000,
          video: urn,
          uploadInstructions: parts.map((p, i) => ({
            uploadUrl: `${UPLOAD_ORIGIN}/dms-uploads/sp/v2/${urn}/uploadedVideo?part=${i}&ca=vector_feedshare`,
            firstByte: p.firstByte,
            lastByte: p.lastByte,
          })),
          uploadToken: '',
        },
      });
    }
    if (method === 'POST' && url.pathname === '/rest/videos' && action === 'finalizeUpload') {
      const req = body.finalizeUploadRequest ?? {};
      const video = fake.videos.find((v) => v.urn === req.video);
      if (!video) return liError(404, 'Video not found');
      const etags = video.parts.map((p) => p.etag);
      if (video.parts.some((p) => !p.bytes) || JSON.stringify(req.uploadedPartIds) !== JSON.stringify(etags))
        return liError(400, 'uploadedPartIds do not match the uploaded parts');
      video.finalized = true;
      return new Response(null, { status: 200 });
    }
    if (method === 'GET' && url.pathname.startsWith('/rest/videos/')) return videoStatus(decodeURIComponent(url.pathname.slice(13)));
    if (method === 'POST' && url.pathname === '/rest/images' && action === 'initializeUpload') {
      const owner = String(body.initializeUploadRequest?.owner);
      if (owner !== `urn:li:person:${member}`) return liError(403, 'Not enough permissions to upload for this owner');
      const urn = `urn:li:image:C4E10AQ${++seq}`;
      fake.images.push({ urn, owner, bytes: null, mime: null });
      return Response.json({
        value: {
          uploadUrlExpiresAt: Date.now() + 86_400_000,
          uploadUrl: `${UPLOAD_ORIGIN}/dms-uploads/sp/v2/${urn}/uploadedImage`,
          image: urn,
        },
      });
    }
    if (method === 'POST' && url.pathname === '/rest/documents' && action === 'initializeUpload') {
      const owner = String(body.initializeUploadRequest?.owner);
      if (owner !== `urn:li:person:${member}`) return liError(403, 'Not enough permissions to upload for this owner');
      const urn = `urn:li:document:D5F10AQ${++seq}`;
      fake.documents.push({ urn, owner, bytes: null, polls: 0 });
      return Response.json({
        value: {
          uploadUrlExpiresAt: Date.now() + 86_400_000,
          uploadUrl: `${UPLOAD_ORIGIN}/dms-uploads/sp/v2/${urn}/uploadedDocument`,
          document: urn,
        },
      });
    }
    if (method === 'GET' && url.pathname.startsWith('/rest/documents/'))
      return documentStatus(decodeURIComponent(url.pathname.slice('/rest/documents/'.length)));
    if (method === 'POST' && url.pathname === '/rest/posts') return post(member, body, headers);
    throw new Error(`unexpected LinkedIn call in test: ${method} ${url.pathname}`);
  });
  return fake;
}

export const linkedinCallsTo = (fake: FakeLinkedin, method: string, path: string) =>
  fake.calls.filter((c) => c.method === method && c.url.pathname === path);

/** Every part of a video, joined in order, to compare with the file. */
export function videoBytes(fake: FakeLinkedin, urn: string): Uint8Array {
  const video = fake.videos.find((v) => v.urn === urn)!;
  const out = new Uint8Array(video.size);
  for (const p of video.parts) out.set(p.bytes!, p.firstByte);
  return out;
}
