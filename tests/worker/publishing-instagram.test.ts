// The Instagram adapter (decision 080) against a local fake of the Instagram
// API with Instagram Login: Business Login's consent URL, the code and
// long-lived exchanges, refresh and profile; a Reel streamed from R2 in ranges
// with the offsets checked, processing then published with its permalink and
// never published twice; a carousel of JPEGs fetched through the Worker's
// short-lived media links; Instagram's refusals as retryable or not.
import { env } from 'cloudflare:workers';
import { app } from '../../src/app';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ConnectorDeps, type PublishFile, type PublishRequest } from '../../src/features/publishing/connector';
import { refusal } from './connector-helpers';
import { OAuthGrantRefused } from '../../src/features/publishing/oauth-provider';
import { createInstagramConnector, instagramConnector, instagramProvider } from '../../src/features/publishing/networks/instagram';
import { grantMediaLink, MEDIA_LINK_PATH } from '../../src/features/publishing/networks/media-link';
import { callsTo, fakeInstagram, IG_CLIENT, IG_CODE, IG_REDIRECT, IG_USER, longLivedToken } from './fake-instagram';
import { db } from './helpers';

const ORIGIN = 'https://palco.test';
const CHUNK = 64 * 1024;
const DAY_S = 24 * 60 * 60;

const deps = (): ConnectorDeps => ({ db: db(), bucket: env.FILES });
const connector = createInstagramConnector({ mediaOrigin: ORIGIN, chunkBytes: CHUNK });

/** Instagram's cURL of an image_url, answered by the Worker's media-link route. */
const throughWorker = async (url: string) => app.request(url, {}, env);

function bytes(n: number, seed: number): Uint8Array {
  const b = new Uint8Array(n);
  for (let i = 0; i < n; i++) b[i] = (i * 31 + seed) & 0xff;
  return b;
}

async function storedFile(kind: 'video' | 'image', size: number, seed = 1, mime = kind === 'video' ? 'video/mp4' : 'image/jpeg') {
  const id = `ast_${crypto.randomUUID().slice(0, 8)}`;
  const r2Key = `orgs/org_ig/media/${id}`;
  const data = bytes(size, seed);
  await env.FILES.put(r2Key, data);
  const file: PublishFile = {
    id,
    name: kind === 'video' ? 'reel.mp4' : `foto-${seed}.jpg`,
    kind,
    r2Key,
    size,
    mime,
    durationMs: kind === 'video' ? 15_000 : null,
    width: 1080,
    height: kind === 'video' ? 1920 : 1350,
  };
  return { file, data };
}

