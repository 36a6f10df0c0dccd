// The TikTok connector and OAuth provider (decision 079), called directly with
// the Worker's D1 and R2 against the fake of TikTok's documented API: the
// consent URL with PKCE, code exchange, refresh rotation, revoke, the account's
// name, and a video going from R2 to TikTok in checked chunks, processed, then
// published once however often it is asked.
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PublishFile, type PublishRequest } from '../../src/features/publishing/connector';
import { refusal } from './connector-helpers';
import { OAuthGrantRefused } from '../../src/features/publishing/oauth-provider';
import { chunkPlan, makeTiktokConnector, tiktokConnector, tiktokProvider } from '../../src/features/publishing/networks/tiktok';
import { fakeTiktok, TIKTOK_CLIENT, tiktokCallsTo } from './fake-tiktok';
import { db } from './helpers';
import { app } from '../../src/app';

const MIB = 1024 * 1024;
const deps = () => ({ db: db(), bucket: env.FILES });
/** Byte-for-byte sameness of megabytes, without vitest diffing eleven million numbers. */
const digest = async (b: Uint8Array) => new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(b))).join(',');
/** The smallest chunk TikTok allows, so two chunks fit in a test file of 11 MiB. */
const connector = makeTiktokConnector({ chunkBytes: 5 * MIB });

afterEach(() => vi.restoreAllMocks());

/** A file of `size` bytes in R2 whose every byte says where it is, so a misplaced range shows. */
async function videoInR2(size: number, overrides: Partial<PublishFile> = {}): Promise<{ file: PublishFile; bytes: Uint8Array }> {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 7 + (i >> 16)) & 0xff;
  const id = `ast_${crypto.randomUUID().slice(0, 8)}`;
  const r2Key = `orgs/org_tt/media/${id}`;
  await env.FILES.put(r2Key, bytes);
  const file: PublishFile = {
    id,
    name: 'receita.mp4',
    kind: 'video',
    r2Key,
    size,
    mime: 'video/mp4',
    durationMs: 45_000,
    width: 1080,
    height: 1920,
    ...overrides,
  };
  return { file, bytes };
}

const request = (files: PublishFile[], extra: Partial<PublishRequest> = {}): PublishRequest => ({
  idempotencyKey: `spo_${crypto.randomUUID().slice(0, 8)}:tiktok`,
  organizationId: 'org_tt',
  accountName: 'Cozinha da Bia',
  token: 'act.valid',
  caption: 'Pão de queijo em 3 passos #receita',
  title: '',
  privacy: 'public',
  coverMs: null,
  files,
  ...extra,
});

async function pkce() {
  const verifier = 'v'.repeat(20) + crypto.randomUUID().replace(/-/g, '');
  const sha = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
  const challenge = btoa(String.fromCharCode(...sha))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return { verifier, challenge };
}

describe('tiktok: OAuth', () => {
  it('the consent URL carries the client key, scopes, state and the S256 PKCE challenge', () => {
    const url = new URL(
      tiktokProvider.authorizeUrl(TIKTOK_CLIENT, { redirectUri: 'https://palco.app/oauth/tiktok', state: 'st-1', codeChallenge: 'ch-1' }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://www.tiktok.com/v2/auth/authorize/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_key: 'tt-client-key',
      response_type: 'code',
      scope: 'user.info.basic,video.publish,video.list',
      redirect_uri: 'https://palco.app/oauth/tiktok',
      state: 'st-1',
      code_challenge: 'ch-1',
      code_challenge_method: 'S256',
    });
  });

  it('a code is exchanged with its verifier; a wrong verifier or a missing scope is refused in TikTok words', async () => {
    const fake = fakeTiktok();
    const { verifier, challenge } = await pkce();
    const redirectUri = 'https://palco.app/oauth/tiktok';
    fake.codes.set('code-1', { challenge, redirectUri });
    const bad = await refusal(tiktokProvider.exchangeCode(TIKTOK_CLIENT, { code: 'code-1', redirectUri, codeVerifier: 'nope' }, 1_000));
    expect(bad).toMatchObject({ reason: 'invalid_grant: Code verifier does not match the code challenge.', retryable: false });

    const tokens = await tiktokProvider.exchangeCode(TIKTOK_CLIENT, { code: 'code-1', redirectUri, codeVerifier: verifier }, 1_000);
    expect(tokens.accessToken).toMatch(/^act\./);
    expect(tokens.refreshToken).toMatch(/^rft\./);
    expect(tokens.expiresAt).toBe(1_000 + 86_400_000);
    expect(await tiktokProvider.profile(tokens.accessToken)).toEqual({ externalId: 'open-id-bia', displayName: 'Cozinha da Bia' });

    fake.grantedScope = 'user.info.basic';
    fake.codes.set('code-2', { challenge, redirectUri });
    const unticked = await refusal(tiktokProvider.exchangeCode(TIKTOK_CLIENT, { code: 'code-2', redirectUri, codeVerifier: verifier }, 1));
    expect(unticked).toMatchObject({ reason: 'scope_not_authorized: video.publish was not granted', retryable: false });
  });

  it('refresh returns the rotated refresh token and the old one stops working; revoke reaches TikTok', async () => {
    const fake = fakeTiktok();
    const fresh = await tiktokProvider.refresh(TIKTOK_CLIENT, 'rft.first', 5_000);
    expect(fresh.refreshToken).not.toBe('rft.first');
    expect(fresh.expiresAt).toBe(5_000 + 86_400_000);
    const [call] = tiktokCallsTo(fake, '/v2/oauth/token/');
    expect(call!.method).toBe('POST');
    const again = await tiktokProvider.refresh(TIKTOK_CLIENT, 'rft.first', 6_000).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(OAuthGrantRefused);
    expect((again as OAuthGrantRefused).detail).toBe('invalid_grant: Refresh token is invalid or expired.');

    await tiktokProvider.revoke(TIKTOK_CLIENT, fresh);
    expect(fake.revoked).toEqual([fresh.accessToken]);
    const gone = await refusal(tiktokProvider.profile(fresh.accessToken));
    expect(gone).toMatchObject({ reason: expect.stringMatching(/^access_token_invalid/), retryable: false });
  });
});

