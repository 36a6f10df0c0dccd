// Brand kits through the real Worker: fields validated, roles enforced, one
// default at all times, uploaded fonts checked by bytes, snapshots frozen.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { BrandFontView, BrandKitSnapshot, BrandKitView } from '../../src/common/contracts/brand-kits';
import { assets } from '../../src/db/schema';
import { createOrganization } from '../../src/features/orgs/service';
import { newId } from '../../src/platform/crypto';
import { headerThenGarbage, realSfnt, realWoff2, woff2Bytes } from '../fixtures/fonts';
import { api, call, db, joined, signedIn } from './helpers';
// A real font as a foundry ships it (Vite inlines it as a data URL): the fixtures' fonts are small.
import loraUrl from '@fontsource/lora/files/lora-latin-400-normal.woff2?inline';

const ORIGIN = 'http://palco.test';

const json = (method: string, path: string, cookie: string, body?: unknown) => api(method, path, cookie, body);

const sendFont = (org: string, cookie: string, family: string, body: Uint8Array) =>
  call(`/api/v1/orgs/${org}/brand-fonts?family=${encodeURIComponent(family)}`, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: ORIGIN, 'Content-Type': 'application/octet-stream', 'Content-Length': String(body.byteLength) },
    body: body as Uint8Array<ArrayBuffer>,
  });

async function team() {
  const owner = await signedIn();
  const org = await createOrganization(db(), owner.user, { name: 'Café Aurora' });
  const join = (role: 'admin' | 'member') => joined(org.id, role);
  return { owner, org, admin: await join('admin'), member: await join('member') };
}

async function create(org: string, cookie: string, name: string): Promise<BrandKitView> {
  const res = await json('POST', `/orgs/${org}/brand-kits`, cookie, { name });
  expect(res.status).toBe(201);
  return (await res.json()) as BrandKitView;
}

const list = async (org: string, cookie: string) => (await (await json('GET', `/orgs/${org}/brand-kits`, cookie)).json()) as BrandKitView[];

async function image(orgId: string, kind: 'image' | 'video' = 'image') {
  const id = newId('ast');
  await db()
    .insert(assets)
    .values({
      id,
      organizationId: orgId,
      name: `${id}.png`,
      kind,
      contentType: kind === 'image' ? 'image/png' : 'video/mp4',
      size: 10,
      r2Key: `orgs/${orgId}/media/${id}`,
      width: 400,
      height: 200,
      createdAt: Date.now(),
      updatedAt: Date.now(),
    });
  return id;
}

describe('default kit rules', () => {
  it('the first kit is the default; others are not; moving the default leaves exactly one', async () => {
    const { owner, org } = await team();
    const a = await create(org.id, owner.cookie, 'Principal');
    const b = await create(org.id, owner.cookie, 'Campanha');
    expect([a.isDefault, b.isDefault]).toEqual([true, false]);
    const moved = await json('POST', `/orgs/${org.id}/brand-kits/${b.id}/default`, owner.cookie);
    expect(moved.status).toBe(200);
    const kits = await list(org.id, owner.cookie);
    expect(kits.filter((k) => k.isDefault).map((k) => k.id)).toEqual([b.id]);
    expect(kits[0]!.id).toBe(b.id); // the default is listed first
  });

  it('deleting the default promotes another; deleting the last leaves none', async () => {
    const { owner, org } = await team();
    const a = await create(org.id, owner.cookie, 'A');
    const b = await create(org.id, owner.cookie, 'B');
    expect((await json('DELETE', `/orgs/${org.id}/brand-kits/${a.id}`, owner.cookie)).status).toBe(204);
    expect((await list(org.id, owner.cookie)).map((k) => [k.id, k.isDefault])).toEqual([[b.id, true]]);
    expect((await json('DELETE', `/orgs/${org.id}/brand-kits/${b.id}`, owner.cookie)).status).toBe(204);
    expect(await list(org.id, owner.cookie)).toEqual([]);
    const c = await create(org.id, owner.cookie, 'C');
    expect(c.isDefault).toBe(true);
  });

  it('two first kits created at once: exactly one becomes the default', async () => {
    const { owner, org } = await team();
    await Promise.all(['X', 'Y', 'Z'].map((n) => create(org.id, owner.cookie, n)));
    expect((await list(org.id, owner.cookie)).filter((k) => k.isDefault)).toHaveLength(1);
  });

  it('duplicating copies every field under a new name and does not copy the default', async () => {
    const { owner, org } = await team();
    const a = await create(org.id, owner.cookie, 'Original');
    await json('PATCH', `/orgs/${org.id}/brand-kits/${a.id}`, owner.cookie, {
      colors: { ...a.colors, primary: '#123456' },
      voice: { ...a.voice, wordsToUse: ['café', 'aroma'] },
    });
    const res = await json('POST', `/orgs/${org.id}/brand-kits/${a.id}/duplicate`, owner.cookie, { name: 'Cópia' });
    expect(res.status).toBe(201);
    const copy = (await res.json()) as BrandKitView;
    expect(copy).toMatchObject({
      name: 'Cópia',
      isDefault: false,
      colors: { primary: '#123456' },
      voice: { wordsToUse: ['café', 'aroma'] },
    });
    expect(copy.id).not.toBe(a.id);
  });

  it('an organization has at most 20 kits', async () => {
    const { owner, org } = await team();
    for (let i = 0; i < 20; i++) await create(org.id, owner.cookie, `Kit ${i}`);
    const res = await json('POST', `/orgs/${org.id}/brand-kits`, owner.cookie, { name: 'One too many' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ detail: 'brand_kit_limit_reached' });
  });
});

