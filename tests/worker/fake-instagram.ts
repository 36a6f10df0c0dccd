// The Instagram API with Instagram Login, faked at the fetch boundary with the
// shapes its documentation gives (decision 080): the token endpoint (form body,
// `{ data: [{ access_token, user_id, permissions }] }`), the long-lived
// exchange and refresh (`{ access_token, token_type, expires_in }`), /me,
// content_publishing_limit, POST /<IG_ID>/media (image_url fetched at once,
// like Instagram's cURL; REELS/VIDEO with upload_type=resumable answering
// `{ id, uri }`; CAROUSEL with 2-10 finished children), rupload with its
// `Authorization: OAuth`, `offset` and `file_size` headers, container
// status_code, media_publish, permalink, and Graph errors `{ error: {...} }`.
import { vi } from 'vitest';
import {
  IG_API_VERSION,
  IG_AUTHORIZE_URL,
  IG_GRAPH,
  IG_RUPLOAD,
  IG_TOKEN_URL,
} from '../../src/features/publishing/networks/instagram-graph';

export const IG_CLIENT = { clientId: '990602627938098', clientSecret: 'ig-app-secret' };
export const IG_REDIRECT = 'https://palco.test/api/v1/oauth/instagram/callback';
export const IG_USER = { userId: '17841405793187218', username: 'estudio.palco' };
export const IG_CODE = 'AQBx-valid-code';
const LONG_TTL_S = 5_184_000;

type Status = 'IN_PROGRESS' | 'FINISHED' | 'ERROR' | 'EXPIRED' | 'PUBLISHED';

export interface FakeContainer {
  id: string;
  mediaType: 'IMAGE' | 'REELS' | 'VIDEO' | 'CAROUSEL';
  isCarouselItem: boolean;
  caption: string | null;
  children: string[];
  imageUrl: string | null;
  /** The image's bytes as Instagram fetched them. */
  image: Uint8Array | null;
  /** Resumable uploads: the bytes in the order they came, and each request's offset. */
  received: Uint8Array;
  fileSize: number | null;
  offsets: number[];
  /** Status checks still answering IN_PROGRESS once the bytes are all in. */
  processingLeft: number;
  status: Status;
  errorStatus: string | null;
}

export interface FakeInstagram {
  calls: { method: string; url: URL; headers: Record<string, string>; form: URLSearchParams | null }[];
  containers: Map<string, FakeContainer>;
  /** media id -> container id; every media_publish that took. */
  published: Map<string, string>;
  /** Tokens that open the account; an expired one answers OAuthException 190. */
  tokens: Map<string, { expiresAt: number; long: boolean }>;
  /** How many status checks a video stays IN_PROGRESS after its upload. */
  processingPolls: number;
  /** The next video finishes processing as ERROR with this status text. */
  failNextVideo: string | null;
  /** Every call after this many answers code 4 "Application request limit reached". */
  rateLimitAfter: number;
  quotaUsage: number;
  quotaTotal: number;
  /** The media_publish that takes but whose answer is lost (the connection drops). */
  loseNextPublishAnswer: boolean;
  /** How Instagram's cURL reaches an image_url (the test routes it into the Worker's link route). */
  fetchImage: (url: string) => Promise<Response>;
  now: () => number;
}

const graphError = (status: number, error: Record<string, unknown>) =>
  Response.json({ error: { type: 'OAuthException', fbtrace_id: 'AbCdEf123', ...error } }, { status });

const expired = () =>
  graphError(400, {
    message: 'Error validating access token: Session has expired on Sunday, 29-Nov-26 03:00:00 PST.',
    code: 190,
    error_subcode: 463,
  });

let nextId = 17_900_000_000_000_000n;
const newIgId = () => String(++nextId);

export function longLivedToken(fake: FakeInstagram, ttlS = LONG_TTL_S): string {
  const token = `IGAA-long-${newIgId()}`;
  fake.tokens.set(token, { expiresAt: fake.now() + ttlS * 1000, long: true });
  return token;
}

