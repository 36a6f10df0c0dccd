// The real networks' OAuth flow and the YouTube connector (decision 078), through
// the real Worker against a fake of Google's OAuth endpoints and YouTube's Data
// API (fake-youtube-upload.ts): connecting (PKCE, a signed state that refuses a
// change, expiry, replay, denial and another user), tokens sealed at rest,
// refresh before expiry and a refused grant, the resumable upload resuming
// after interruptions, processing polled until published or failed, nothing
// uploaded twice, and each network's limits checked before a post is queued.
import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  getQueueResult,
  waitOnExecutionContext,
} from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { app } from '../../src/app';
import type { PostView, PublishMessage, PublishStatusView } from '../../src/common/contracts/publishing';
import { assets, socialAccounts, socialPosts } from '../../src/db/schema';
import type { OAuthNetwork } from '../../src/common/contracts/publishing';
import { consumePublishQueue, PROCESSING_TIMEOUT_MS, publishPost } from '../../src/features/publishing/consumer';
import { makeYoutubeConnector } from '../../src/features/publishing/networks/youtube';
import { configuredNetworks, finishConnect, oauthClient, STATE_TTL_MS } from '../../src/features/publishing/oauth';
import { OAUTH_PROVIDERS } from '../../src/features/publishing/providers';
import { oauthDeps } from '../../src/features/publishing/routes';
import { decryptToken } from '../../src/platform/token-cipher';
import worker from '../../src/index';
import { BASE, db, HEAVY_TEST_MS, joined, orgOwner, type OrgOwner } from './helpers';
import { CLIENT, fakeYoutubeUpload, type FakeYoutubeUpload } from './fake-youtube-upload';

const DEV_SECRET = 'palco-development-social-token-secret';
const KEYED = { ...env, YOUTUBE_CLIENT_ID: CLIENT.id, YOUTUBE_CLIENT_SECRET: CLIENT.secret };
const CHUNK = 256 * 1024;
const MINUTE = 60_000;

afterEach(() => vi.restoreAllMocks());

/** A request to the app with the deployment's YouTube keys (or other bindings), as a browser navigation would make it. */
async function send(path: string, cookie: string | null, init: RequestInit = {}, bindings: typeof env = KEYED): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('Origin', BASE);
  if (cookie) headers.set('Cookie', cookie);
  return app.request(
    new Request(new URL(path, BASE), { redirect: 'manual', ...init, headers }),
    undefined,
    bindings,
    createExecutionContext(),
  );
}

const startPath = (o: OrgOwner) => `/api/v1/orgs/${o.org.id}/publishing/oauth/youtube/start`;

/** Start, consent on the fake, come back: the callback's redirect. */
async function connectYoutube(o: OrgOwner, fake: FakeYoutubeUpload, cookie = o.cookie, tweak = (q: URLSearchParams) => q) {
  const start = await send(startPath(o), cookie);
  expect(start.status, await start.clone().text()).toBe(302);
  const { code, state } = fake.consent(start.headers.get('Location')!);
  const back = await send(`/api/v1/publishing/oauth/youtube/callback?${tweak(new URLSearchParams({ state, code, scope: 'x' }))}`, cookie);
  expect(back.status).toBe(302);
  return { start, back, location: back.headers.get('Location')!, state, code };
}

const accountOf = (orgId: string) => db().select().from(socialAccounts).where(eq(socialAccounts.organizationId, orgId)).get();
const postRow = async (id: string) => (await db().select().from(socialPosts).where(eq(socialPosts.id, id)).get())!;

/** A video in the library with real bytes in R2: a little over two and a half chunks. */
async function videoAsset(o: OrgOwner, size = 2 * CHUNK + 123_457, durationMs: number | null = 45_000) {
  const id = `ast_${crypto.randomUUID().slice(0, 8)}`;
  const bytes = new Uint8Array(size).map((_, i) => (i * 31 + 7) % 251);
  const r2Key = `orgs/${o.org.id}/media/${id}`;
  await env.FILES.put(r2Key, bytes);
  const now = Date.now();
  await db().insert(assets).values({
    id,
    organizationId: o.org.id,
    name: 'lancamento.mp4',
    kind: 'video',
    contentType: 'video/mp4',
    size,
    r2Key,
    durationMs,
    createdBy: o.user.id,
    createdAt: now,
    updatedAt: now,
  });
  return { id, bytes };
}

