// Publishing, first slice (decision 057), through the real Worker: tokens sealed
// at rest, who may connect, the form's checks, the cron -> queue -> consumer path
// publishing once however often it runs, retries with backoff, and org scope.
import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  getQueueResult,
  waitOnExecutionContext,
} from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { app } from '../../src/app';
import type { PostView, PublishMessage, PublishStatusView, SocialAccountView } from '../../src/common/contracts/publishing';
import { emailOutbox, notifications, socialAccounts, socialPosts, testNetworkOutbox, users } from '../../src/db/schema';
import { ConnectorError, type Connectors } from '../../src/features/publishing/connector';
import { backoffSeconds, consumePublishQueue, publishPost } from '../../src/features/publishing/consumer';
import { socialTokenSecret } from '../../src/env';
import { decryptToken, encryptToken } from '../../src/platform/token-cipher';
import worker from '../../src/index';
import { api, BASE, call, db, expectFieldError, expectRefusal, HEAVY_TEST_MS, joined, orgOwner, seedAsset, type OrgOwner } from './helpers';

const MINUTE = 60_000;
const SECRET = 'test-social-secret';

/** A queue that only records: what the cron or the route sent. */
function fakeQueue() {
  const sent: PublishMessage[] = [];
  const queue = {
    send: async (body: PublishMessage) => void sent.push(body),
    sendBatch: async (msgs: { body: PublishMessage }[]) => void sent.push(...msgs.map((m) => m.body)),
  };
  return { sent, env: { ...env, PUBLISH_QUEUE: queue as unknown as typeof env.PUBLISH_QUEUE } };
}

async function connect(o: { org: { id: string }; cookie: string }, displayName = 'Estúdio teste'): Promise<SocialAccountView> {
  const res = await api('POST', `/orgs/${o.org.id}/publishing/accounts`, o.cookie, { network: 'test', displayName });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as SocialAccountView;
}

/** A new owner with a connected test-network account and a library file to post: where most tests start. */
async function readyToPost(file?: Parameters<typeof seedAsset>[2]) {
  const o = await orgOwner();
  const account = await connect(o);
  const asset = await seedAsset(o.org.id, o.user.id, file);
  return { o, account, asset };
}

const schedulePost = (o: OrgOwner, body: Record<string, unknown> | string) =>
  api('POST', `/orgs/${o.org.id}/publishing/posts`, o.cookie, body);

