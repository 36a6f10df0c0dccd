// The LinkedIn connector and OAuth provider (decision 079), called directly with
// the Worker's D1 and R2 against the fake of LinkedIn's documented APIs: the
// consent URL, code exchange, refresh, revoke, the member's URN, a video sent in
// the byte ranges LinkedIn names and posted once processed, images posted at
// once, and one post however often it is asked, even when an answer was lost.
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PublishFile, type PublishRequest } from '../../src/features/publishing/connector';
import { refusal } from './connector-helpers';
import { OAuthGrantRefused } from '../../src/features/publishing/oauth-provider';
import { linkedinConnector, linkedinProvider, littleText } from '../../src/features/publishing/networks/linkedin';
import { fakeLinkedin, LINKEDIN_CLIENT, linkedinCallsTo, videoBytes } from './fake-linkedin';
import { db } from './helpers';

const MIB = 1024 * 1024;
const deps = () => ({ db: db(), bucket: env.FILES });
const REDIRECT = 'https://palco.app/oauth/linkedin';

afterEach(() => vi.restoreAllMocks());

/** A file in R2 whose every byte says where it is, so a misplaced range shows. */
async function fileInR2(size: number, kind: 'video' | 'image'): Promise<{ file: PublishFile; bytes: Uint8Array }> {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 13 + (i >> 12)) & 0xff;
  const id = `ast_${crypto.randomUUID().slice(0, 8)}`;
  const r2Key = `orgs/org_li/media/${id}`;
  await env.FILES.put(r2Key, bytes);
  const file: PublishFile =
    kind === 'video'
      ? { id, name: 'aula.mp4', kind, r2Key, size, mime: 'video/mp4', durationMs: 45_000, width: 1920, height: 1080 }
      : { id, name: 'slide.png', kind, r2Key, size, mime: 'image/png', durationMs: null, width: 1080, height: 1350 };
  return { file, bytes };
}

/** A PDF in R2, as the library keeps one. */
async function documentInR2(size: number): Promise<{ file: PublishFile; bytes: Uint8Array }> {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  for (let i = 9; i < size; i++) bytes[i] = (i * 7) & 0xff;
  const id = `ast_${crypto.randomUUID().slice(0, 8)}`;
  const r2Key = `orgs/org_li/media/${id}`;
  await env.FILES.put(r2Key, bytes);
  const file: PublishFile = {
    id,
    name: 'carrossel-marco.pdf',
    kind: 'document',
    r2Key,
    size,
    mime: 'application/pdf',
    durationMs: null,
    width: null,
    height: null,
  };
  return { file, bytes };
}

const request = (files: PublishFile[], extra: Partial<PublishRequest> = {}): PublishRequest => ({
  idempotencyKey: `spo_${crypto.randomUUID().slice(0, 8)}:linkedin`,
  organizationId: 'org_li',
  accountName: 'Bia Souza',
  token: 'AQV.valid',
  caption: `Aula nova (${crypto.randomUUID().slice(0, 4)}) #marketing`,
  title: 'Aula 3',
  privacy: 'public',
  coverMs: null,
  files,
  ...extra,
});