const request = (token: string, files: PublishFile[], caption = 'Bastidores do ensaio #palco'): PublishRequest => ({
  idempotencyKey: `spo_${crypto.randomUUID()}:instagram`,
  organizationId: 'org_ig',
  accountName: IG_USER.username,
  token,
  caption,
  title: '',
  privacy: 'public',
  coverMs: null,
  files,
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('instagram: Business Login', () => {
  it('sends people to the documented consent page with the publishing scopes and our state', () => {
    const url = new URL(
      instagramProvider.authorizeUrl(IG_CLIENT, { redirectUri: IG_REDIRECT, state: 'signed-state', codeChallenge: 'challenge' }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://www.instagram.com/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: IG_CLIENT.clientId,
      redirect_uri: IG_REDIRECT,
      response_type: 'code',
      scope: 'instagram_business_basic,instagram_business_content_publish,instagram_business_manage_insights',
      state: 'signed-state',
    });
  });

  it('exchanges the code, then the hour-long token for a 60-day one; refreshes it; reads the profile', async () => {
    const fake = fakeInstagram();
    const now = Date.now();
    // The authorization window appends "#_" to the code it redirects with.
    const tokens = await instagramProvider.exchangeCode(
      IG_CLIENT,
      { code: `${IG_CODE}#_`, redirectUri: IG_REDIRECT, codeVerifier: 'v' },
      now,
    );
    expect(tokens.accessToken).toMatch(/^IGAA-long-/);
    expect(tokens.refreshToken).toBe(tokens.accessToken);
    expect(tokens.expiresAt).toBe(now + 60 * DAY_S * 1000);
    const [code, exchange] = fake.calls;
    expect(code!.url.href).toBe('https://api.instagram.com/oauth/access_token');
    expect(exchange!.url.pathname).toBe('/access_token');
    expect(exchange!.url.searchParams.get('grant_type')).toBe('ig_exchange_token');

    const later = now + DAY_S * 1000;
    const refreshed = await instagramProvider.refresh(IG_CLIENT, tokens.refreshToken!, later);
    expect(refreshed.accessToken).not.toBe(tokens.accessToken);
    expect(refreshed.expiresAt).toBe(later + 60 * DAY_S * 1000);
    expect(fake.calls.at(-1)!.url.searchParams.get('grant_type')).toBe('ig_refresh_token');

    expect(await instagramProvider.profile(refreshed.accessToken)).toEqual({ externalId: IG_USER.userId, displayName: IG_USER.username });
    // Revocation: Instagram Login has none; disconnecting calls nobody.
    const before = fake.calls.length;
    await instagramProvider.revoke(IG_CLIENT, refreshed);
    expect(fake.calls.length).toBe(before);
  });

  it('a used code and an expired token are refused in Instagram words, not to be retried', async () => {
    const fake = fakeInstagram();
    const used = await refusal(
      instagramProvider.exchangeCode(IG_CLIENT, { code: 'AQ-old', redirectUri: IG_REDIRECT, codeVerifier: 'v' }, 0),
    );
    expect(used).toMatchObject({ reason: 'This authorization code has been used', retryable: false });
    const token = longLivedToken(fake, -1);
    const gone = await instagramProvider.refresh(IG_CLIENT, token, Date.now()).catch((e: unknown) => e);
    // A refused refresh means a reconnect (the flow's OAuthGrantRefused), in Instagram's words.
    expect(gone).toBeInstanceOf(OAuthGrantRefused);
    expect((gone as OAuthGrantRefused).detail).toMatch(/^Error validating access token: Session has expired/);
  });
});

describe('instagram: a Reel', () => {
  it('is uploaded resumably from R2 in ranges, processes, then publishes once with its permalink', async () => {
    const fake = fakeInstagram({ processingPolls: 2 });
    const token = longLivedToken(fake);
    const { file, data } = await storedFile('video', 3 * CHUNK + 1234);
    const post = request(token, [file]);

    const first = await connector.publish(deps(), post);
    expect(first).toMatchObject({ state: 'processing', checkInSeconds: 30 });
    const [reel] = [...fake.containers.values()];
    expect(reel).toMatchObject({ mediaType: 'REELS', caption: 'Bastidores do ensaio #palco', fileSize: data.length });
    expect(reel!.offsets).toEqual([0, CHUNK, 2 * CHUNK, 3 * CHUNK]);
    expect(reel!.received).toEqual(data);
    const uploads = fake.calls.filter((c) => c.url.hostname === 'rupload.facebook.com');
    expect(uploads.every((c) => c.headers.authorization === `OAuth ${token}` && c.headers.file_size === String(data.length))).toBe(true);
    expect(uploads[0]!.url.pathname).toBe(`/ig-api-upload/v23.0/${reel!.id}`);

    const ref = (first as { ref: string }).ref;
    // A redelivered publish while it processes: no second container, no second upload.
    expect(await connector.publish(deps(), post)).toMatchObject({ state: 'processing', ref });
    expect(fake.containers.size).toBe(1);

    const done = await instagramConnector.poll!(deps(), { token, ref });
    expect(done).toEqual({ state: 'published', url: expect.stringMatching(/^https:\/\/www\.instagram\.com\/reel\/C\w+\/$/) });
    expect(callsTo(fake, 'POST', '/media_publish')).toHaveLength(1);
    expect(callsTo(fake, 'POST', '/media_publish')[0]!.form!.get('creation_id')).toBe(reel!.id);

    // Seen again (a poll, a publish redelivered): the same post, never a second media_publish.
    expect(await connector.poll!(deps(), { token, ref })).toEqual(done);
    expect(await connector.publish(deps(), post)).toEqual(done);
    expect(callsTo(fake, 'POST', '/media_publish')).toHaveLength(1);
    expect(fake.published.size).toBe(1);
  });

  it('a media_publish whose answer was lost is not sent again: the container says PUBLISHED', async () => {
    const fake = fakeInstagram({ processingPolls: 0, loseNextPublishAnswer: true });
    const token = longLivedToken(fake);
    const { file } = await storedFile('video', CHUNK / 2, 7);
    const post = request(token, [file]);
    const lost = await refusal(connector.publish(deps(), post));
    expect(lost.retryable).toBe(true);
    expect(fake.published.size).toBe(1);
    // The consumer tries again: Instagram has the post, so the profile is the link and nothing is re-sent.
    expect(await connector.publish(deps(), post)).toEqual({ state: 'published', url: `https://www.instagram.com/${IG_USER.username}/` });
    expect(callsTo(fake, 'POST', '/media_publish')).toHaveLength(1);
    expect(fake.published.size).toBe(1);
  });

  it('a container that ends in ERROR fails with its status, not to be retried', async () => {
    const fake = fakeInstagram({ processingPolls: 0, failNextVideo: '2207026: unsupported video format' });
    const token = longLivedToken(fake);
    const { file } = await storedFile('video', 1000, 3);
    const error = await refusal(connector.publish(deps(), request(token, [file])));
    expect(error).toMatchObject({ reason: 'ERROR: 2207026: unsupported video format', retryable: false });
    expect(callsTo(fake, 'POST', '/media_publish')).toHaveLength(0);
  });
});

describe('instagram: images and carousels', () => {
  it('a carousel of three JPEGs: Instagram fetches each through a media link, then one post with its permalink', async () => {
    const fake = fakeInstagram({ fetchImage: throughWorker });
    const token = longLivedToken(fake);
    const files = await Promise.all([1, 2, 3].map((seed) => storedFile('image', 5000 + seed, seed)));
    const result = await connector.publish(
      deps(),
      request(
        token,
        files.map((f) => f.file),
        'Três fotos',
      ),
    );
    expect(result).toEqual({ state: 'published', url: expect.stringMatching(/^https:\/\/www\.instagram\.com\//) });

    const containers = [...fake.containers.values()];
    const children = containers.filter((c) => c.isCarouselItem);
    expect(children.map((c) => c.image)).toEqual(files.map((f) => f.data));
    expect(children.every((c) => c.caption === null && c.imageUrl!.startsWith(`${ORIGIN}${MEDIA_LINK_PATH}/`))).toBe(true);
    const parent = containers.find((c) => c.mediaType === 'CAROUSEL')!;
    expect(parent).toMatchObject({ caption: 'Três fotos', children: children.map((c) => c.id) });
    expect(fake.published.size).toBe(1);
    // Published: the links no longer open.
    expect((await throughWorker(children[0]!.imageUrl!)).status).toBe(404);
  });

  it('a carousel with a video: processing until its item finishes, then the carousel is made and published', async () => {
    const fake = fakeInstagram({ fetchImage: throughWorker, processingPolls: 1 });
    const token = longLivedToken(fake);
    const video = await storedFile('video', CHUNK + 10, 11);
    const photo = await storedFile('image', 2000, 12);
    const first = await connector.publish(deps(), request(token, [video.file, photo.file], 'Vídeo e foto'));
    expect(first).toMatchObject({ state: 'processing', checkInSeconds: 30 });
    expect([...fake.containers.values()].map((c) => [c.mediaType, c.isCarouselItem, c.caption])).toEqual([
      ['VIDEO', true, null],
      ['IMAGE', true, null],
    ]);
    expect(fake.containers.get([...fake.containers.keys()][0]!)!.offsets).toEqual([0, CHUNK]);
    const ref = (first as { ref: string }).ref;
    const done = await connector.poll!(deps(), { token, ref });
    expect(done).toMatchObject({ state: 'published' });
    const parent = [...fake.containers.values()].find((c) => c.mediaType === 'CAROUSEL')!;
    expect(parent).toMatchObject({ caption: 'Vídeo e foto', children: [...fake.containers.keys()].slice(0, 2) });
    expect(callsTo(fake, 'POST', '/media_publish')).toHaveLength(1);
  });

  it('refuses before calling Instagram what it would refuse: PNG, eleven files, images without a media origin', async () => {
    const fake = fakeInstagram({ fetchImage: throughWorker });
    const token = longLivedToken(fake);
    const png = await storedFile('image', 100, 1, 'image/png');
    expect(await refusal(connector.publish(deps(), request(token, [png.file])))).toMatchObject({
      reason: 'publish_reason_instagram_jpeg_only',
      retryable: false,
    });
    const jpeg = await storedFile('image', 100, 2);
    const eleven = Array.from({ length: 11 }, () => jpeg.file);
    expect(await refusal(connector.publish(deps(), request(token, eleven)))).toMatchObject({
      reason: 'publish_reason_instagram_file_count',
      retryable: false,
    });
    expect(await refusal(instagramConnector.publish(deps(), request(token, [jpeg.file])))).toMatchObject({
      reason: 'publish_reason_instagram_no_media_link',
      retryable: false,
    });
    expect(fake.calls).toHaveLength(0);
  });

  it('a media link opens only its file, only until it expires, through the whole app signed out; an unknown token is a plain 404', async () => {
    const { file, data } = await storedFile('image', 321, 9);
    const open = await grantMediaLink(env.FILES, file);
    const res = await app.request(`${ORIGIN}${MEDIA_LINK_PATH}/${open}`, {}, env);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(data);
    const old = await grantMediaLink(env.FILES, file, Date.now() - 2 * 60 * 60 * 1000);
    expect((await app.request(`${ORIGIN}${MEDIA_LINK_PATH}/${old}`, {}, env)).status).toBe(404);
    const guess = `${open.slice(0, -2)}AA`;
    expect((await app.request(`${ORIGIN}${MEDIA_LINK_PATH}/${guess}`, {}, env)).status).toBe(404);
    expect((await app.request(`${ORIGIN}${MEDIA_LINK_PATH}/..%2Forgs`, {}, env)).status).toBe(404);
  });
});

describe('instagram: limits and tokens', () => {
  it('throttling (code 4) and a full 24-hour publishing limit are retryable', async () => {
    const throttled = fakeInstagram({ rateLimitAfter: 1 });
    const token = longLivedToken(throttled);
    const { file } = await storedFile('video', 500, 4);
    expect(await refusal(connector.publish(deps(), request(token, [file])))).toMatchObject({
      reason: '(#4) Application request limit reached',
      retryable: true,
    });
    vi.restoreAllMocks();

    const full = fakeInstagram({ quotaUsage: 100, quotaTotal: 100 });
    const token2 = longLivedToken(full);
    expect(await refusal(connector.publish(deps(), request(token2, [file])))).toMatchObject({
      reason: 'publish_reason_instagram_daily_limit',
      retryable: true,
    });
    expect(full.containers.size).toBe(0);
  });

  it('an expired token (OAuthException 190) fails the post: reconnecting, not retrying, helps', async () => {
    const fake = fakeInstagram();
    const token = longLivedToken(fake, -1);
    const { file } = await storedFile('video', 500, 5);
    const error = await refusal(connector.publish(deps(), request(token, [file])));
    expect(error.retryable).toBe(false);
    expect(error.reason).toMatch(/^Error validating access token: Session has expired/);
  });
});