describe('fields are validated', () => {
  it('bad colours, long names and unknown fonts answer 422 with the field and message', async () => {
    const { owner, org } = await team();
    const kit = await create(org.id, owner.cookie, 'Kit');
    const patch = (body: unknown) => json('PATCH', `/orgs/${org.id}/brand-kits/${kit.id}`, owner.cookie, body);
    const bad = await patch({ colors: { ...kit.colors, accent: 'blue' } });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({ detail: [{ loc: ['body', 'colors', 'accent'], msg: 'validation.colorInvalid', type: 'custom' }] });
    const long = await json('POST', `/orgs/${org.id}/brand-kits`, owner.cookie, { name: 'x'.repeat(81) });
    expect(long.status).toBe(422);
    expect(((await long.json()) as { detail: { msg: string }[] }).detail[0]!.msg).toBe('validation.kitNameTooLong');
    expect((await patch({ fonts: { heading: { source: 'bundled', id: 'papyrus' }, body: kit.fonts.body } })).status).toBe(422);
    expect((await patch({ social: { handle: 'not ok!', avatar: null } })).status).toBe(422);
    // Nothing of the refused edits was kept.
    const [again] = await list(org.id, owner.cookie);
    expect(again!.colors).toEqual(kit.colors);
    expect(again!.version).toBe(kit.version);
  });

  it('saves a valid edit, normalised, and moves the version on', async () => {
    const { owner, org } = await team();
    const kit = await create(org.id, owner.cookie, 'Kit');
    const res = await json('PATCH', `/orgs/${org.id}/brand-kits/${kit.id}`, owner.cookie, {
      name: '  Aurora  ',
      colors: { ...kit.colors, primary: '#ABC' },
      social: { handle: 'cafe.aurora', avatar: null },
    });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as BrandKitView;
    expect(saved).toMatchObject({
      name: 'Aurora',
      colors: { primary: '#aabbcc' },
      social: { handle: '@cafe.aurora' },
      version: kit.version + 1,
    });
  });

  it('logos must be images of the same organization', async () => {
    const { owner, org } = await team();
    const other = await signedIn();
    const otherOrg = await createOrganization(db(), other.user, { name: 'Outra Marca' });
    const kit = await create(org.id, owner.cookie, 'Kit');
    const logos = (light: string) =>
      json('PATCH', `/orgs/${org.id}/brand-kits/${kit.id}`, owner.cookie, { logos: { light, dark: null, icon: null } });
    for (const foreign of [await image(otherOrg.id), await image(org.id, 'video'), 'ast_missing']) {
      const res = await logos(foreign);
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ detail: 'brand_image_invalid' });
    }
    const mine = await image(org.id);
    expect((await logos(mine)).status).toBe(200);
  });

  it('a logo deleted from the library leaves the kit readable and savable', async () => {
    const { owner, org } = await team();
    const kit = await create(org.id, owner.cookie, 'Kit');
    const logo = await image(org.id);
    await json('PATCH', `/orgs/${org.id}/brand-kits/${kit.id}`, owner.cookie, { logos: { light: logo, dark: null, icon: logo } });
    await env.DB.prepare('DELETE FROM assets WHERE id = ?').bind(logo).run();
    const [read] = await list(org.id, owner.cookie);
    expect(read!.logos).toEqual({ light: null, dark: null, icon: null });
    expect((await json('PATCH', `/orgs/${org.id}/brand-kits/${kit.id}`, owner.cookie, { name: 'Still fine' })).status).toBe(200);
  });
});