async function scheduled(o: OrgOwner, account: string, asset: string, at: number, caption = 'Lançamento de verão'): Promise<PostView> {
  const res = await schedulePost(o, {
    accountId: account,
    network: 'test',
    assetIds: [asset],
    caption,
    when: 'scheduled',
    scheduledAt: new Date(at).toISOString(),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as PostView;
}

async function runCron(e: typeof env, at: number, cron = '* * * * *') {
  const ctx = createExecutionContext();
  worker.scheduled(createScheduledController({ cron, scheduledTime: at }) as never, e, ctx);
  await waitOnExecutionContext(ctx);
}

async function deliver(messages: PublishMessage[], connectors?: Connectors) {
  const batch = createMessageBatch<PublishMessage>(
    'palco-publishing',
    messages.map((body, i) => ({ id: `m${i}`, timestamp: new Date(), attempts: 1, body })),
  );
  const ctx = createExecutionContext();
  if (connectors) await consumePublishQueue(batch, env, connectors);
  else await worker.queue(batch, env);
  return getQueueResult(batch, ctx);
}

const postRow = async (id: string) => (await db().select().from(socialPosts).where(eq(socialPosts.id, id)).get())!;
const outboxFor = (key: string) => db().select().from(testNetworkOutbox).where(eq(testNetworkOutbox.idempotencyKey, key)).all();

describe('publishing: tokens at rest', () => {
  it('a token round-trips through AES-GCM; the stored text is not the token and opens only with its secret and row', async () => {
    const stored = await encryptToken(SECRET, 'sac_1', 'test_abc123');
    expect(stored).not.toContain('test_abc123');
    expect(stored).toMatch(/^v1\./);
    expect(await decryptToken(SECRET, 'sac_1', stored)).toBe('test_abc123');
    // A fresh IV each time: the same token never seals to the same text.
    expect(await encryptToken(SECRET, 'sac_1', 'test_abc123')).not.toBe(stored);
    await expect(decryptToken('another-secret', 'sac_1', stored)).rejects.toThrow();
    await expect(decryptToken(SECRET, 'sac_2', stored)).rejects.toThrow();
  });

  it('connecting the test network stores only ciphertext, and the answer carries no token', { timeout: HEAVY_TEST_MS }, async () => {
    const o = await orgOwner();
    const account = await connect(o);
    expect(JSON.stringify(account)).not.toMatch(/token|test_/i);
    const row = (await db().select().from(socialAccounts).where(eq(socialAccounts.id, account.id)).get())!;
    expect(row.tokenCiphertext).not.toContain('test_');
    // The Worker's dev secret (no SOCIAL_TOKEN_SECRET in the test bindings) opens it.
    expect(await decryptToken('palco-development-social-token-secret', row.id, row.tokenCiphertext)).toMatch(/^test_[A-Za-z0-9_-]{20,}$/);
  });
});

describe('publishing: who may do what', () => {
  it('only admins and owners connect and disconnect; members publish; strangers see nothing', { timeout: HEAVY_TEST_MS }, async () => {
    const o = await orgOwner();
    const member = await joined(o.org.id, 'member');
    const admin = await joined(o.org.id, 'admin');
    const path = `/orgs/${o.org.id}/publishing/accounts`;
    await expectRefusal(await api('POST', path, member.cookie, { network: 'test', displayName: 'X' }), 403, 'access_denied');
    const account = await connect({ org: o.org, cookie: admin.cookie });
    await expectRefusal(await api('POST', path, o.cookie, { network: 'test', displayName: 'Y' }), 409, 'publish_account_exists');
    const status = (await (await api('GET', path, member.cookie)).json()) as PublishStatusView;
    expect(status).toEqual({ networks: ['test'], accounts: [account] });

    const asset = await seedAsset(o.org.id, o.user.id);
    const post = await scheduled({ ...o, cookie: member.cookie }, account.id, asset, Date.now() + 10 * MINUTE);
    expect(post).toMatchObject({ state: 'queued', accountName: 'Estúdio teste', attempts: 0, publishedUrl: null });
    expect(post.files).toEqual([{ id: asset, name: 'aula.mp4', kind: 'video' }]);

    await expectRefusal(await api('DELETE', `${path}/${account.id}`, member.cookie), 403, 'access_denied');
    expect((await api('DELETE', `${path}/${account.id}`, o.cookie)).status).toBe(204);
    expect((await api('GET', path, null)).status).toBe(401);
    const stranger = await orgOwner('Outra');
    expect((await api('GET', path, stranger.cookie)).status).toBe(404);
  });
});

describe('publishing: the form is checked', () => {
  it('bad input is refused with its code, never a 500, and nothing is saved', { timeout: HEAVY_TEST_MS }, async () => {
    const { o, account, asset } = await readyToPost();
    const base = {
      accountId: account.id,
      network: 'test',
      assetIds: [asset],
      caption: 'Oi',
      when: 'scheduled',
      scheduledAt: new Date(Date.now() + 5 * MINUTE).toISOString(),
    };
    await expectFieldError(await schedulePost(o, { ...base, caption: 'x'.repeat(2201) }), 'caption', 'publish_caption_too_long');
    await expectFieldError(
      await schedulePost(o, { ...base, scheduledAt: new Date(Date.now() - MINUTE).toISOString() }),
      'scheduledAt',
      'publish_time_in_past',
    );
    await expectFieldError(await schedulePost(o, { ...base, scheduledAt: 'amanhã' }), 'scheduledAt', 'publish_time_invalid');
    await expectFieldError(await schedulePost(o, { ...base, scheduledAt: undefined }), 'scheduledAt', 'publish_time_invalid');
    await expectFieldError(await schedulePost(o, { ...base, assetIds: [] }), 'assetIds', 'publish_files_required');
    await expectFieldError(await schedulePost(o, { ...base, network: 'myspace' }), 'network', 'publish_network_unavailable');
    await expectFieldError(await schedulePost(o, { ...base, title: 't'.repeat(101) }), 'title', 'publish_title_too_long');
    expect((await schedulePost(o, '{nope')).status).toBe(400);
    await expectRefusal(await schedulePost(o, { ...base, assetIds: ['ast_nope'] }), 422, 'publish_file_not_found');
    await expectRefusal(await schedulePost(o, { ...base, accountId: 'sac_nope' }), 422, 'publish_account_not_found');
    // 2,200 characters exactly is Instagram's limit, which the test network counts by.
    expect((await schedulePost(o, { ...base, caption: 'x'.repeat(2200) })).status).toBe(201);
    expect(await db().select().from(socialPosts).where(eq(socialPosts.organizationId, o.org.id)).all()).toHaveLength(1);
  });
});

describe('publishing: the options of a post', () => {
  it(
    'visibility, hashtags and a cover frame are checked per network, kept on the post, and the hashtags reach the network after the caption',
    { timeout: HEAVY_TEST_MS },
    async () => {
      const { o, account, asset } = await readyToPost({ durationMs: 20_000 });
      const base = {
        accountId: account.id,
        network: 'test',
        assetIds: [asset],
        caption: 'Pão de queijo',
        when: 'scheduled',
        scheduledAt: new Date(Date.now() + 5 * MINUTE).toISOString(),
      };
      // The test network offers public, unlisted and private, like YouTube; not "followers".
      await expectFieldError(await schedulePost(o, { ...base, privacy: 'followers' }), 'privacy', 'publish_privacy_unavailable');
      await expectFieldError(await schedulePost(o, { ...base, privacy: 'friends' }), 'privacy', 'publish_privacy_unavailable');
      await expectFieldError(await schedulePost(o, { ...base, coverMs: -1 }), 'coverMs', 'publish_cover_invalid');
      await expectFieldError(await schedulePost(o, { ...base, coverMs: 1.5 }), 'coverMs', 'publish_cover_invalid');
      await expectRefusal(await schedulePost(o, { ...base, coverMs: 25_000 }), 422, 'publish_cover_invalid');
      const tags = Array.from({ length: 31 }, (_, i) => `#t${i}`).join(' ');
      await expectFieldError(await schedulePost(o, { ...base, hashtags: tags }), 'hashtags', 'publish_too_many_hashtags');
      // The hashtags count toward the caption's length, as the network counts the text it gets.
      await expectFieldError(
        await schedulePost(o, { ...base, caption: 'x'.repeat(2190), hashtags: '#receitafacil' }),
        'caption',
        'publish_caption_too_long',
      );
      expect(await db().select().from(socialPosts).where(eq(socialPosts.organizationId, o.org.id)).all()).toHaveLength(0);

      const res = await schedulePost(o, {
        ...base,
        privacy: 'unlisted',
        coverMs: 12_000,
        hashtags: 'receita, #AirFryer #receita  ##lanche!',
      });
      expect(res.status, await res.clone().text()).toBe(201);
      const post = (await res.json()) as PostView;
      expect(post).toMatchObject({ privacy: 'unlisted', coverMs: 12_000, hashtags: ['#receita', '#AirFryer', '#lanche'] });

      await db()
        .update(socialPosts)
        .set({ scheduledAt: Date.now() - 1000 })
        .where(eq(socialPosts.id, post.id));
      expect((await deliver([{ postId: post.id }])).explicitAcks).toEqual(['m0']);
      const row = await postRow(post.id);
      expect(row.state).toBe('published');
      const [record] = await outboxFor(row.idempotencyKey);
      expect(record!.caption).toBe('Pão de queijo\n\n#receita #AirFryer #lanche');
    },
  );
});

describe('publishing: firing', () => {
  it(
    'the cron sends a scheduled post only once it is due, once however often it runs; redelivered, it is published once',
    { timeout: HEAVY_TEST_MS },
    async () => {
      const { o, account, asset } = await readyToPost({ kind: 'image', name: 'slide.png' });
      const at = Date.now() + 5 * MINUTE;
      const post = await scheduled(o, account.id, asset, at);
      const q = fakeQueue();

      await runCron(q.env, at - MINUTE);
      await runCron(q.env, at + MINUTE, '17 * * * *'); // housekeeping publishes nothing
      expect(q.sent.filter((m) => m.postId === post.id)).toEqual([]);
      await runCron(q.env, at + MINUTE);
      await runCron(q.env, at + 2 * MINUTE);
      const mine = q.sent.filter((m) => m.postId === post.id);
      expect(mine).toEqual([{ postId: post.id }]);

      // The queue delivers it, then (at least once, not exactly once) again, even in the same batch.
      expect((await deliver([...mine, ...mine])).explicitAcks.sort()).toEqual(['m0', 'm1']);
      expect((await deliver(mine)).explicitAcks).toEqual(['m0']);
      const row = await postRow(post.id);
      expect(row).toMatchObject({ state: 'published', attempts: 1, failureReason: null });
      const records = await outboxFor(row.idempotencyKey);
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({ caption: 'Lançamento de verão', accountName: 'Estúdio teste' });
      expect(row.publishedUrl).toBe(`https://test-network.palco.local/p/${records[0]!.id}`);
    },
  );

  it(
    'a minute with hundreds of due posts is claimed in pieces D1 and the queue accept: each sent once',
    { timeout: HEAVY_TEST_MS },
    async () => {
      const { o, account } = await readyToPost();
      const now = Date.now();
      const ids = Array.from({ length: 250 }, (_, i) => `pst_many${String(i).padStart(3, '0')}`);
      const rows = ids.map((id) => ({
        id,
        organizationId: o.org.id,
        accountId: account.id,
        network: 'test',
        accountName: 'Estúdio teste',
        assetIds: '[]',
        scheduledAt: now + MINUTE,
        state: 'queued',
        idempotencyKey: `${id}:test`,
        createdBy: o.user.id,
        createdAt: now,
        updatedAt: now,
      }));
      // D1 binds at most 100 values a query: a few rows an insert.
      for (let i = 0; i < rows.length; i += 4)
        await db()
          .insert(socialPosts)
          .values(rows.slice(i, i + 4));
      const q = fakeQueue();
      await runCron(q.env, now + 2 * MINUTE);
      const mine = q.sent.map((m) => m.postId).filter((id) => id.startsWith('pst_many'));
      expect(mine.sort()).toEqual(ids);
      await runCron(q.env, now + 3 * MINUTE);
      expect(q.sent.filter((m) => m.postId.startsWith('pst_many'))).toHaveLength(250);
    },
  );

  it('"publish now" goes to the queue at once, one message', { timeout: HEAVY_TEST_MS }, async () => {
    const { o, account, asset } = await readyToPost();
    const q = fakeQueue();
    const ctx = createExecutionContext();
    const res = await app.fetch(
      new Request(`${BASE}/api/v1/orgs/${o.org.id}/publishing/posts`, {
        method: 'POST',
        headers: { Origin: BASE, Cookie: o.cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify({ accountId: account.id, network: 'test', assetIds: [asset], caption: 'Agora', when: 'now' }),
      }),
      q.env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(201);
    const post = (await res.json()) as PostView;
    expect(q.sent).toEqual([{ postId: post.id }]);
    await runCron(q.env, Date.now() + MINUTE);
    expect(q.sent.filter((m) => m.postId === post.id)).toHaveLength(1);
    await deliver([{ postId: post.id }]);
    expect((await postRow(post.id)).state).toBe('published');
  });

  it('a retryable failure is retried with a growing delay, then the post fails with the reason', { timeout: HEAVY_TEST_MS }, async () => {
    const { o, account, asset } = await readyToPost();
    const post = await scheduled(o, account.id, asset, Date.now() + MINUTE);
    let calls = 0;
    const flaky: Connectors = {
      test: {
        publish: async () => {
          calls += 1;
          throw new ConnectorError('rate limited (429)', true);
        },
      },
    };
    const msg = [{ postId: post.id }];
    // The message goes back to the queue (the test harness does not report its delay: the outcome below does).
    expect((await deliver(msg, flaky)).retryMessages.map((m) => m.msgId)).toEqual(['m0']);
    expect(await postRow(post.id)).toMatchObject({ state: 'queued', attempts: 1, failureReason: 'rate limited (429)' });
    expect(backoffSeconds(1)).toBe(30);
    const deps = { db: db(), bucket: env.FILES, secret: socialTokenSecret(env), connectors: flaky };
    expect(await publishPost(deps, post.id)).toEqual({ done: false, retryInSeconds: 60 });
    const last = await deliver(msg, flaky);
    expect(last.retryMessages).toEqual([]);
    expect(last.explicitAcks).toEqual(['m0']);
    expect(await postRow(post.id)).toMatchObject({ state: 'failed', attempts: 3, failureReason: 'rate limited (429)', publishedUrl: null });
    expect(calls).toBe(3);
    // A failed post is never tried again.
    await deliver(msg, flaky);
    expect(calls).toBe(3);
  });

  it(
    'a refusal that cannot be retried fails at once; a disconnected account fails its queued post',
    { timeout: HEAVY_TEST_MS },
    async () => {
      const { o, account, asset } = await readyToPost();
      const refused = await scheduled(o, account.id, asset, Date.now() + MINUTE);
      const refusing: Connectors = { test: { publish: async () => Promise.reject(new ConnectorError('video too long', false)) } };
      expect((await deliver([{ postId: refused.id }], refusing)).explicitAcks).toEqual(['m0']);
      expect(await postRow(refused.id)).toMatchObject({ state: 'failed', attempts: 1, failureReason: 'video too long' });

      const orphan = await scheduled(o, account.id, asset, Date.now() + MINUTE);
      expect((await api('DELETE', `/orgs/${o.org.id}/publishing/accounts/${account.id}`, o.cookie)).status).toBe(204);
      await deliver([{ postId: orphan.id }]);
      expect(await postRow(orphan.id)).toMatchObject({ state: 'failed', failureReason: 'publish_reason_account_disconnected' });
      expect(await outboxFor((await postRow(orphan.id)).idempotencyKey)).toEqual([]);
    },
  );
});

describe('publishing: failure notices (decision 077)', () => {
  const mailsTo = (email: string) => db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).all();
  const noticesOf = (userId: string) => db().select().from(notifications).where(eq(notifications.userId, userId)).all();

  it(
    "a permanent failure tells the admins and the author once each, in the bell and by email with the network's reason; switches are honoured",
    { timeout: HEAVY_TEST_MS },
    async () => {
      const { o, account, asset } = await readyToPost();
      const admin = await joined(o.org.id, 'admin');
      const ana = await joined(o.org.id, 'member');
      const bia = await joined(o.org.id, 'member');
      await db().update(users).set({ locale: 'en' }).where(eq(users.id, ana.user.id));
      // The admin turned this email off: the bell still tells them.
      const prefs = {
        mention: true,
        review_request: true,
        review_decision: true,
        due_tomorrow: true,
        publish_failed: false,
        guest_comment: true,
      };
      expect((await api('PUT', '/account/notification-emails', admin.cookie, prefs)).status).toBe(200);
      const post = await scheduled({ ...o, cookie: ana.cookie }, account.id, asset, Date.now() + MINUTE, 'Teaser do verão');
      const refusing: Connectors = {
        test: { publish: async () => Promise.reject(new ConnectorError('video too long (max 90 s)', false)) },
      };
      await deliver([{ postId: post.id }, { postId: post.id }], refusing);
      // A redelivery, and the same failure reached again by another path, say nothing twice.
      await deliver([{ postId: post.id }], refusing);
      expect((await postRow(post.id)).state).toBe('failed');

      for (const who of [o, admin, ana]) {
        const rows = await noticesOf(who.user.id);
        expect(rows.map((r) => [r.kind, r.organizationId, r.projectId])).toEqual([['publish_failed', o.org.id, null]]);
        expect(JSON.parse(rows[0]!.payload)).toMatchObject({ accountName: 'Estúdio teste', reason: 'video too long (max 90 s)' });
      }
      expect(await noticesOf(bia.user.id)).toEqual([]);

      const ownerMail = await mailsTo(o.user.email);
      expect(ownerMail.map((m) => [m.kind, m.locale])).toEqual([['notification_publish_failed', 'pt-BR']]);
      expect(ownerMail[0]!.subject).toBe('Uma publicação falhou no Palco');
      expect(ownerMail[0]!.textBody).toContain('“video too long (max 90 s)”');
      const anaMail = await mailsTo(ana.user.email);
      expect(anaMail.map((m) => [m.kind, m.locale])).toEqual([['notification_publish_failed', 'en']]);
      expect(anaMail[0]!.textBody).toContain(
        'The post “Teaser do verão” to the account “Estúdio teste” failed: “video too long (max 90 s)”',
      );
      expect(await mailsTo(admin.user.email)).toEqual([]);
      expect(await mailsTo(bia.user.email)).toEqual([]);

      // The bell reads it, with no project to open.
      const bell = await api('GET', `/orgs/${o.org.id}/notifications`, admin.cookie);
      const items = ((await bell.json()) as { items: { kind: string; project: unknown }[] }).items;
      expect(items).toMatchObject([{ kind: 'publish_failed', project: null }]);
    },
  );

  it(
    'our own reason (a disconnected account) is told in words; a retryable failure that then succeeds tells nobody',
    { timeout: HEAVY_TEST_MS },
    async () => {
      const { o, account, asset } = await readyToPost();
      let calls = 0;
      const flakyOnce: Connectors = {
        test: {
          publish: async () => {
            calls += 1;
            if (calls === 1) throw new ConnectorError('timeout', true);
            return { state: 'published' as const, url: 'https://test-network.palco.local/p/ok' };
          },
        },
      };
      const post = await scheduled(o, account.id, asset, Date.now() + MINUTE);
      expect((await deliver([{ postId: post.id }], flakyOnce)).retryMessages).toHaveLength(1);
      await deliver([{ postId: post.id }], flakyOnce);
      expect(await postRow(post.id)).toMatchObject({ state: 'published', attempts: 2 });
      expect(await noticesOf(o.user.id)).toEqual([]);
      expect(await mailsTo(o.user.email)).toEqual([]);

      const orphan = await scheduled(o, account.id, asset, Date.now() + MINUTE);
      expect((await api('DELETE', `/orgs/${o.org.id}/publishing/accounts/${account.id}`, o.cookie)).status).toBe(204);
      await deliver([{ postId: orphan.id }]);
      const mail = await mailsTo(o.user.email);
      expect(mail).toHaveLength(1);
      expect(mail[0]!.textBody).toContain('falhou: a conta foi desconectada.');
      expect((await noticesOf(o.user.id)).map((n) => n.kind)).toEqual(['publish_failed']);
    },
  );
});

describe('publishing: reschedule (decision 077)', () => {
  const reschedule = (o: { org: { id: string }; cookie: string }, id: string, body: unknown) =>
    api('POST', `/orgs/${o.org.id}/publishing/posts/${id}/reschedule`, o.cookie, body);

  it('a waiting post moves to a new future time and fires then, not before', { timeout: HEAVY_TEST_MS }, async () => {
    const { o, account, asset } = await readyToPost();
    const ana = await joined(o.org.id, 'member');
    const post = await scheduled(o, account.id, asset, Date.now() + 10 * MINUTE);
    expect(post).toMatchObject({ movable: true });
    const later = Date.now() + 3 * 60 * MINUTE;
    // Any member may move it, like cancel.
    const res = await reschedule({ ...o, cookie: ana.cookie }, post.id, {
      scheduledAt: new Date(later).toISOString(),
      version: post.version,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const moved = (await res.json()) as PostView;
    expect(Date.parse(moved.scheduledAt)).toBe(later);
    expect(moved.version).toBeGreaterThan(post.version);
    expect((await postRow(post.id)).scheduledAt).toBe(later);
    // The old time passes: nothing fires; the new one does.
    const q = fakeQueue();
    // (Other tests' posts in this file's database may fire too: only this one's messages count.)
    const mine = () => q.sent.filter((m) => m.postId === post.id);
    await runCron(q.env, Date.now() + 20 * MINUTE);
    expect(mine()).toEqual([]);
    await runCron(q.env, later + MINUTE);
    expect(mine()).toEqual([{ postId: post.id }]);
  });

  it(
    'the past, bad input, a stale version and a post already on its way are refused with their codes',
    { timeout: HEAVY_TEST_MS },
    async () => {
      const { o, account, asset } = await readyToPost();
      const post = await scheduled(o, account.id, asset, Date.now() + 10 * MINUTE);
      const at = (ms: number) => new Date(ms).toISOString();
      await expectFieldError(
        await reschedule(o, post.id, { scheduledAt: at(Date.now() - MINUTE), version: post.version }),
        'scheduledAt',
        'publish_time_in_past',
      );
      await expectFieldError(
        await reschedule(o, post.id, { scheduledAt: 'amanhã', version: post.version }),
        'scheduledAt',
        'publish_time_invalid',
      );
      await expectFieldError(
        await reschedule(o, post.id, { scheduledAt: at(Date.now() + 400 * 24 * 60 * MINUTE), version: post.version }),
        'scheduledAt',
        'publish_time_too_far',
      );
      await expectFieldError(await reschedule(o, post.id, { scheduledAt: at(Date.now() + 60 * MINUTE) }), 'version', 'validation_error');
      expect((await postRow(post.id)).scheduledAt).toBe(Date.parse(post.scheduledAt));
      // Someone else moved it since this caller read it.
      await expectRefusal(
        await reschedule(o, post.id, { scheduledAt: at(Date.now() + 60 * MINUTE), version: post.version - 1 }),
        409,
        'publish_post_changed',
      );

      // Published: it cannot move; nor can one the cron already handed to the queue.
      const q = fakeQueue();
      await runCron(q.env, Date.now() + 11 * MINUTE);
      expect(q.sent).toEqual([{ postId: post.id }]);
      const handed = await postRow(post.id);
      await expectRefusal(
        await reschedule(o, post.id, { scheduledAt: at(Date.now() + 60 * MINUTE), version: handed.updatedAt }),
        409,
        'publish_not_reschedulable',
      );
      await deliver([{ postId: post.id }]);
      const published = await postRow(post.id);
      expect(published.state).toBe('published');
      await expectRefusal(
        await reschedule(o, post.id, { scheduledAt: at(Date.now() + 60 * MINUTE), version: published.updatedAt }),
        409,
        'publish_not_reschedulable',
      );
      expect((await postRow(post.id)).scheduledAt).toBe(Date.parse(post.scheduledAt));
    },
  );

  it("another organization's post is not found, and strangers are refused", { timeout: HEAVY_TEST_MS }, async () => {
    const { o, account, asset } = await readyToPost();
    const post = await scheduled(o, account.id, asset, Date.now() + 10 * MINUTE);
    const other = await orgOwner('Outra');
    const body = { scheduledAt: new Date(Date.now() + 60 * MINUTE).toISOString(), version: post.version };
    await expectRefusal(await reschedule(other, post.id, body), 404, 'not_found');
    expect((await reschedule({ org: o.org, cookie: other.cookie }, post.id, body)).status).toBe(404);
    expect((await reschedule({ org: o.org, cookie: null as never }, post.id, body)).status).toBe(401);
    expect((await postRow(post.id)).scheduledAt).toBe(Date.parse(post.scheduledAt));
  });
});

describe('publishing: cancel, list and organization scope', () => {
  it("a queued post is cancelled and never fires; another organization's post is 404", { timeout: HEAVY_TEST_MS }, async () => {
    const a = await orgOwner('A');
    const b = await orgOwner('B');
    const account = await connect(b);
    const asset = await seedAsset(b.org.id, b.user.id);
    const post = await scheduled(b, account.id, asset, Date.now() + 2 * MINUTE);

    await expectRefusal(await api('POST', `/orgs/${a.org.id}/publishing/posts/${post.id}/cancel`, a.cookie), 404, 'not_found');
    expect(await (await api('GET', `/orgs/${a.org.id}/publishing/posts`, a.cookie)).json()).toEqual([]);
    expect((await api('GET', `/orgs/${b.org.id}/publishing/posts`, a.cookie)).status).toBe(404);
    // Nor can A publish B's file through its own account.
    const mine = await connect(a);
    await expectRefusal(
      await schedulePost(a, { accountId: mine.id, network: 'test', assetIds: [asset], when: 'now' }),
      422,
      'publish_file_not_found',
    );
    await expectRefusal(
      await schedulePost(a, { accountId: account.id, network: 'test', assetIds: [await seedAsset(a.org.id, a.user.id)], when: 'now' }),
      422,
      'publish_account_not_found',
    );

    const cancelled = await api('POST', `/orgs/${b.org.id}/publishing/posts/${post.id}/cancel`, b.cookie);
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as PostView).state).toBe('cancelled');
    await expectRefusal(
      await api('POST', `/orgs/${b.org.id}/publishing/posts/${post.id}/cancel`, b.cookie),
      409,
      'publish_not_cancellable',
    );
    const q = fakeQueue();
    await runCron(q.env, Date.now() + 5 * MINUTE);
    expect(q.sent.filter((m) => m.postId === post.id)).toEqual([]);
    await deliver([{ postId: post.id }]);
    expect((await postRow(post.id)).state).toBe('cancelled');
    const list = (await (await api('GET', `/orgs/${b.org.id}/publishing/posts`, b.cookie)).json()) as PostView[];
    expect(list.map((p) => [p.id, p.state])).toEqual([[post.id, 'cancelled']]);
  });

  it('the test network outbox page exists only in local development', async () => {
    const res = await call('/__dev/posts', { headers: { Accept: 'application/json' } });
    expect(res.headers.get('content-type') ?? '').not.toContain('application/json');
  });
});