function container(fake: FakeInstagram, fields: Partial<FakeContainer> & Pick<FakeContainer, 'mediaType'>): FakeContainer {
  const c: FakeContainer = {
    id: newIgId(),
    isCarouselItem: false,
    caption: null,
    children: [],
    imageUrl: null,
    image: null,
    received: new Uint8Array(0),
    fileSize: null,
    offsets: [],
    processingLeft: fake.processingPolls,
    status: 'IN_PROGRESS',
    errorStatus: null,
    ...fields,
  };
  fake.containers.set(c.id, c);
  return c;
}

async function createMedia(fake: FakeInstagram, form: URLSearchParams): Promise<Response> {
  const type = form.get('media_type') ?? 'IMAGE';
  const isCarouselItem = form.get('is_carousel_item') === 'true';
  const caption = form.get('caption');
  if (type === 'REELS' || type === 'VIDEO') {
    if (form.get('upload_type') !== 'resumable' && !form.get('video_url'))
      return graphError(400, { message: 'The parameter video_url is required', code: 100 });
    if (type === 'VIDEO' && !isCarouselItem)
      return graphError(400, { message: 'The VIDEO media type is only for carousel items; use REELS', code: 100 });
    const c = container(fake, { mediaType: type, isCarouselItem, caption });
    if (fake.failNextVideo) {
      c.errorStatus = fake.failNextVideo;
      fake.failNextVideo = null;
    }
    return Response.json({ id: c.id, uri: `${IG_RUPLOAD}/${IG_API_VERSION}/${c.id}` });
  }
  if (type === 'CAROUSEL') {
    const children = (form.get('children') ?? '').split(',').filter(Boolean);
    if (children.length < 2 || children.length > 10)
      return graphError(400, { message: 'Carousels take between 2 and 10 children', code: 100, error_subcode: 2207024 });
    for (const id of children) {
      const child = fake.containers.get(id);
      if (!child?.isCarouselItem) return graphError(400, { message: `Invalid child ${id}`, code: 100 });
      if (child.status !== 'FINISHED')
        return graphError(400, {
          message: 'The media is not ready for publishing, please wait for a moment',
          code: 9007,
          error_subcode: 2207027,
        });
    }
    return Response.json({ id: container(fake, { mediaType: 'CAROUSEL', caption, children, status: 'FINISHED' }).id });
  }
  // IMAGE: Instagram cURLs the URL while the container is made.
  const url = form.get('image_url');
  if (!url) return graphError(400, { message: 'The parameter image_url is required', code: 100 });
  const res = await fake.fetchImage(url);
  const type2 = res.headers.get('content-type') ?? '';
  if (!res.ok)
    return graphError(400, {
      message: 'Media download has failed.',
      code: 9004,
      error_subcode: 2207052,
      error_user_msg: 'The media could not be fetched from this URI.',
    });
  if (!/^image\/jpeg$/.test(type2))
    return graphError(400, { message: 'Only the JPEG image format is supported', code: 36001, error_subcode: 2207083 });
  const image = new Uint8Array(await res.arrayBuffer());
  return Response.json({
    id: container(fake, { mediaType: 'IMAGE', isCarouselItem, caption, imageUrl: url, image, status: 'FINISHED' }).id,
  });
}

async function rupload(fake: FakeInstagram, id: string, headers: Record<string, string>, body: Uint8Array): Promise<Response> {
  const c = fake.containers.get(id);
  if (!c || (c.mediaType !== 'REELS' && c.mediaType !== 'VIDEO'))
    return Response.json({ debug_info: { type: 'ProcessingFailedError', message: 'Invalid container' } }, { status: 400 });
  const token = /^OAuth (.+)$/.exec(headers.authorization ?? '')?.[1];
  if (!token || !fake.tokens.has(token)) return expired();
  const offset = Number(headers.offset);
  const size = Number(headers.file_size);
  // Resumable: each request starts where the bytes received end, and the file's size never changes.
  if (!Number.isInteger(offset) || offset !== c.received.length)
    return Response.json({ debug_info: { type: 'ProcessingFailedError', message: `Bad offset ${offset}` } }, { status: 400 });
  if (!Number.isInteger(size) || (c.fileSize !== null && c.fileSize !== size) || offset + body.length > size)
    return Response.json({ debug_info: { type: 'ProcessingFailedError', message: `Bad file_size ${size}` } }, { status: 400 });
  c.fileSize = size;
  c.offsets.push(offset);
  const all = new Uint8Array(c.received.length + body.length);
  all.set(c.received);
  all.set(body, c.received.length);
  c.received = all;
  return Response.json({ success: true, message: 'Upload successful.' });
}