describe('tiktok: publishing a video', () => {
  it('plans chunks by TikTok rules', () => {
    expect(chunkPlan(3 * MIB)).toEqual({ chunkSize: 3 * MIB, count: 1, ranges: [{ offset: 0, length: 3 * MIB }] });
    const plan = chunkPlan(50_000_123, 10_000_000);
    expect(plan.count).toBe(5);
    expect(plan.ranges.at(-1)).toEqual({ offset: 40_000_000, length: 10_000_123 });
  });

  it('uploads in sequential ranges from R2, is processing, then published with the post URL', async () => {
    const fake = fakeTiktok({ processingPolls: 1 });
    const { file, bytes } = await videoInR2(11 * MIB);
    const post = request([file]);

    const first = await connector.publish(deps(), post);
    expect(first).toMatchObject({ state: 'processing', checkInSeconds: 30 });
    const [upload] = fake.uploads;
    expect(upload!.ranges).toEqual([`bytes 0-${5 * MIB - 1}/${11 * MIB}`, `bytes ${5 * MIB}-${11 * MIB - 1}/${11 * MIB}`]);
    expect(upload!.mime).toBe('video/mp4');
    expect(await digest(upload!.received)).toBe(await digest(bytes));
    expect(upload!.postInfo).toMatchObject({
      title: 'Pão de queijo em 3 passos #receita',
      privacy_level: 'PUBLIC_TO_EVERYONE',
      disable_duet: true,
    });
    expect(tiktokCallsTo(fake, '/v2/post/publish/creator_info/query/')).toHaveLength(1);

    if (first.state !== 'processing') throw new Error('expected processing');
    expect(await connector.poll!(deps(), { token: post.token, ref: first.ref })).toMatchObject({ state: 'processing' });
    expect(await connector.poll!(deps(), { token: post.token, ref: first.ref })).toEqual({
      state: 'published',
      url: 'https://www.tiktok.com/@cozinhadabia/video/7300000000000000000',
    });

    // Asked again for the same post (a redelivery after the isolate died): no second init, the same post.
    expect(await connector.publish(deps(), post)).toEqual({
      state: 'published',
      url: 'https://www.tiktok.com/@cozinhadabia/video/7300000000000000000',
    });
    expect(tiktokCallsTo(fake, '/v2/post/publish/video/init/')).toHaveLength(1);
  });

  it('a file under 5 MB goes whole; the chosen audience and cover go by TikTok names, and one the creator lacks is refused', async () => {
    const fake = fakeTiktok({ privacyOptions: ['SELF_ONLY'] });
    const { file } = await videoInR2(MIB + 3);
    // A private account offers only SELF_ONLY: "everyone" is refused before anything is uploaded.
    const refused = await refusal(tiktokConnector.publish(deps(), request([file])));
    expect(refused).toMatchObject({ reason: 'publish_reason_privacy_unavailable', retryable: false });
    expect(fake.uploads).toHaveLength(0);
    await tiktokConnector.publish(deps(), request([file], { privacy: 'private', coverMs: 1500 }));
    expect(fake.uploads[0]).toMatchObject({ chunkSize: MIB + 3, count: 1, ranges: [`bytes 0-${MIB + 2}/${MIB + 3}`] });
    expect(fake.uploads[0]!.postInfo).toMatchObject({ privacy_level: 'SELF_ONLY', video_cover_timestamp_ms: 1500 });

    // "Followers" is FOLLOWER_OF_CREATOR, or mutual friends where only that is offered.
    fake.privacyOptions = ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY'];
    await tiktokConnector.publish(deps(), request([file], { privacy: 'followers' }));
    expect(fake.uploads[1]!.postInfo.privacy_level).toBe('MUTUAL_FOLLOW_FRIENDS');
    expect(fake.uploads[1]!.postInfo).not.toHaveProperty('video_cover_timestamp_ms');
  });

  it('an upload cut before its last chunk is retryable and the next call starts a new one', async () => {
    const fake = fakeTiktok({ chunkFailure: { index: 1, status: 503 } });
    const { file, bytes } = await videoInR2(11 * MIB);
    const post = request([file]);
    const cut = await refusal(connector.publish(deps(), post));
    expect(cut).toMatchObject({ reason: `TikTok upload bytes ${5 * MIB}-${11 * MIB - 1}/${11 * MIB}: HTTP 503`, retryable: true });

    fake.chunkFailure = null;
    expect(await connector.publish(deps(), post)).toMatchObject({ state: 'processing' });
    expect(tiktokCallsTo(fake, '/v2/post/publish/video/init/')).toHaveLength(2);
    expect(await digest(fake.uploads[1]!.received)).toBe(await digest(bytes));
  });

  it('a post TikTok fails ends with its fail_reason, not retryable', async () => {
    const fake = fakeTiktok({ processingPolls: 0, failReason: 'frame_rate_check_failed' });
    const { file } = await videoInR2(MIB);
    const first = await tiktokConnector.publish(deps(), request([file]));
    if (first.state !== 'processing') throw new Error('expected processing');
    const failed = await refusal(tiktokConnector.poll!(deps(), { token: 'act.valid', ref: first.ref }));
    expect(failed).toMatchObject({ reason: 'frame_rate_check_failed', retryable: false });
    expect(fake.uploads).toHaveLength(1);
  });

  it('a rate limit is retryable; the daily post cap, a bad token, photos and too long a video are not', async () => {
    const fake = fakeTiktok({ initError: { status: 429, code: 'rate_limit_exceeded', message: 'API rate limit was exceeded.' } });
    const { file } = await videoInR2(MIB);
    expect(await refusal(tiktokConnector.publish(deps(), request([file])))).toMatchObject({
      reason: 'rate_limit_exceeded: API rate limit was exceeded.',
      retryable: true,
    });
    fake.initError = { status: 403, code: 'spam_risk_too_many_posts', message: 'The daily post cap from the API is reached.' };
    expect(await refusal(tiktokConnector.publish(deps(), request([file])))).toMatchObject({
      reason: 'spam_risk_too_many_posts: The daily post cap from the API is reached.',
      retryable: false,
    });
    fake.initError = null;
    expect(await refusal(tiktokConnector.publish(deps(), request([file], { token: 'act.revoked' })))).toMatchObject({
      reason: expect.stringMatching(/^access_token_invalid/),
      retryable: false,
    });
    // Without the verified origin, no photo post; PNG is no photo TikTok takes.
    const jpeg: PublishFile = { ...file, kind: 'image', mime: 'image/jpeg', durationMs: null };
    expect(await refusal(tiktokConnector.publish(deps(), request([jpeg])))).toMatchObject({
      reason: 'publish_reason_tiktok_photos_need_domain',
      retryable: false,
    });
    expect(await refusal(tiktokConnector.publish(deps(), request([{ ...jpeg, mime: 'image/png' }])))).toMatchObject({
      reason: 'publish_reason_tiktok_photo_files',
    });
    expect(await refusal(tiktokConnector.publish(deps(), request([file, jpeg])))).toMatchObject({
      reason: 'publish_reason_tiktok_photo_files',
    });
    expect(await refusal(tiktokConnector.publish(deps(), request([file, file])))).toMatchObject({
      reason: 'publish_reason_tiktok_one_video',
    });
    fake.maxDurationSec = 30;
    expect(await refusal(tiktokConnector.publish(deps(), request([file])))).toMatchObject({
      reason: 'publish_reason_tiktok_too_long',
      retryable: false,
    });
    expect(fake.uploads).toHaveLength(0);
  });
});

