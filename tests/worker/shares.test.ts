// Quick share through the real Worker (decision 053): members make, list and
// revoke links; the public page and file route open a share's own files and
// nothing else, with expiry, password, revoke and counts.
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ShareView } from '../../src/common/contracts/shares';
import { assets, shares } from '../../src/db/schema';
import { api, BASE, call, db, expectRefusal, HEAVY_TEST_MS, joined, orgOwner, seedAsset, type OrgOwner, shareThroughApi } from './helpers';

const VIDEO = new Uint8Array(1000).map((_, i) => i % 251);

/** A library file with bytes in R2, as an upload leaves it. */
async function fileIn(o: OrgOwner, kind: 'video' | 'image' = 'video', name = kind === 'video' ? 'clip.mp4' : 'slide.png') {
  const id = await seedAsset(o.org.id, o.user.id, { kind, name });
  const row = (await db().select().from(assets).where(eq(assets.id, id)).get())!;
  await env.FILES.put(row.r2Key, VIDEO);
  await db().update(assets).set({ size: VIDEO.byteLength }).where(eq(assets.id, id));
  return id;
}

const share = shareThroughApi;

const page = (token: string, locale = 'pt-BR', init: RequestInit = {}) => call(`/${locale}/s/${token}`, init);
const file = (token: string, id: string, init: RequestInit = {}, query = '') => call(`/s/${token}/files/${id}${query}`, init);
const sharesOf = async (o: OrgOwner) => (await (await api('GET', `/orgs/${o.org.id}/shares`, o.cookie)).json()) as ShareView[];

function meta(html: string, key: string): string | null {
  const m = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return m ? m[1]!.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&') : null;
}

describe('share links: the organization API', { timeout: HEAVY_TEST_MS }, () => {
  it('a member makes a link to a library video, lists it and revokes it; the token is long and url-safe', async () => {
    const o = await orgOwner('Estúdio Aurora');
    const member = await joined(o.org.id, 'member');
    const video = await fileIn(o);
    const res = await api('POST', `/orgs/${o.org.id}/shares`, member.cookie, {
      assetIds: [video],
      caption: 'Corte final',
      allowDownload: true,
      expiresIn: '7d',
    });
    expect(res.status).toBe(201);
    const made = (await res.json()) as ShareView;
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(made.files).toEqual([{ id: video, name: 'clip.mp4', kind: 'video', pageCount: null }]);
    expect(made).toMatchObject({
      caption: 'Corte final',
      allowDownload: true,
      hasPassword: false,
      views: 0,
      downloads: 0,
      revokedAt: null,
    });
    expect(Date.parse(made.expiresAt!) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);

    expect((await sharesOf(o)).map((s) => s.id)).toEqual([made.id]);
    const revoked = await api('POST', `/orgs/${o.org.id}/shares/${made.id}/revoke`, o.cookie);
    expect(revoked.status).toBe(200);
    expect(((await revoked.json()) as ShareView).revokedAt).not.toBeNull();
    expect((await page(made.token)).status).toBe(410);
  });

  it('bad input is refused with its code, never a 500', async () => {
    const o = await orgOwner();
    const video = await fileIn(o);
    const post = (body: unknown) => api('POST', `/orgs/${o.org.id}/shares`, o.cookie, body);
    const field = async (res: Response, code: string) => {
      expect(res.status).toBe(422);
      expect(JSON.stringify(await res.json())).toContain(code);
    };
    await field(await post({ assetIds: [] }), 'share_files_required');
    await field(await post({ assetIds: Array.from({ length: 21 }, (_, i) => `ast_${i}`) }), 'share_too_many_files');
    await field(await post({ assetIds: [video], caption: 'x'.repeat(2201) }), 'share_caption_too_long');
    await field(await post({ assetIds: [video], expiresIn: '2h' }), 'share_expiry_invalid');
    await field(await post({ assetIds: [video], password: 'abc' }), 'share_password_too_short');
    expect((await post('{not json')).status).toBe(400);
    await expectRefusal(await post({ assetIds: ['ast_nope'] }), 422, 'share_file_not_found');
    expect(await sharesOf(o)).toEqual([]);
  });

  it("another organization's file cannot be shared, and another organization's shares are neither listed nor revoked", async () => {
    const a = await orgOwner('A');
    const b = await orgOwner('B');
    const theirs = await fileIn(b);
    await expectRefusal(await api('POST', `/orgs/${a.org.id}/shares`, a.cookie, { assetIds: [theirs] }), 422, 'share_file_not_found');
    const made = await share(b, { assetIds: [theirs] });
    expect(await sharesOf(a)).toEqual([]);
    await expectRefusal(await api('POST', `/orgs/${a.org.id}/shares/${made.id}/revoke`, a.cookie), 404, 'not_found');
    expect((await api('GET', `/orgs/${b.org.id}/shares`, a.cookie)).status).toBe(404);
    expect((await api('GET', `/orgs/${a.org.id}/shares`, null)).status).toBe(401);
  });
});