function status(fake: FakeInstagram, c: FakeContainer): Status {
  if (c.status !== 'IN_PROGRESS') return c.status;
  const complete = c.fileSize !== null && c.received.length === c.fileSize;
  if (!complete) return 'IN_PROGRESS';
  if (c.processingLeft > 0) {
    c.processingLeft--;
    return 'IN_PROGRESS';
  }
  c.status = c.errorStatus ? 'ERROR' : 'FINISHED';
  return c.status;
}

function publish(fake: FakeInstagram, form: URLSearchParams): Response {
  const c = fake.containers.get(form.get('creation_id') ?? '');
  if (!c || c.isCarouselItem) return graphError(400, { message: 'Invalid parameter', code: 100, error_subcode: 2207008 });
  if (c.status === 'PUBLISHED')
    return graphError(400, { message: 'The media has already been published', code: 9, error_subcode: 2207008 });
  if (status(fake, c) !== 'FINISHED')
    return graphError(400, {
      message: 'Media ID is not available',
      code: 9007,
      error_subcode: 2207027,
      error_user_msg: 'The media is not ready for publishing, please wait for a moment',
    });
  if (fake.quotaUsage >= fake.quotaTotal)
    return graphError(400, {
      message: 'Application request limit reached',
      code: 9,
      error_subcode: 2207042,
      error_user_msg: 'You reached the maximum number of posts allowed in 24 hours.',
    });
  const media = newIgId();
  c.status = 'PUBLISHED';
  fake.quotaUsage++;
  fake.published.set(media, c.id);
  if (fake.loseNextPublishAnswer) {
    fake.loseNextPublishAnswer = false;
    throw new TypeError('Network connection lost.');
  }
  return Response.json({ id: media });
}

async function graph(fake: FakeInstagram, method: string, url: URL, form: URLSearchParams | null): Promise<Response> {
  const params = form ?? url.searchParams;
  const path = url.pathname.replace(/^\/(v\d+\.\d+\/)?/, '');
  if (path === 'access_token' || path === 'refresh_access_token') {
    const token = params.get('access_token') ?? '';
    const known = fake.tokens.get(token);
    if (path === 'access_token') {
      if (params.get('grant_type') !== 'ig_exchange_token' || params.get('client_secret') !== IG_CLIENT.clientSecret)
        return graphError(400, { message: 'Invalid client_secret or grant_type', code: 101 });
      if (!known || known.long || known.expiresAt <= fake.now()) return expired();
    } else {
      if (params.get('grant_type') !== 'ig_refresh_token') return graphError(400, { message: 'Unsupported grant_type', code: 100 });
      if (!known || !known.long || known.expiresAt <= fake.now()) return expired();
    }
    return Response.json({ access_token: longLivedToken(fake), token_type: 'bearer', expires_in: LONG_TTL_S });
  }
  const token = params.get('access_token') ?? '';
  const t = fake.tokens.get(token);
  if (!t || t.expiresAt <= fake.now()) return expired();
  if (fake.calls.length > fake.rateLimitAfter)
    return graphError(400, { message: '(#4) Application request limit reached', code: 4, is_transient: true });
  if (method === 'GET' && path === 'me') return Response.json({ user_id: IG_USER.userId, username: IG_USER.username, id: '7654321' });
  const m = /^(\d+)(?:\/(\w+))?$/.exec(path);
  if (!m) return graphError(400, { message: `Unknown path components: /${path}`, code: 2500 });
  const [, id, edge] = m;
  if (edge === 'content_publishing_limit' && method === 'GET')
    return Response.json({ data: [{ quota_usage: fake.quotaUsage, config: { quota_total: fake.quotaTotal, quota_duration: 86400 } }] });
  if (edge === 'media' && method === 'POST')
    return id === IG_USER.userId ? createMedia(fake, params) : graphError(403, { message: 'Permissions error', code: 10 });
  if (edge === 'media_publish' && method === 'POST')
    return id === IG_USER.userId ? publish(fake, params) : graphError(403, { message: 'Permissions error', code: 10 });
  if (!edge && method === 'GET') {
    const c = fake.containers.get(id!);
    if (c) {
      const code = status(fake, c);
      return Response.json({ id: c.id, status_code: code, ...(code === 'ERROR' ? { status: c.errorStatus } : {}) });
    }
    if (fake.published.has(id!)) return Response.json({ id, permalink: `https://www.instagram.com/reel/C${id!.slice(-8)}/` });
    return graphError(400, { message: `Unsupported get request. Object with ID '${id}' does not exist`, code: 100, error_subcode: 33 });
  }
  return graphError(400, { message: `Unsupported ${method} request`, code: 100 });
}

