// What the TikTok publish form asks the Worker before a post (decision 092), through
// the real app against the fake of TikTok's API: creator_info for the connected
// account (nickname, the creator's privacy levels, interactions it turned off,
// whether photo posts can go), and the refusals at queueing time — photos without
// the verified origin, a video longer than the creator may post, branded content
// made private — with the choices kept on the post.
import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { app } from '../../src/app';
import type { PostView } from '../../src/common/contracts/publishing';
import type { TiktokCreatorInfoView } from '../../src/common/contracts/tiktok-post';
import { assets } from '../../src/db/schema';
import { socialTokenSecret } from '../../src/env';
import { publishPost } from '../../src/features/publishing/consumer';
import { makeTiktokConnector } from '../../src/features/publishing/networks/tiktok';
import { fakeTiktok } from './fake-tiktok';
import { BASE, db, orgOwner, seedSocialAccount, type OrgOwner } from './helpers';

afterEach(() => vi.restoreAllMocks());

const MEDIA = { ...env, TIKTOK_MEDIA_ORIGIN: 'https://media.palco.test' };

function send(path: string, o: OrgOwner, init: RequestInit = {}, bindings: typeof env = env): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('Origin', BASE);
  headers.set('Cookie', o.cookie);
  if (init.body) headers.set('Content-Type', 'application/json');
  return Promise.resolve(
    app.request(
      new Request(new URL(`/api/v1/orgs/${o.org.id}${path}`, BASE), { ...init, headers }),
      undefined,
      bindings,
      createExecutionContext(),
    ),
  );
}

const tiktokAccount = (o: OrgOwner, token = 'act.valid') =>
  seedSocialAccount(o.org.id, 'tiktok', { displayName: 'Cozinha da Bia', token, secret: socialTokenSecret(env) });

async function asset(o: OrgOwner, kind: 'video' | 'image', durationMs: number | null = null): Promise<string> {
  const id = `ast_${crypto.randomUUID().slice(0, 8)}`;
  const now = Date.now();
  const r2Key = `orgs/${o.org.id}/media/${id}`;
  await env.FILES.put(r2Key, new Uint8Array(2048).fill(9));
  await db()
    .insert(assets)
    .values({
      id,
      organizationId: o.org.id,
      name: kind === 'video' ? 'receita.mp4' : 'receita.jpg',
      kind,
      contentType: kind === 'video' ? 'video/mp4' : 'image/jpeg',
      size: 2048,
      r2Key,
      durationMs,
      createdBy: o.user.id,
      createdAt: now,
      updatedAt: now,
    });
  return id;
}

const postBody = (accountId: string, assetIds: string[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    accountId,
    network: 'tiktok',
    assetIds,
    caption: 'Pão de queijo',
    privacy: 'public',
    tiktok: { allowComment: true },
    when: 'scheduled',
    scheduledAt: new Date(Date.now() + 3600_000).toISOString(),
    ...extra,
  });

const detail = async (res: Response) => JSON.stringify(await res.json());

describe('tiktok: the form asks creator_info through the Worker', () => {
  it("answers the creator's nickname, privacy levels, disabled interactions and whether photos can go", async () => {
    const fake = fakeTiktok({ privacyOptions: ['FOLLOWER_OF_CREATOR', 'SELF_ONLY'], maxDurationSec: 180 });
    const o = await orgOwner();
    const id = await tiktokAccount(o);
    const res = await send(`/publishing/accounts/${id}/tiktok/creator-info`, o);
    expect(res.status).toBe(200);
    expect((await res.json()) as TiktokCreatorInfoView).toEqual({
      nickname: 'Cozinha da Bia',
      username: 'cozinhadabia',
      privacy: ['followers', 'private'],
      commentDisabled: false,
      duetDisabled: true,
      stitchDisabled: false,
      maxVideoSeconds: 180,
      photoPosts: false,
    });
    const withOrigin = await send(`/publishing/accounts/${id}/tiktok/creator-info`, o, {}, MEDIA);
    expect(((await withOrigin.json()) as TiktokCreatorInfoView).photoPosts).toBe(true);
    // The token went to TikTok from the Worker, as a bearer.
    expect(fake.calls.filter((c) => c.url.pathname === '/v2/post/publish/creator_info/query/')).toHaveLength(2);
  });

  it("another organization's account is not found; TikTok refusing the token is a clear 502", async () => {
    fakeTiktok();
    const o = await orgOwner();
    const other = await orgOwner('Outra');
    const theirs = await tiktokAccount(other);
    const res = await send(`/publishing/accounts/${theirs}/tiktok/creator-info`, o);
    expect(res.status).toBe(422);
    expect(await detail(res)).toContain('publish_account_not_found');
    const revoked = await tiktokAccount(o, 'act.revoked');
    const failed = await send(`/publishing/accounts/${revoked}/tiktok/creator-info`, o);
    expect(failed.status).toBe(502);
    expect(await detail(failed)).toContain('publish_tiktok_creator_info_failed');
  });
});