describe('linkedin: OAuth', () => {
  it('the consent URL asks for openid, profile and w_member_social; LinkedIn web apps have no PKCE, so none is sent', () => {
    const url = new URL(linkedinProvider.authorizeUrl(LINKEDIN_CLIENT, { redirectUri: REDIRECT, state: 'st-9', codeChallenge: 'ch-9' }));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/oauth/v2/authorization');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'li-client-id',
      redirect_uri: REDIRECT,
      state: 'st-9',
      scope: 'openid profile w_member_social',
    });
  });

  it('a code becomes tokens (a refresh token only where LinkedIn enabled it) and the member URN names the account', async () => {
    const fake = fakeLinkedin();
    fake.codes.set('code-1', REDIRECT);
    const tokens = await linkedinProvider.exchangeCode(
      LINKEDIN_CLIENT,
      { code: 'code-1', redirectUri: REDIRECT, codeVerifier: 'unused' },
      2_000,
    );
    expect(tokens).toEqual({
      accessToken: expect.stringMatching(/^AQV\./),
      refreshToken: expect.stringMatching(/^AQX\./),
      expiresAt: 2_000 + 5_184_000_000,
    });
    expect(await linkedinProvider.profile(tokens.accessToken)).toEqual({
      externalId: 'urn:li:person:yrZCpj2Z12',
      displayName: 'Bia Souza',
    });

    const used = await refusal(
      linkedinProvider.exchangeCode(LINKEDIN_CLIENT, { code: 'code-1', redirectUri: REDIRECT, codeVerifier: '' }, 1),
    );
    expect(used).toMatchObject({
      reason: 'invalid_request: Unable to retrieve access token: authorization code not found',
      retryable: false,
    });

    fake.refreshEnabled = false;
    fake.codes.set('code-2', REDIRECT);
    const noRefresh = await linkedinProvider.exchangeCode(LINKEDIN_CLIENT, { code: 'code-2', redirectUri: REDIRECT, codeVerifier: '' }, 1);
    expect(noRefresh.refreshToken).toBeNull();
  });

  it('refresh keeps the refresh token and gives a new access token; a bad one is refused; revoke reaches LinkedIn', async () => {
    const fake = fakeLinkedin();
    const fresh = await linkedinProvider.refresh(LINKEDIN_CLIENT, 'AQX.first', 9_000);
    expect(fresh).toEqual({ accessToken: expect.stringMatching(/^AQV\./), refreshToken: 'AQX.first', expiresAt: 9_000 + 5_184_000_000 });
    // A refresh LinkedIn refuses means a reconnect (the flow's OAuthGrantRefused), in LinkedIn's words.
    await expect(linkedinProvider.refresh(LINKEDIN_CLIENT, 'AQX.nope', 9_000)).rejects.toEqual(
      new OAuthGrantRefused('invalid_request: The provided refresh token is invalid'),
    );
    await linkedinProvider.revoke(LINKEDIN_CLIENT, fresh);
    expect(fake.revoked).toEqual([fresh.accessToken]);
    expect(await refusal(linkedinProvider.profile(fresh.accessToken))).toMatchObject({ reason: 'Invalid access token', retryable: false });
  });
});