async function tokenEndpoint(fake: FakeInstagram, body: FormData): Promise<Response> {
  const refuse = (message: string) => Response.json({ error_type: 'OAuthException', code: 400, error_message: message }, { status: 400 });
  if (body.get('client_id') !== IG_CLIENT.clientId || body.get('client_secret') !== IG_CLIENT.clientSecret)
    return refuse('Invalid platform app');
  if (body.get('grant_type') !== 'authorization_code') return refuse('Invalid grant_type');
  if (body.get('redirect_uri') !== IG_REDIRECT)
    return refuse('Error validating verification code. Please make sure your redirect_uri is identical');
  if (body.get('code') !== IG_CODE) return refuse('This authorization code has been used');
  const token = `IGAA-short-${newIgId()}`;
  fake.tokens.set(token, { expiresAt: fake.now() + 3600_000, long: false });
  return Response.json({
    data: [{ access_token: token, user_id: IG_USER.userId, permissions: 'instagram_business_basic,instagram_business_content_publish' }],
  });
}

const bytesOf = async (body: BodyInit | null | undefined) =>
  new Uint8Array(body ? await new Response(body).arrayBuffer() : new ArrayBuffer(0));

/** Serves Instagram's hosts to the Worker's fetch; anything else is a test error. */
export function fakeInstagram(options: Partial<FakeInstagram> = {}): FakeInstagram {
  const fake: FakeInstagram = {
    calls: [],
    containers: new Map(),
    published: new Map(),
    tokens: new Map(),
    processingPolls: 1,
    failNextVideo: null,
    rateLimitAfter: Infinity,
    quotaUsage: 0,
    quotaTotal: 100,
    loseNextPublishAnswer: false,
    fetchImage: () => Promise.reject(new Error('no image fetcher in this test')),
    now: () => Date.now(),
    ...options,
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const isForm = headers['content-type']?.startsWith('application/x-www-form-urlencoded');
    const form = isForm ? new URLSearchParams(String(init?.body)) : null;
    fake.calls.push({ method, url, headers, form });
    const href = `${url.origin}${url.pathname}`;
    if (href === IG_TOKEN_URL && method === 'POST') return tokenEndpoint(fake, init!.body as FormData);
    if (href.startsWith(`${IG_RUPLOAD}/`) && method === 'POST')
      return rupload(fake, url.pathname.split('/').pop()!, headers, await bytesOf(init?.body));
    if (url.origin === IG_GRAPH) return graph(fake, method, url, form);
    if (href === IG_AUTHORIZE_URL) throw new Error('the consent page is opened by the browser, never fetched');
    throw new Error(`unexpected fetch in test: ${url}`);
  });
  return fake;
}

export const callsTo = (fake: FakeInstagram, method: string, pathEnd: string) =>
  fake.calls.filter((c) => c.method === method && c.url.pathname.endsWith(pathEnd));