describe('tiktok: queueing a post', () => {
  it('photos need the verified origin; with it the photo post is queued with its choices', async () => {
    fakeTiktok();
    const o = await orgOwner();
    const id = await tiktokAccount(o);
    const photos = [await asset(o, 'image'), await asset(o, 'image')];
    const refused = await send('/publishing/posts', o, { method: 'POST', body: postBody(id, photos) });
    expect(refused.status).toBe(422);
    expect(await detail(refused)).toContain('publish_tiktok_photos_need_domain');
    const ok = await send('/publishing/posts', o, { method: 'POST', body: postBody(id, photos) }, MEDIA);
    expect(ok.status).toBe(201);
    expect(((await ok.json()) as PostView).tiktok).toEqual({
      allowComment: true,
      allowDuet: false,
      allowStitch: false,
      commercial: false,
      yourBrand: false,
      brandedContent: false,
    });
  });

  it('a video longer than the creator may post and an audience it lacks are refused; branded content cannot be private', async () => {
    fakeTiktok({ maxDurationSec: 60 });
    const o = await orgOwner();
    const id = await tiktokAccount(o);
    const long = await send('/publishing/posts', o, { method: 'POST', body: postBody(id, [await asset(o, 'video', 61_000)]) });
    expect(long.status).toBe(422);
    expect(await detail(long)).toContain('publish_tiktok_video_too_long');
    const fits = await send('/publishing/posts', o, { method: 'POST', body: postBody(id, [await asset(o, 'video', 60_000)]) });
    expect(fits.status).toBe(201);
    const branded = await send('/publishing/posts', o, {
      method: 'POST',
      body: postBody(id, [await asset(o, 'video', 30_000)], { privacy: 'private', tiktok: { commercial: true, brandedContent: true } }),
    });
    expect(branded.status).toBe(422);
    expect(await detail(branded)).toContain('publish_tiktok_branded_private');
    // An audience the creator does not offer is refused now, not failed later.
    const fake = fakeTiktok({ privacyOptions: ['SELF_ONLY'] });
    const notOffered = await send('/publishing/posts', o, { method: 'POST', body: postBody(id, [await asset(o, 'video', 30_000)]) });
    expect(notOffered.status).toBe(422);
    expect(await detail(notOffered)).toContain('publish_privacy_unavailable');
    // TikTok not answering leaves the check to the connector: a scheduled post is still queued.
    fake.tokens.clear();
    const unanswered = await send('/publishing/posts', o, { method: 'POST', body: postBody(id, [await asset(o, 'video', 30_000)]) });
    expect(unanswered.status).toBe(201);
  });

  it('the queue sends the stored choices in post_info and the photos by their links', async () => {
    const fake = fakeTiktok({ pull: async (url) => app.request(url, undefined, env), commentDisabled: false });
    const o = await orgOwner();
    const id = await tiktokAccount(o);
    const photos = [await asset(o, 'image'), await asset(o, 'image'), await asset(o, 'image')];
    const res = await send(
      '/publishing/posts',
      o,
      {
        method: 'POST',
        body: postBody(id, photos, {
          privacy: 'followers',
          title: 'Domingo',
          tiktok: { allowComment: false, commercial: true, brandedContent: true },
        }),
      },
      MEDIA,
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const post = (await res.json()) as PostView;
    const deps = {
      db: db(),
      bucket: env.FILES,
      secret: socialTokenSecret(env),
      connectors: { tiktok: makeTiktokConnector({ mediaOrigin: MEDIA.TIKTOK_MEDIA_ORIGIN }) },
    };
    expect(await publishPost(deps, post.id)).toMatchObject({ done: true });
    const [upload] = fake.uploads;
    expect(upload!.photoImages).toHaveLength(3);
    expect(upload!.postInfo).toEqual({
      title: 'Domingo',
      description: 'Pão de queijo',
      // The fake's creator offers mutual friends, not followers: the nearest TikTok level of "followers".
      privacy_level: 'MUTUAL_FOLLOW_FRIENDS',
      disable_comment: true,
      brand_content_toggle: true,
      brand_organic_toggle: false,
    });
  });
});