async function createPost(o: OrgOwner, accountId: string, assetIds: string[], extra: Record<string, unknown> = {}) {
  return send(`/api/v1/orgs/${o.org.id}/publishing/posts`, o.cookie, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      accountId,
      network: 'youtube',
      assetIds,
      caption: 'Nosso lançamento de verão\nCom receitas novas',
      title: 'Lançamento de verão',
      when: 'scheduled',
      scheduledAt: new Date(Date.now() + 60 * MINUTE).toISOString(),
      ...extra,
    }),
  });
}

const deps = (chunk = CHUNK) => ({
  db: db(),
  bucket: env.FILES,
  secret: DEV_SECRET,
  connectors: { youtube: makeYoutubeConnector(chunk) },
  oauth: { providers: OAUTH_PROVIDERS, client: (n: OAuthNetwork) => oauthClient(KEYED, n) },
});

/** A connected YouTube account and a scheduled post of a real video, made due now. */
async function readyPost(fake: FakeYoutubeUpload) {
  const o = await orgOwner();
  await connectYoutube(o, fake);
  const account = (await accountOf(o.org.id))!;
  const video = await videoAsset(o);
  const res = await createPost(o, account.id, [video.id]);
  expect(res.status, await res.clone().text()).toBe(201);
  const post = (await res.json()) as PostView;
  await db().update(socialPosts).set({ scheduledAt: Date.now(), enqueuedAt: Date.now() }).where(eq(socialPosts.id, post.id));
  return { o, account, video, post };
}

const uploadedBytes = (fake: FakeYoutubeUpload) => {
  const [upload] = [...fake.uploads.values()];
  const all = new Uint8Array(upload!.received);
  let at = 0;
  for (const b of upload!.bytes) {
    all.set(b, at);
    at += b.byteLength;
  }
  return all;
};

describe('real networks: what is offered', () => {
  it(
    'YouTube is offered only where its client keys are set; the start refuses an unconfigured network',
    { timeout: HEAVY_TEST_MS },
    async () => {
      const o = await orgOwner();
      const path = `/api/v1/orgs/${o.org.id}/publishing/accounts`;
      const bare = (await (await send(path, o.cookie, {}, env)).json()) as PublishStatusView;
      expect(bare.networks).toEqual(['test']);
      const keyed = (await (await send(path, o.cookie)).json()) as PublishStatusView;
      expect(keyed.networks).toEqual(['test', 'youtube']);
      const refused = await send(startPath(o), o.cookie, {}, env);
      expect(refused.status).toBe(422);
      expect(((await refused.json()) as { detail: string }).detail).toBe('publish_network_unavailable');
      // A network with keys but no provider in the build is not offered either (the others plug theirs in).
      const withTiktokKeys = { ...KEYED, TIKTOK_CLIENT_ID: 'k', TIKTOK_CLIENT_SECRET: ' ' } as typeof env;
      expect(configuredNetworks(withTiktokKeys, { youtube: OAUTH_PROVIDERS.youtube! })).toEqual(['youtube']);
      // A key of blanks is no key.
      expect(configuredNetworks(withTiktokKeys, { tiktok: { ...OAUTH_PROVIDERS.youtube!, network: 'tiktok' } })).toEqual([]);
      // The test network's own connect cannot make a YouTube account with a made-up token.
      const fakeConnect = await send(path, o.cookie, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ network: 'youtube', displayName: 'X' }),
      });
      expect(fakeConnect.status).toBe(422);
    },
  );
});

