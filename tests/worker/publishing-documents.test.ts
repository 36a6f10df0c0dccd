// PDF documents at the publish door (decision 091): LinkedIn takes one PDF of
// at most 100 MB and 300 pages, with a title; every other network refuses a
// document with its own code. Checked by the server before anything is queued.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assets, socialPosts } from '../../src/db/schema';
import { api, db, orgOwner, seedAsset, seedSocialAccount, type OrgOwner } from './helpers';

const MB = 1024 * 1024;

const account = (o: OrgOwner, network: 'linkedin' | 'youtube' | 'test') =>
  seedSocialAccount(o.org.id, network, { externalId: `ext-${network}`, connectedBy: o.user.id });

const post = (o: OrgOwner, accountId: string, network: string, assetIds: string[], title = 'Guia de preços') =>
  api('POST', `/orgs/${o.org.id}/publishing/posts`, o.cookie, {
    accountId,
    network,
    assetIds,
    caption: 'Nosso guia',
    title,
    when: 'scheduled',
    scheduledAt: new Date(Date.now() + 3_600_000).toISOString(),
  });

async function expectCode(res: Response, detail: string) {
  expect(res.status, await res.clone().text()).toBe(422);
  expect(((await res.json()) as { detail?: string }).detail).toBe(detail);
}

describe('documents at the publish door', () => {
  it('LinkedIn takes one titled PDF within 100 MB and 300 pages; other networks refuse a PDF by name', async () => {
    const o = await orgOwner('Estúdio documentos');
    const linkedin = await account(o, 'linkedin');
    const doc = await seedAsset(o.org.id, o.user.id, { kind: 'document', name: 'guia.pdf', pageCount: 300 });
    const res = await post(o, linkedin, 'linkedin', [doc]);
    expect(res.status, await res.clone().text()).toBe(201);

    await expectCode(await post(o, linkedin, 'linkedin', [doc], ' '), 'publish_limit_title_required');
    const long = await seedAsset(o.org.id, o.user.id, { kind: 'document', name: 'longo.pdf', pageCount: 301 });
    await expectCode(await post(o, linkedin, 'linkedin', [long]), 'publish_limit_too_many_pages');
    await db()
      .update(assets)
      .set({ size: 100 * MB + 1 })
      .where(eq(assets.id, long));
    await db().update(assets).set({ pageCount: null }).where(eq(assets.id, long));
    await expectCode(await post(o, linkedin, 'linkedin', [long]), 'publish_limit_too_large');
    const other = await seedAsset(o.org.id, o.user.id, { kind: 'document', name: 'outro.pdf', pageCount: 2 });
    await expectCode(await post(o, linkedin, 'linkedin', [doc, other]), 'publish_limit_file_count');
    const image = await seedAsset(o.org.id, o.user.id, { kind: 'image', name: 'capa.png' });
    await expectCode(await post(o, linkedin, 'linkedin', [doc, image]), 'publish_limit_kind');
    // An image post keeps needing no title.
    expect((await post(o, linkedin, 'linkedin', [image], '')).status).toBe(201);

    const youtube = await account(o, 'youtube');
    await expectCode(await post(o, youtube, 'youtube', [doc]), 'publish_limit_document_network');
    const test = await account(o, 'test');
    await expectCode(await post(o, test, 'test', [doc]), 'publish_limit_document_network');

    const queued = await db().select().from(socialPosts).where(eq(socialPosts.organizationId, o.org.id)).all();
    expect(queued).toHaveLength(2);
  });
});