describe('linkedin: publishing', () => {
  it('sends a video in the ranges LinkedIn names, waits for processing, then posts it once', async () => {
    const fake = fakeLinkedin({ partBytes: MIB, processingPolls: 1 });
    const { file, bytes } = await fileInR2(2.5 * MIB, 'video');
    const post = request([file], { caption: 'Aula 3 (parte 1) #marketing @bia' });

    const first = await linkedinConnector.publish(deps(), post);
    expect(first).toEqual({ state: 'processing', ref: post.idempotencyKey, checkInSeconds: 30 });
    const [video] = fake.videos;
    expect(video!.parts.map((p) => [p.firstByte, p.lastByte])).toEqual([
      [0, MIB - 1],
      [MIB, 2 * MIB - 1],
      [2 * MIB, 2.5 * MIB - 1],
    ]);
    expect(videoBytes(fake, video!.urn)).toEqual(bytes);
    expect(video!.finalized).toBe(true);
    expect(fake.posts).toHaveLength(0);

    if (first.state !== 'processing') throw new Error('expected processing');
    const done = await linkedinConnector.poll!(deps(), { token: post.token, ref: first.ref });
    expect(fake.posts).toHaveLength(1);
    const [made] = fake.posts;
    expect(done).toEqual({ state: 'published', url: `https://www.linkedin.com/feed/update/${made!.urn}` });
    expect(made!.body).toMatchObject({
      author: 'urn:li:person:yrZCpj2Z12',
      commentary: 'Aula 3 \\(parte 1\\) \\#marketing \\@bia',
      visibility: 'PUBLIC',
      lifecycleState: 'PUBLISHED',
      content: { media: { id: video!.urn, title: 'Aula 3' } },
    });
    expect(made!.headers).toMatchObject({ 'linkedin-version': expect.stringMatching(/^\d{6}$/), 'x-restli-protocol-version': '2.0.0' });

    // Asked again (a redelivery, a second poll): the same post, nothing uploaded or posted again.
    expect(await linkedinConnector.publish(deps(), post)).toEqual(done);
    expect(await linkedinConnector.poll!(deps(), { token: post.token, ref: first.ref })).toEqual(done);
    expect(fake.posts).toHaveLength(1);
    expect(linkedinCallsTo(fake, 'POST', '/rest/videos')).toHaveLength(2); // one initializeUpload, one finalizeUpload
  });

  it('a video LinkedIn fails to process ends with its reason', async () => {
    fakeLinkedin({ processingPolls: 0, processingFailure: 'Video format is not supported' });
    const { file } = await fileInR2(1000, 'video');
    const failed = await refusal(linkedinConnector.publish(deps(), request([file])));
    expect(failed).toMatchObject({ reason: 'Video format is not supported', retryable: false });
  });

  it('images are posted at once: one as media, several as a multi-image post', async () => {
    const fake = fakeLinkedin();
    const one = await fileInR2(3000, 'image');
    const single = await linkedinConnector.publish(deps(), request([one.file], { title: '' }));
    expect(single).toEqual({ state: 'published', url: `https://www.linkedin.com/feed/update/${fake.posts[0]!.urn}` });
    expect(fake.posts[0]!.body.content).toEqual({ media: { id: fake.images[0]!.urn } });
    expect(fake.images[0]).toMatchObject({ bytes: one.bytes, mime: 'image/png' });

    const two = await fileInR2(2000, 'image');
    await linkedinConnector.publish(deps(), request([one.file, two.file]));
    expect(fake.posts[1]!.body.content).toEqual({
      multiImage: {
        images: [
          { id: fake.images[1]!.urn, altText: '' },
          { id: fake.images[2]!.urn, altText: '' },
        ],
      },
    });
    expect(fake.images[2]!.bytes).toEqual(two.bytes);
  });

  it('throttling and LinkedIn failures are retryable without uploading again; a refusal is not', async () => {
    const fake = fakeLinkedin({
      postError: { status: 429, message: 'Resource level throttle APPLICATION DAY limit for calls to this resource is reached.' },
    });
    const { file } = await fileInR2(3000, 'image');
    const post = request([file]);
    expect(await refusal(linkedinConnector.publish(deps(), post))).toMatchObject({
      reason: 'Resource level throttle APPLICATION DAY limit for calls to this resource is reached.',
      retryable: true,
    });
    fake.postError = { status: 500, message: 'Internal Server Error' };
    expect(await refusal(linkedinConnector.publish(deps(), post))).toMatchObject({ retryable: true });
    fake.postError = null;
    expect(await linkedinConnector.publish(deps(), post)).toMatchObject({ state: 'published' });
    expect(fake.images).toHaveLength(1);

    fake.postError = { status: 403, message: 'Not enough permissions to access: partnerApiPostsExternal.CREATE.20260501' };
    const refused = await refusal(linkedinConnector.publish(deps(), request([file])));
    expect(refused).toMatchObject({
      reason: 'Not enough permissions to access: partnerApiPostsExternal.CREATE.20260501',
      retryable: false,
    });
    expect(await refusal(linkedinConnector.publish(deps(), request([file], { token: 'AQV.expired' })))).toMatchObject({
      reason: 'Invalid access token',
      retryable: false,
    });
    const { file: video } = await fileInR2(1000, 'video');
    expect(await refusal(linkedinConnector.publish(deps(), request([video, file])))).toMatchObject({
      reason: 'publish_reason_linkedin_one_video',
      retryable: false,
    });
  });

  it('a post made whose answer was lost is found again by LinkedIn naming the duplicate, not posted twice', async () => {
    const fake = fakeLinkedin({ loseNextPostAnswer: true });
    const { file } = await fileInR2(3000, 'image');
    const post = request([file]);
    expect(await refusal(linkedinConnector.publish(deps(), post))).toMatchObject({
      reason: 'LinkedIn /rest/posts: HTTP 504',
      retryable: true,
    });
    expect(fake.posts).toHaveLength(1);
    expect(await linkedinConnector.publish(deps(), post)).toEqual({
      state: 'published',
      url: `https://www.linkedin.com/feed/update/${fake.posts[0]!.urn}`,
    });
    expect(fake.posts).toHaveLength(1);

    // The same text in a new post is LinkedIn's refusal to pass on, not a post of ours.
    const again = await refusal(linkedinConnector.publish(deps(), { ...post, idempotencyKey: 'spo_other:linkedin' }));
    expect(again).toMatchObject({ reason: `Content is a duplicate of ${fake.posts[0]!.urn}`, retryable: false });
  });

  it('a PDF goes through the Documents API, streamed from R2, and is posted with its title once LinkedIn has processed it', async () => {
    const fake = fakeLinkedin({ documentPolls: 1 });
    const { file, bytes } = await documentInR2(5000);
    const post = request([file], { title: 'Guia de preços' });
    const first = await linkedinConnector.publish(deps(), post);
    expect(first).toEqual({ state: 'processing', ref: post.idempotencyKey, checkInSeconds: 30 });
    const [doc] = fake.documents;
    expect(doc).toMatchObject({ owner: 'urn:li:person:yrZCpj2Z12', bytes });
    expect(fake.posts).toHaveLength(0);

    const done = await linkedinConnector.poll!(deps(), { token: post.token, ref: post.idempotencyKey });
    expect(done).toEqual({ state: 'published', url: `https://www.linkedin.com/feed/update/${fake.posts[0]!.urn}` });
    expect(fake.posts[0]!.body.content).toEqual({ media: { id: doc!.urn, title: 'Guia de preços' } });
    expect(linkedinCallsTo(fake, 'GET', `/rest/documents/${encodeURIComponent(doc!.urn)}`)).toHaveLength(2);

    // Asked again: the same post, nothing uploaded or posted again.
    expect(await linkedinConnector.publish(deps(), post)).toEqual(done);
    expect(fake.documents).toHaveLength(1);
    expect(fake.posts).toHaveLength(1);
  });

  it('a document without a title is posted under its file name (LinkedIn refuses an untitled document)', async () => {
    const fake = fakeLinkedin({ documentPolls: 0 });
    const { file } = await documentInR2(800);
    expect(await linkedinConnector.publish(deps(), request([file], { title: '  ' }))).toMatchObject({ state: 'published' });
    expect(fake.posts[0]!.body.content).toEqual({ media: { id: fake.documents[0]!.urn, title: 'carrossel-marco' } });
  });

  it("a document LinkedIn fails to process, a failed upload, and a PDF with other files are each refused with LinkedIn's reason", async () => {
    const fake = fakeLinkedin({ documentPolls: 0, documentFails: true });
    const { file } = await documentInR2(800);
    expect(await refusal(linkedinConnector.publish(deps(), request([file])))).toMatchObject({
      reason: 'publish_reason_linkedin_document_failed',
      retryable: false,
    });
    fake.documentFails = false;
    fake.documentUploadStatus = 503;
    expect(await refusal(linkedinConnector.publish(deps(), request([file])))).toMatchObject({
      reason: 'LinkedIn document upload: HTTP 503',
      retryable: true,
    });
    fake.documentUploadStatus = 400;
    expect(await refusal(linkedinConnector.publish(deps(), request([file])))).toMatchObject({ retryable: false });
    const { file: image } = await fileInR2(1000, 'image');
    expect(await refusal(linkedinConnector.publish(deps(), request([file, image])))).toMatchObject({
      reason: 'publish_reason_linkedin_one_document',
      retryable: false,
    });
    expect(await refusal(linkedinConnector.publish(deps(), request([file], { token: 'AQV.expired' })))).toMatchObject({
      reason: 'Invalid access token',
      retryable: false,
    });
  });

  it('little text escapes what would be syntax', () => {
    expect(littleText('50% off_now (hoje) [link] {x} <b> a|b ~c *d \\ #tag @ana')).toBe(
      '50% off\\_now \\(hoje\\) \\[link\\] \\{x\\} \\<b\\> a\\|b \\~c \\*d \\\\ \\#tag \\@ana',
    );
  });
});