describe("tiktok: photo posts and the person's choices (decision 092)", () => {
  const ORIGIN = 'https://media.palco.test';
  const photoConnector = makeTiktokConnector({ mediaOrigin: ORIGIN });
  /** TikTok's servers reaching our origin: the Worker's /publish-media route answers. */
  const pullThroughWorker = async (url: string) => app.request(url, undefined, env);

  async function imageInR2(mime = 'image/jpeg', size = 2048): Promise<PublishFile> {
    const id = `ast_${crypto.randomUUID().slice(0, 8)}`;
    const r2Key = `orgs/org_tt/media/${id}`;
    await env.FILES.put(r2Key, new Uint8Array(size).fill(7));
    return { id, name: `${id}.jpg`, kind: 'image', r2Key, size, mime, durationMs: null, width: 1080, height: 1920 };
  }

  it('sends 1-35 images by PULL_FROM_URL from media links TikTok pulls, publishes, then ends the links', async () => {
    const fake = fakeTiktok({ pull: pullThroughWorker, processingPolls: 1 });
    const photos = [await imageInR2(), await imageInR2('image/webp', 4096)];
    const post = request(photos, {
      title: 'Receita de domingo',
      tiktok: { allowComment: true, allowDuet: true, allowStitch: true, commercial: true, yourBrand: true, brandedContent: false },
    });
    const first = await photoConnector.publish(deps(), post);
    expect(first).toMatchObject({ state: 'processing', checkInSeconds: 10 });
    const [upload] = fake.uploads;
    expect(upload!.photoImages).toHaveLength(2);
    for (const url of upload!.photoImages!) expect(url).toMatch(/^https:\/\/media\.palco\.test\/publish-media\/[A-Za-z0-9_-]{43}$/);
    // Photos carry no duet or stitch; "your brand" is brand_organic_toggle.
    expect(upload!.postInfo).toEqual({
      title: 'Receita de domingo',
      description: 'Pão de queijo em 3 passos #receita',
      privacy_level: 'PUBLIC_TO_EVERYONE',
      disable_comment: false,
      brand_content_toggle: false,
      brand_organic_toggle: true,
    });
    expect(tiktokCallsTo(fake, '/v2/post/publish/video/init/')).toHaveLength(0);

    if (first.state !== 'processing') throw new Error('expected processing');
    expect(await photoConnector.poll!(deps(), { token: post.token, ref: first.ref })).toMatchObject({ state: 'processing' });
    // TikTok pulled both images, whole and with their types.
    expect(upload!.pulled).toEqual([
      { status: 200, type: 'image/jpeg', bytes: 2048 },
      { status: 200, type: 'image/webp', bytes: 4096 },
    ]);
    const done = await photoConnector.poll!(deps(), { token: post.token, ref: first.ref });
    expect(done).toEqual({ state: 'published', url: 'https://www.tiktok.com/@cozinhadabia/photo/7300000000000000000' });
    // Published: the links are closed.
    expect((await pullThroughWorker(upload!.photoImages![0]!)).status).toBe(404);
    // A redelivery of the same post asks TikTok instead of posting again.
    expect(await photoConnector.publish(deps(), post)).toEqual(done);
    expect(tiktokCallsTo(fake, '/v2/post/publish/content/init/')).toHaveLength(1);
  });

  it('a photo TikTok could not pull fails the post with its reason; an unverified origin is refused by TikTok', async () => {
    const fake = fakeTiktok({ pull: async () => new Response('gone', { status: 404 }) });
    const first = await photoConnector.publish(deps(), request([await imageInR2()]));
    if (first.state !== 'processing') throw new Error('expected processing');
    expect(await refusal(photoConnector.poll!(deps(), { token: 'act.valid', ref: first.ref }))).toMatchObject({
      reason: 'picture_download_failed',
      retryable: false,
    });

    fake.verifiedPrefix = 'https://other.example/';
    const unverified = await refusal(photoConnector.publish(deps(), request([await imageInR2()])));
    expect(unverified).toMatchObject({ reason: expect.stringMatching(/^url_ownership_unverified/), retryable: false });
    expect(fake.uploads).toHaveLength(1);
  });

  it("a video's post_info carries the choices, never more than the creator allows; branded content is never private", async () => {
    const fake = fakeTiktok({ commentDisabled: true, duetDisabled: false, stitchDisabled: false });
    const { file } = await videoInR2(MIB);
    await tiktokConnector.publish(
      deps(),
      request([file], {
        tiktok: { allowComment: true, allowDuet: true, allowStitch: false, commercial: true, yourBrand: true, brandedContent: true },
      }),
    );
    expect(fake.uploads[0]!.postInfo).toMatchObject({
      disable_comment: true,
      disable_duet: false,
      disable_stitch: true,
      brand_content_toggle: true,
      brand_organic_toggle: true,
    });
    fake.privacyOptions = ['SELF_ONLY'];
    const branded = { allowComment: false, allowDuet: false, allowStitch: false, commercial: true, yourBrand: false, brandedContent: true };
    expect(await refusal(tiktokConnector.publish(deps(), request([file], { privacy: 'private', tiktok: branded })))).toMatchObject({
      reason: 'publish_reason_tiktok_branded_private',
      retryable: false,
    });
    expect(fake.uploads).toHaveLength(1);
  });
});