describe('share links: the public page and files', { timeout: HEAVY_TEST_MS }, () => {
  it('opens signed out with the organization, the player, the caption and absolute Open Graph tags; counts views and downloads', async () => {
    const o = await orgOwner('Café Aurora');
    const video = await fileIn(o);
    const made = await share(o, { assetIds: [video], caption: 'Lançamento <verão>', allowDownload: true });
    const res = await page(made.token, 'en');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Café Aurora');
    expect(html).toContain('Lançamento &lt;verão&gt;');
    expect(html).toContain('<video');
    expect(html).toContain('Download');
    expect(meta(html, 'og:type')).toBe('video.other');
    expect(meta(html, 'og:title')).toBe('Lançamento <verão>');
    expect(meta(html, 'og:video')).toBe(`${BASE}/s/${made.token}/files/${video}`);
    expect(meta(html, 'og:url')).toBe(`${BASE}/en/s/${made.token}`);
    expect(meta(html, 'twitter:card')).toMatch(/^summary/);

    const whole = await file(made.token, video);
    expect(whole.status).toBe(200);
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(VIDEO);
    const part = await file(made.token, video, { headers: { Range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Range')).toBe(`bytes 10-19/${VIDEO.byteLength}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(VIDEO.slice(10, 20));
    const download = await file(made.token, video, {}, '?download=1');
    expect(download.headers.get('Content-Disposition')).toMatch(/^attachment/);
    await download.arrayBuffer();

    await (await page(made.token)).text();
    const [listed] = await sharesOf(o);
    expect(listed).toMatchObject({ views: 2, downloads: 1 });
  });

  it('a link without download gives no download button and serves no attachment or count', async () => {
    const o = await orgOwner();
    const image = await fileIn(o, 'image');
    const made = await share(o, { assetIds: [image], allowDownload: false });
    const html = await (await page(made.token, 'en')).text();
    expect(html).not.toContain('data-testid="share-download"');
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'og:image')).toBe(`${BASE}/s/${made.token}/files/${image}`);
    const res = await file(made.token, image, {}, '?download=1');
    expect(res.headers.get('Content-Disposition')).toMatch(/^inline/);
    await res.arrayBuffer();
    expect((await sharesOf(o))[0]!.downloads).toBe(0);
  });

  it('a token opens only its own files: not another file of the organization, not another organization’s', async () => {
    const a = await orgOwner('A');
    const b = await orgOwner('B');
    const shared = await fileIn(a);
    const other = await fileIn(a, 'video', 'secret.mp4');
    const foreign = await fileIn(b);
    const made = await share(a, { assetIds: [shared] });
    for (const id of [other, foreign, 'ast_nope']) {
      const res = await file(made.token, id);
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual({ detail: 'not_found' });
    }
    expect((await file('AAAAAAAAAAAAAAAAAAAAAA', shared)).status).toBe(404);
    const html = await (await page(made.token)).text();
    expect(html).not.toContain('secret.mp4');
  });

  it('unknown, expired and revoked links say so in the visitor’s language with 404 and 410', async () => {
    const o = await orgOwner();
    const video = await fileIn(o);
    const unknown = await page('AAAAAAAAAAAAAAAAAAAAAA', 'en');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Link not found');
    expect((await page('short', 'en')).status).toBe(404);

    const made = await share(o, { assetIds: [video], expiresIn: '1d' });
    await db()
      .update(shares)
      .set({ expiresAt: Date.now() - 1000 })
      .where(eq(shares.id, made.id));
    const expired = await page(made.token, 'pt-BR');
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('Este link expirou');
    await expectRefusal(await file(made.token, video), 410, 'share_expired');

    const other = await share(o, { assetIds: [video] });
    await api('POST', `/orgs/${o.org.id}/shares/${other.id}/revoke`, o.cookie);
    const revoked = await page(other.token, 'en');
    expect(revoked.status).toBe(410);
    expect(await revoked.text()).toContain('This link was turned off');
    await expectRefusal(await file(other.token, video), 410, 'share_revoked');
    expect((await sharesOf(o)).find((s) => s.id === other.id)!.views).toBe(0);
  });

  it('a password is asked for, a wrong one refused, the right one opens page and files through a signed cookie', async () => {
    const o = await orgOwner('Casa Ipê');
    const video = await fileIn(o);
    const made = await share(o, { assetIds: [video], caption: 'Só para o cliente', password: 'segredo-42' });
    expect(made.hasPassword).toBe(true);

    const locked = await (await page(made.token, 'en')).text();
    expect(locked).toContain('This link is protected');
    expect(locked).toContain('Casa Ipê');
    expect(locked).not.toContain('Só para o cliente');
    expect(locked).not.toContain('<video');
    await expectRefusal(await file(made.token, video), 401, 'share_password_required');

    const form = (password: string, origin = BASE) =>
      page(made.token, 'en', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
        body: new URLSearchParams({ password }).toString(),
      });
    const wrong = await form('nope');
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('Wrong password');
    expect((await form('segredo-42', 'https://evil.example')).status).toBe(403);

    const right = await form('segredo-42');
    expect(right.status).toBe(303);
    expect(right.headers.get('Location')).toBe(`/en/s/${made.token}`);
    const cookie = right.headers.get('Set-Cookie')!.split(';')[0]!;
    expect(cookie).toMatch(/^palco_share_shr_[0-9a-f]+=\d+\./);

    const open = await page(made.token, 'en', { headers: { Cookie: cookie } });
    expect(await open.text()).toContain('Só para o cliente');
    expect((await file(made.token, video, { headers: { Cookie: cookie } })).status).toBe(200);
    // A forged or foreign proof opens nothing.
    const forged = cookie.replace(/=.*/, `=${Date.now() + 60_000}.AAAA`);
    expect((await file(made.token, video, { headers: { Cookie: forged } })).status).toBe(401);
    const second = await share(o, { assetIds: [video], password: 'outra-senha' });
    const reused = `${cookie.replace(made.id, second.id)}`;
    expect((await file(second.token, video, { headers: { Cookie: reused } })).status).toBe(401);
    const stored = (await db().select().from(shares).where(eq(shares.id, made.id)).get())!;
    expect(stored.passwordHash).toMatch(/^pbkdf2-sha256\$100000\$/);
    expect(stored.passwordHash).not.toContain('segredo-42');
  });

  it('wrong passwords are rate limited per share', async () => {
    const o = await orgOwner();
    const made = await share(o, { assetIds: [await fileIn(o)], password: 'segredo-42' });
    const form = (password: string) =>
      page(made.token, 'pt-BR', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `password=${password}`,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await form('errada')).status);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    const limited = await form('segredo-42');
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain('Muitas tentativas');
    expect(statuses[30]).toBe(429);
  });
});