describe('access', () => {
  it('members read; admins and owners edit; members cannot change anything', async () => {
    const { owner, admin, member, org } = await team();
    const kit = await create(org.id, admin.cookie, 'Kit do admin');
    expect((await list(org.id, member.cookie)).map((k) => k.id)).toEqual([kit.id]);
    const attempts = [
      json('POST', `/orgs/${org.id}/brand-kits`, member.cookie, { name: 'No' }),
      json('PATCH', `/orgs/${org.id}/brand-kits/${kit.id}`, member.cookie, { name: 'No' }),
      json('DELETE', `/orgs/${org.id}/brand-kits/${kit.id}`, member.cookie),
      json('POST', `/orgs/${org.id}/brand-kits/${kit.id}/duplicate`, member.cookie, {}),
      json('POST', `/orgs/${org.id}/brand-kits/${kit.id}/default`, member.cookie),
      sendFont(org.id, member.cookie, 'No', realWoff2()),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ detail: 'access_denied' });
    }
    expect((await json('PATCH', `/orgs/${org.id}/brand-kits/${kit.id}`, owner.cookie, { name: 'Dono' })).status).toBe(200);
  });

  it('another organization sees nothing: 404 for its kits, fonts and snapshot', async () => {
    const { owner, org } = await team();
    const kit = await create(org.id, owner.cookie, 'Secreto');
    const font = (await (await sendFont(org.id, owner.cookie, 'Brand', realWoff2())).json()) as BrandFontView;
    const stranger = await signedIn();
    const theirs = await createOrganization(db(), stranger.user, { name: 'Concorrente' });
    for (const path of [
      `/orgs/${org.id}/brand-kits`,
      `/orgs/${org.id}/brand-kits/${kit.id}`,
      `/orgs/${org.id}/brand-fonts/${font.id}/file`,
      `/orgs/${org.id}/brand-kit-snapshot`,
    ]) {
      expect((await json('GET', path, stranger.cookie)).status, path).toBe(404);
    }
    // Through their own organization, our ids are unknown too.
    expect((await json('GET', `/orgs/${theirs.id}/brand-kits/${kit.id}`, stranger.cookie)).status).toBe(404);
    expect((await json('PATCH', `/orgs/${theirs.id}/brand-kits/${kit.id}`, stranger.cookie, { name: 'x' })).status).toBe(404);
    expect((await call(`/api/v1/orgs/${org.id}/brand-kits`)).status).toBe(401);
  });
});

describe('uploaded fonts', () => {
  it('accepts WOFF2, TTF and OTF by their bytes and serves them to members', async () => {
    const { owner, member, org } = await team();
    for (const [name, bytes, format] of [
      ['Brand Sans', realWoff2(), 'woff2'],
      ['Brand Serif', realSfnt('truetype'), 'truetype'],
      ['Brand Display', realSfnt('opentype'), 'opentype'],
    ] as const) {
      const res = await sendFont(org.id, owner.cookie, name, bytes);
      expect(res.status).toBe(201);
      const font = (await res.json()) as BrandFontView;
      expect(font).toMatchObject({ family: name, format, size: bytes.byteLength });
      const file = await call(font.url, { headers: { Cookie: member.cookie } });
      expect(file.status).toBe(200);
      expect(file.headers.get('Content-Type')).toBe({ woff2: 'font/woff2', truetype: 'font/ttf', opentype: 'font/otf' }[format]);
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
    }
    expect(((await (await json('GET', `/orgs/${org.id}/brand-fonts`, member.cookie)).json()) as unknown[]).length).toBe(3);
  });

  it('accepts a real WOFF2 as a font package ships it, read whole in workerd', async () => {
    // workerd's node:zlib refused it under a Brotli output bound just above its size (Node accepts).
    const { owner, org } = await team();
    const lora = Uint8Array.from(atob(loraUrl.slice(loraUrl.indexOf(',') + 1)), (c) => c.charCodeAt(0));
    expect(lora.byteLength).toBeGreaterThan(20_000);
    const res = await sendFont(org.id, owner.cookie, 'Lora', lora);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ family: 'Lora', format: 'woff2', size: lora.byteLength });
  });

  it('refuses a file that is not a font (415) or too big (413), storing nothing', async () => {
    const { owner, org } = await team();
    const html = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');
    const refused = await sendFont(org.id, owner.cookie, 'Fake', html);
    expect(refused.status).toBe(415);
    expect(await refused.json()).toEqual({ detail: 'font_invalid' });
    // Issue 31: a right WOFF2 header followed by anything was stored.
    const garbage = await sendFont(org.id, owner.cookie, 'Header only', headerThenGarbage(realWoff2(), 48));
    expect(garbage.status).toBe(415);
    expect(await garbage.json()).toEqual({ detail: 'font_invalid' });
    const big = await sendFont(org.id, owner.cookie, 'Huge', woff2Bytes(5 * 1024 * 1024 + 4));
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ detail: 'upload_too_large' });
    const noName = await sendFont(org.id, owner.cookie, ' ', realWoff2());
    expect(noName.status).toBe(422);
    expect((await env.FILES.list({ prefix: `orgs/${org.id}/fonts/` })).objects).toEqual([]);
  });

  it('a kit can use an uploaded font; the font cannot be deleted while in use', async () => {
    const { owner, org } = await team();
    const kit = await create(org.id, owner.cookie, 'Kit');
    const font = (await (await sendFont(org.id, owner.cookie, 'Brand Sans', realWoff2())).json()) as BrandFontView;
    const use = await json('PATCH', `/orgs/${org.id}/brand-kits/${kit.id}`, owner.cookie, {
      fonts: { heading: { source: 'uploaded', id: font.id }, body: kit.fonts.body },
    });
    expect(use.status).toBe(200);
    const unknown = await json('PATCH', `/orgs/${org.id}/brand-kits/${kit.id}`, owner.cookie, {
      fonts: { heading: { source: 'uploaded', id: 'font_nope' }, body: kit.fonts.body },
    });
    expect(await unknown.json()).toEqual({ detail: 'font_not_found' });
    const del = await json('DELETE', `/orgs/${org.id}/brand-fonts/${font.id}`, owner.cookie);
    expect(del.status).toBe(409);
    expect(await del.json()).toEqual({ detail: 'font_in_use' });
    await json('PATCH', `/orgs/${org.id}/brand-kits/${kit.id}`, owner.cookie, { fonts: kit.fonts });
    expect((await json('DELETE', `/orgs/${org.id}/brand-fonts/${font.id}`, owner.cookie)).status).toBe(204);
    expect((await env.FILES.list({ prefix: `orgs/${org.id}/fonts/` })).objects).toEqual([]);
  });
});