describe('real networks: connecting through OAuth', () => {
  it('an admin connects YouTube: PKCE, the channel as the account, tokens only as ciphertext', { timeout: HEAVY_TEST_MS }, async () => {
    const fake = fakeYoutubeUpload();
    const o = await orgOwner();
    const before = Date.now();
    const { start, location } = await connectYoutube(o, fake);
    const consent = new URL(start.headers.get('Location')!);
    expect(consent.searchParams.get('redirect_uri')).toBe(`${BASE}/api/v1/publishing/oauth/youtube/callback`);
    expect(consent.searchParams.get('access_type')).toBe('offline');
    expect(consent.searchParams.get('scope')).toContain('youtube.upload');
    expect(location).toBe('/pt-BR/tools/publish?connected=youtube');

    const row = (await accountOf(o.org.id))!;
    expect(row).toMatchObject({ network: 'youtube', displayName: 'Café Aurora no YouTube', externalId: 'UCpalcoTestChannel000001' });
    expect(row.expiresAt! - before).toBeGreaterThan(3500_000);
    const [access] = [...fake.accessTokens];
    const [refresh] = [...fake.refreshTokens];
    // No plain token anywhere in the row D1 keeps.
    expect(JSON.stringify(row)).not.toContain(access!);
    expect(JSON.stringify(row)).not.toContain(refresh!);
    expect(await decryptToken(DEV_SECRET, row.id, row.tokenCiphertext)).toBe(access);
    expect(await decryptToken(DEV_SECRET, `${row.id}:refresh`, row.refreshCiphertext!)).toBe(refresh);
    // The refresh token's ciphertext does not open as the access token's (bound to its own label).
    await expect(decryptToken(DEV_SECRET, row.id, row.refreshCiphertext!)).rejects.toThrow();

    const status = (await (await send(`/api/v1/orgs/${o.org.id}/publishing/accounts`, o.cookie)).json()) as PublishStatusView;
    expect(status.accounts).toEqual([expect.objectContaining({ network: 'youtube', displayName: 'Café Aurora no YouTube' })]);
    expect(JSON.stringify(status)).not.toMatch(/ya29|1\/\//);
  });

  it('a changed, replayed, expired or denied state connects nothing, and says why in the page', { timeout: HEAVY_TEST_MS }, async () => {
    const fake = fakeYoutubeUpload();
    const o = await orgOwner();
    // One byte of the state changed: its signature fails.
    const tampered = await connectYoutube(o, fake, o.cookie, (q) => {
      const s = q.get('state')!;
      q.set('state', `${s.slice(0, 5)}${s[5] === 'A' ? 'B' : 'A'}${s.slice(6)}`);
      return q;
    });
    expect(tampered.location).toBe('/pt-BR/tools/publish?connect_error=publish_oauth_state_invalid');
    const forged = await send('/api/v1/publishing/oauth/youtube/callback?state=abc.def&code=x', o.cookie);
    expect(forged.headers.get('Location')).toBe('/pt-BR/tools/publish?connect_error=publish_oauth_state_invalid');

    // Consent refused on Google's page: the state is good, the answer is error=access_denied.
    const denied = await connectYoutube(o, fake, o.cookie, (q) => new URLSearchParams({ state: q.get('state')!, error: 'access_denied' }));
    expect(denied.location).toBe('/pt-BR/tools/publish?connect_error=publish_oauth_denied');

    // Good once; the same callback again finds its verifier used.
    const good = await connectYoutube(o, fake);
    expect(good.location).toBe('/pt-BR/tools/publish?connected=youtube');
    const replay = await send(
      `/api/v1/publishing/oauth/youtube/callback?state=${encodeURIComponent(good.state)}&code=${good.code}`,
      o.cookie,
    );
    expect(replay.headers.get('Location')).toBe('/pt-BR/tools/publish?connect_error=publish_oauth_state_expired');

    // Past its ten minutes the state is refused, verifier or not.
    const late = await send(startPath(o), o.cookie);
    const { code, state } = fake.consent(late.headers.get('Location')!);
    const expired = await finishConnect(oauthDeps(db(), KEYED, BASE), 'youtube', { state, code }, o.user, Date.now() + STATE_TTL_MS + 1000);
    expect(expired).toMatchObject({ ok: false, code: 'publish_oauth_state_expired' });
    expect(await db().select().from(socialAccounts).where(eq(socialAccounts.organizationId, o.org.id)).all()).toHaveLength(1);
  });

  it('only the admin who started finishes; members cannot start; a failed exchange says so', { timeout: HEAVY_TEST_MS }, async () => {
    const fake = fakeYoutubeUpload();
    const o = await orgOwner();
    const member = await joined(o.org.id, 'member');
    const admin = await joined(o.org.id, 'admin');
    const refused = await send(startPath(o), member.cookie);
    expect(refused.status).toBe(403);
    // Started by the owner, finished in the admin's browser: refused.
    const start = await send(startPath(o), o.cookie);
    const { code, state } = fake.consent(start.headers.get('Location')!);
    const other = await send(`/api/v1/publishing/oauth/youtube/callback?state=${encodeURIComponent(state)}&code=${code}`, admin.cookie);
    expect(other.headers.get('Location')).toBe('/pt-BR/tools/publish?connect_error=publish_oauth_not_allowed');
    // The code Google never issued: the exchange fails. In English, the locale the admin started in.
    const en = await send(startPath(o), `${o.cookie}; locale=en`);
    const g = fake.consent(en.headers.get('Location')!);
    const bad = await send(`/api/v1/publishing/oauth/youtube/callback?state=${encodeURIComponent(g.state)}&code=not-a-code`, o.cookie);
    expect(bad.headers.get('Location')).toBe('/en/tools/publish?connect_error=publish_oauth_exchange_failed');
    expect(await accountOf(o.org.id)).toBeUndefined();
    // A Google account without a channel cannot be a YouTube account.
    fake.channel = null;
    const none = await connectYoutube(o, fake);
    expect(none.location).toBe('/pt-BR/tools/publish?connect_error=publish_oauth_profile_failed');
    expect(await accountOf(o.org.id)).toBeUndefined();
  });

  it('disconnecting revokes the grant at Google, then removes the account', { timeout: HEAVY_TEST_MS }, async () => {
    const fake = fakeYoutubeUpload();
    const o = await orgOwner();
    await connectYoutube(o, fake);
    const row = (await accountOf(o.org.id))!;
    const [refresh] = [...fake.refreshTokens];
    const res = await send(`/api/v1/orgs/${o.org.id}/publishing/accounts/${row.id}`, o.cookie, { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(fake.revoked).toEqual([refresh]);
    expect(await accountOf(o.org.id)).toBeUndefined();
  });
});

describe('YouTube: tokens kept fresh', () => {
  it(
    'a token expiring within 5 minutes is refreshed and stored sealed before the upload; a fresh one is not',
    { timeout: HEAVY_TEST_MS },
    async () => {
      const fake = fakeYoutubeUpload();
      const { account, post } = await readyPost(fake);
      await db()
        .update(socialAccounts)
        .set({ expiresAt: Date.now() + 2 * MINUTE })
        .where(eq(socialAccounts.id, account.id));
      expect(await publishPost(deps(), post.id)).toEqual({ done: true, checkInSeconds: 60 });
      const refreshes = fake.calls.filter(
        (c) => c.url.includes('oauth2.googleapis.com/token') && c.body?.includes('grant_type=refresh_token'),
      );
      expect(refreshes).toHaveLength(1);
      const stored = (await accountOf(account.organizationId))!;
      const fresh = await decryptToken(DEV_SECRET, stored.id, stored.tokenCiphertext);
      expect(fresh).toMatch(/^ya29\.refreshed-/);
      expect(stored.tokenCiphertext).not.toContain(fresh);
      expect(stored.expiresAt!).toBeGreaterThan(Date.now() + 50 * MINUTE);
      // The old refresh token is kept (Google sends none on refresh), and the upload used the new access token.
      const refreshOf = (a: typeof stored) => decryptToken(DEV_SECRET, `${a.id}:refresh`, a.refreshCiphertext!);
      expect(await refreshOf(stored)).toBe(await refreshOf(account));
      const sessionPost = fake.calls.find((c) => c.url.includes('uploadType=resumable') && c.method === 'POST')!;
      expect(sessionPost.headers.authorization).toBe(`Bearer ${fresh}`);

      // A second post with the token now fresh: no refresh.
      const before = fake.calls.length;
      const o2 = await readyPost(fake);
      const callsForConnect = fake.calls.length;
      await publishPost(deps(), o2.post.id);
      expect(fake.calls.slice(callsForConnect).some((c) => c.body?.includes('grant_type=refresh_token'))).toBe(false);
      expect(before).toBeLessThan(callsForConnect);
    },
  );

  it(
    'a refused grant (invalid_grant) fails the post telling the user to reconnect, and uploads nothing',
    { timeout: HEAVY_TEST_MS },
    async () => {
      const fake = fakeYoutubeUpload();
      const { account, post } = await readyPost(fake);
      await db()
        .update(socialAccounts)
        .set({ expiresAt: Date.now() - MINUTE })
        .where(eq(socialAccounts.id, account.id));
      fake.refreshFailure = 'invalid_grant';
      expect(await publishPost(deps(), post.id)).toEqual({ done: true });
      expect(await postRow(post.id)).toMatchObject({ state: 'failed', failureReason: 'publish_reason_reconnect' });
      expect(fake.uploads.size).toBe(0);
    },
  );

  it('a refresh that fails for another reason (Google 503) is retried later', { timeout: HEAVY_TEST_MS }, async () => {
    const fake = fakeYoutubeUpload();
    const { account, post } = await readyPost(fake);
    await db()
      .update(socialAccounts)
      .set({ expiresAt: Date.now() - MINUTE })
      .where(eq(socialAccounts.id, account.id));
    fake.refreshFailure = 'server';
    expect(await publishPost(deps(), post.id)).toEqual({ done: false, retryInSeconds: 30 });
    expect(await postRow(post.id)).toMatchObject({ state: 'queued', failureReason: 'publish_reason_refresh_failed' });
  });
});

describe('YouTube: the resumable upload', () => {
  it(
    'rides out a dropped chunk and a half-sent one by asking the session where it stands; every byte arrives once, in order',
    { timeout: HEAVY_TEST_MS },
    async () => {
      const fake = fakeYoutubeUpload();
      const { post, video } = await readyPost(fake);
      fake.breakChunks.add(2);
      fake.halfChunks.add(4);
      expect(await publishPost(deps(), post.id)).toEqual({ done: true, checkInSeconds: 60 });
      expect(fake.uploads.size).toBe(1);
      const [upload] = [...fake.uploads.values()];
      expect(upload!.metadata).toMatchObject({
        snippet: { title: 'Lançamento de verão', description: 'Nosso lançamento de verão\nCom receitas novas' },
        status: { privacyStatus: 'public' },
      });
      expect(upload!.contentType).toBe('video/mp4');
      expect(uploadedBytes(fake)).toEqual(video.bytes);
      // Two status queries, each answered by a 308 whose Range the upload went on from.
      expect(fake.calls.filter((c) => c.headers['content-range']?.startsWith('bytes */'))).toHaveLength(2);
      const row = await postRow(post.id);
      expect(row).toMatchObject({ state: 'processing', externalRef: upload!.videoId, attempts: 1 });
      expect(row.processingSince).toBeGreaterThan(0);
    },
  );

  it(
    'more interruptions than one delivery rides out: queued again, and the next delivery resumes the SAME session',
    { timeout: HEAVY_TEST_MS },
    async () => {
      const fake = fakeYoutubeUpload();
      const { post, video } = await readyPost(fake);
      for (const n of [2, 3, 4, 5]) fake.breakChunks.add(n);
      expect(await publishPost(deps(), post.id)).toEqual({ done: false, retryInSeconds: 30 });
      const waiting = await postRow(post.id);
      expect(waiting.state).toBe('queued');
      expect(waiting.externalRef).toMatch(/upload_id=/);
      expect(await publishPost(deps(), post.id)).toEqual({ done: true, checkInSeconds: 60 });
      // One session, one video: the retry resumed, it did not upload again.
      expect(fake.uploads.size).toBe(1);
      expect(uploadedBytes(fake)).toEqual(video.bytes);
    },
  );

  it('a quota refusal (403 quotaExceeded) is retried; a bad title (400) is not', { timeout: HEAVY_TEST_MS }, async () => {
    const fake = fakeYoutubeUpload();
    const { post } = await readyPost(fake);
    fake.quotaExceeded = true;
    expect(await publishPost(deps(), post.id)).toEqual({ done: false, retryInSeconds: 30 });
    expect((await postRow(post.id)).failureReason).toMatch(/quotaExceeded/);
    fake.quotaExceeded = false;

    const second = await readyPost(fake);
    await db().update(socialPosts).set({ title: '', caption: '' }).where(eq(socialPosts.id, second.post.id));
    await db().update(assets).set({ name: '' }).where(eq(assets.id, second.video.id));
    expect(await publishPost(deps(), second.post.id)).toEqual({ done: true });
    expect(await postRow(second.post.id)).toMatchObject({ state: 'failed', failureReason: expect.stringMatching(/invalidTitle/) });
  });
});

describe('YouTube: processing', () => {
  it(
    'polls until processed, then publishes the youtu.be link; a duplicate or late message neither polls twice nor uploads again',
    { timeout: HEAVY_TEST_MS },
    async () => {
      const fake = fakeYoutubeUpload();
      fake.statuses.set('*', [{ uploadStatus: 'uploaded', processingStatus: 'processing' }, { uploadStatus: 'processed' }]);
      const { post } = await readyPost(fake);
      await publishPost(deps(), post.id);
      const { externalRef } = await postRow(post.id);
      const puts = fake.chunkPuts;
      const at = Date.now() + 61_000;
      expect(await publishPost(deps(), post.id, at)).toEqual({ done: true, checkInSeconds: 60 });
      // The same check-in delivered twice: the second finds the poll claimed and does nothing.
      const lists = fake.calls.filter((c) => c.url.includes('/youtube/v3/videos?')).length;
      expect(await publishPost(deps(), post.id, at + 1000)).toEqual({ done: true });
      expect(fake.calls.filter((c) => c.url.includes('/youtube/v3/videos?')).length).toBe(lists);
      expect(await publishPost(deps(), post.id, at + 61_000)).toEqual({ done: true });
      expect(await postRow(post.id)).toMatchObject({ state: 'published', publishedUrl: `https://youtu.be/${externalRef}` });
      // Whatever arrives later for it changes nothing and sends no byte.
      expect(await publishPost(deps(), post.id, at + 200_000)).toEqual({ done: true });
      expect(fake.chunkPuts).toBe(puts);
      expect(fake.uploads.size).toBe(1);
    },
  );

  it('processing that fails, a rejection, or one that never ends fails the post with the reason', { timeout: HEAVY_TEST_MS }, async () => {
    const fake = fakeYoutubeUpload();
    fake.statuses.set('*', [{ uploadStatus: 'failed', failureReason: 'codec' }]);
    const failed = await readyPost(fake);
    await publishPost(deps(), failed.post.id);
    await publishPost(deps(), failed.post.id, Date.now() + 61_000);
    expect(await postRow(failed.post.id)).toMatchObject({ state: 'failed', failureReason: 'YouTube: processing failed (codec)' });

    fake.statuses.set('*', [{ uploadStatus: 'rejected', rejectionReason: 'duplicate' }]);
    const rejected = await readyPost(fake);
    await publishPost(deps(), rejected.post.id);
    await publishPost(deps(), rejected.post.id, Date.now() + 61_000);
    expect(await postRow(rejected.post.id)).toMatchObject({ state: 'failed', failureReason: 'YouTube rejected the video (duplicate)' });

    fake.statuses.set('*', [{ uploadStatus: 'uploaded', processingStatus: 'processing' }]);
    const stuck = await readyPost(fake);
    await publishPost(deps(), stuck.post.id);
    expect(await publishPost(deps(), stuck.post.id, Date.now() + 61_000)).toEqual({ done: true, checkInSeconds: 60 });
    expect(await publishPost(deps(), stuck.post.id, Date.now() + PROCESSING_TIMEOUT_MS + MINUTE)).toEqual({ done: true });
    expect(await postRow(stuck.post.id)).toMatchObject({ state: 'failed', failureReason: 'publish_reason_processing_timeout' });
  });

  it('the queue consumer sends a fresh, delayed message for the next check-in and acks this one', { timeout: HEAVY_TEST_MS }, async () => {
    const fake = fakeYoutubeUpload();
    const { post } = await readyPost(fake);
    const sent: { body: PublishMessage; delaySeconds?: number }[] = [];
    const queue = {
      send: async (body: PublishMessage, o?: { delaySeconds?: number }) => void sent.push({ body, delaySeconds: o?.delaySeconds }),
    };
    const batch = createMessageBatch<PublishMessage>('palco-publishing', [
      { id: 'm1', timestamp: new Date(), attempts: 1, body: { postId: post.id } },
    ]);
    const bindings = { ...KEYED, PUBLISH_QUEUE: queue as unknown as typeof env.PUBLISH_QUEUE };
    await consumePublishQueue(batch, bindings, { youtube: makeYoutubeConnector(CHUNK) });
    const result = await getQueueResult(batch, createExecutionContext());
    expect(result.explicitAcks).toEqual(['m1']);
    expect(result.retryMessages).toEqual([]);
    expect(sent).toEqual([{ body: { postId: post.id }, delaySeconds: 60 }]);
    expect((await postRow(post.id)).state).toBe('processing');
  });
  it(
    'a processing post whose check-in message was lost is sent again by the cron after 30 minutes, once',
    { timeout: HEAVY_TEST_MS },
    async () => {
      const fake = fakeYoutubeUpload();
      const { post } = await readyPost(fake);
      await publishPost(deps(), post.id);
      const sent: PublishMessage[] = [];
      const queue = {
        send: async (body: PublishMessage) => void sent.push(body),
        sendBatch: async (msgs: { body: PublishMessage }[]) => void sent.push(...msgs.map((m) => m.body)),
      };
      const bindings = { ...KEYED, PUBLISH_QUEUE: queue as unknown as typeof env.PUBLISH_QUEUE };
      const cron = async (at: number) => {
        const ctx = createExecutionContext();
        worker.scheduled(createScheduledController({ cron: '* * * * *', scheduledTime: at }) as never, bindings, ctx);
        await waitOnExecutionContext(ctx);
      };
      const mine = () => sent.filter((m) => m.postId === post.id).length;
      await cron(Date.now() + 10 * MINUTE);
      expect(mine()).toBe(0);
      await cron(Date.now() + 31 * MINUTE);
      expect(mine()).toBe(1);
      await cron(Date.now() + 32 * MINUTE);
      expect(mine()).toBe(1);
      expect((await postRow(post.id)).state).toBe('processing');
    },
  );
});

describe('network limits before queueing', () => {
  it(
    'YouTube refuses a video over 12 hours, an image, two files and a missing title; the test network keeps its rules',
    { timeout: HEAVY_TEST_MS },
    async () => {
      const fake = fakeYoutubeUpload();
      const o = await orgOwner();
      await connectYoutube(o, fake);
      const account = (await accountOf(o.org.id))!;
      const expectCode = async (res: Response, status: number, detail: string) => {
        expect(res.status, await res.clone().text()).toBe(status);
        expect(((await res.json()) as { detail?: string }).detail).toBe(detail);
      };
      const long = await videoAsset(o, 1000, 12 * 60 * MINUTE + 1000);
      await expectCode(await createPost(o, account.id, [long.id]), 422, 'publish_limit_too_long');
      const ok = await videoAsset(o, 1000, 12 * 60 * MINUTE);
      expect((await createPost(o, account.id, [ok.id])).status).toBe(201);
      const now = Date.now();
      const image = `ast_${crypto.randomUUID().slice(0, 8)}`;
      await db()
        .insert(assets)
        .values({
          id: image,
          organizationId: o.org.id,
          name: 'capa.png',
          kind: 'image',
          contentType: 'image/png',
          size: 10,
          r2Key: `x/${image}`,
          createdBy: o.user.id,
          createdAt: now,
          updatedAt: now,
        });
      await expectCode(await createPost(o, account.id, [image]), 422, 'publish_limit_kind');
      await expectCode(await createPost(o, account.id, [ok.id, long.id]), 422, 'publish_limit_file_count');
      await expectCode(await createPost(o, account.id, [ok.id], { title: '  ' }), 422, 'publish_limit_title_required');
      expect(await db().select().from(socialPosts).where(eq(socialPosts.organizationId, o.org.id)).all()).toHaveLength(1);
    },
  );
});