describe('the snapshot tools consume', () => {
  const snapshot = async (org: string, cookie: string, kit?: string) =>
    (
      (await (await json('GET', `/orgs/${org}/brand-kit-snapshot${kit ? `?kit=${kit}` : ''}`, cookie)).json()) as {
        snapshot: BrandKitSnapshot | null;
      }
    ).snapshot;

  it('resolves the chosen kit, else the default, else none', async () => {
    const { owner, member, org } = await team();
    expect(await snapshot(org.id, member.cookie)).toBeNull();
    const a = await create(org.id, owner.cookie, 'Padrão');
    const b = await create(org.id, owner.cookie, 'Campanha');
    expect((await snapshot(org.id, member.cookie))!.kitId).toBe(a.id);
    expect((await snapshot(org.id, member.cookie, b.id))!.kitId).toBe(b.id);
    expect((await json('GET', `/orgs/${org.id}/brand-kit-snapshot?kit=kit_missing`, member.cookie)).status).toBe(404);
  });

  it('is plain data with fonts and images resolved, and a later edit does not change it', async () => {
    const { owner, org } = await team();
    const kit = await create(org.id, owner.cookie, 'Aurora');
    const logo = await image(org.id);
    const font = (await (await sendFont(org.id, owner.cookie, 'Aurora Serif', realSfnt('truetype'))).json()) as BrandFontView;
    await json('PATCH', `/orgs/${org.id}/brand-kits/${kit.id}`, owner.cookie, {
      logos: { light: logo, dark: null, icon: null },
      fonts: { heading: { source: 'uploaded', id: font.id }, body: { source: 'bundled', id: 'lora' } },
    });
    const taken = (await snapshot(org.id, owner.cookie))!;
    expect(JSON.parse(JSON.stringify(taken))).toEqual(taken);
    expect(taken.logos.light).toEqual({
      assetId: logo,
      url: `/api/v1/orgs/${org.id}/assets/${logo}/content`,
      contentType: 'image/png',
      width: 400,
      height: 200,
    });
    expect(taken.fonts.heading).toMatchObject({
      source: 'uploaded',
      family: 'Aurora Serif',
      cssFamily: `palco-${font.id}`,
      files: [{ url: font.url, format: 'truetype' }],
    });
    expect(taken.fonts.body.files.map((f) => f.url)).toEqual(['/assets/fonts/r1/lora-400.woff2', '/assets/fonts/r1/lora-700.woff2']);

    await json('PATCH', `/orgs/${org.id}/brand-kits/${kit.id}`, owner.cookie, { colors: { ...kit.colors, primary: '#000000' } });
    const later = (await snapshot(org.id, owner.cookie))!;
    expect(later.colors.primary).toBe('#000000');
    expect(later.kitVersion).toBeGreaterThan(taken.kitVersion);
    // The snapshot holds values, not a pointer to the kit: the one taken before the edit still says the old colour.
    expect(taken.colors.primary).toBe(kit.colors.primary);
    expect(taken.colors.primary).not.toBe(later.colors.primary);
  });
});
