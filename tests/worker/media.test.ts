// The media library through the real Worker, with local R2: uploads checked
// by size and bytes, resumed, served with Range, and kept per organization.
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PART_SIZE, type AssetView, type UploadView } from '../../src/common/contracts/media';
import { assets, uploads } from '../../src/db/schema';
import { abortIdleUploads } from '../../src/features/media/uploads';
import { api, call, db, HEAVY_TEST_MS, orgOwner } from './helpers';

const ORIGIN = 'http://palco.test';

const owner = (name = 'Estúdio Mídia') => orgOwner(name);

type Owner = Awaited<ReturnType<typeof owner>>;

const json = (method: string, path: string, cookie: string, body?: unknown) => api(method, path, cookie, body);

const bytes = (method: string, path: string, cookie: string, body: Uint8Array) =>
  call(`/api/v1${path}`, {
    method,
    headers: { Cookie: cookie, Origin: ORIGIN, 'Content-Type': 'application/octet-stream', 'Content-Length': String(body.byteLength) },
    body: body as Uint8Array<ArrayBuffer>,
  });

/** A file whose first bytes are a real ISO BMFF `ftyp` box, the rest deterministic noise. */
function mp4Bytes(size: number, seed = 7): Uint8Array {
  const out = new Uint8Array(size);
  let x = seed;
  for (let i = 0; i < size; i += 4) {
    x = (x * 1103515245 + 12345) >>> 0;
    out[i] = x & 255;
    out[i + 1] = (x >> 8) & 255;
    out[i + 2] = (x >> 16) & 255;
    out[i + 3] = (x >> 24) & 255;
  }
  out.set([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom'), 0, 0, 2, 0, ...new TextEncoder().encode('isommp42')], 0);
  return out;
}

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0,
]);

async function start(o: Owner, body: Record<string, unknown>) {
  const res = await json('POST', `/orgs/${o.org.id}/uploads`, o.cookie, body);
  return { res, upload: res.status === 201 ? ((await res.clone().json()) as UploadView) : null };
}

const part = (o: Owner, id: string, n: number, data: Uint8Array) =>
  bytes('PUT', `/orgs/${o.org.id}/uploads/${id}/parts/${n}`, o.cookie, data);

async function orgObjects(orgId: string) {
  return (await env.FILES.list({ prefix: `orgs/${orgId}/` })).objects.map((o) => o.key);
}

async function upload(o: Owner, name: string, data: Uint8Array, type = 'video/mp4'): Promise<AssetView> {
  const { upload: u } = await start(o, { name, size: data.byteLength, type });
  for (let n = 1; n <= u!.partCount; n++) {
    const res = await part(o, u!.id, n, data.subarray((n - 1) * u!.partSize, n * u!.partSize));
    expect(res.status).toBe(200);
  }
  const done = await json('POST', `/orgs/${o.org.id}/uploads/${u!.id}/complete`, o.cookie);
  expect(done.status).toBe(201);
  return (await done.json()) as AssetView;
}

describe('creating an upload', () => {
  it('refuses a declared size over the limit with 413 upload_too_large, before any byte', async () => {
    const o = await owner();
    const video = await start(o, { name: 'big.mp4', size: 2 * 1024 ** 3 + 1, type: 'video/mp4' });
    expect(video.res.status).toBe(413);
    expect(await video.res.json()).toEqual({ detail: 'upload_too_large' });
    const image = await start(o, { name: 'big.png', size: 20 * 1024 ** 2 + 1, type: 'image/png' });
    expect(image.res.status).toBe(413);
    expect(await db().select().from(uploads).where(eq(uploads.organizationId, o.org.id)).all()).toHaveLength(0);
  });

  it('accepts exactly 2 GB and plans equal parts well under the request limit', async () => {
    const o = await owner();
    const { res, upload: u } = await start(o, { name: 'full.mp4', size: 2 * 1024 ** 3, type: 'video/mp4' });
    expect(res.status).toBe(201);
    expect(u!.partSize).toBe(PART_SIZE);
    expect(u!.partCount).toBe((2 * 1024 ** 3) / PART_SIZE);
    expect(PART_SIZE).toBeLessThan((100 * 1000 * 1000) / 2);
  });

  it('raw bytes where JSON is expected are a validation error (422), not a 500', async () => {
    const o = await owner();
    const res = await bytes('POST', `/orgs/${o.org.id}/uploads`, o.cookie, new TextEncoder().encode('{"name":"a.mp4"}'));
    expect(res.status).toBe(422);
    const body = (await res.json()) as { detail: { loc: string[] }[] };
    expect(body.detail.map((d) => d.loc.join('.'))).toContain('body.name');
  });

  it.each([['application/x-msdownload'], ['text/html'], ['image/gif'], ['']])('refuses the type %j with 415', async (type) => {
    const o = await owner();
    const { res } = await start(o, { name: 'x.bin', size: 10, type });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ detail: 'unsupported_media_type' });
  });
});

describe('the bytes decide the type', () => {
  it('a .mp4 declared video/mp4 whose bytes are HTML is 415 and leaves no object', async () => {
    const o = await owner();
    const html = new TextEncoder().encode('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const { upload: u } = await start(o, { name: 'clip.mp4', size: html.byteLength, type: 'video/mp4' });
    const res = await part(o, u!.id, 1, html);
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ detail: 'unsupported_media_type' });
    const row = await db().select().from(uploads).where(eq(uploads.id, u!.id)).get();
    expect(row!.status).toBe('aborted');
    expect(await orgObjects(o.org.id)).toEqual([]);
    // The refused upload is gone: completing it is a 404, not an object.
    expect((await json('POST', `/orgs/${o.org.id}/uploads/${u!.id}/complete`, o.cookie)).status).toBe(404);
    expect(await orgObjects(o.org.id)).toEqual([]);
  });

  it('a PNG declared as a video is refused, a PNG declared as a PNG is kept with its real type', async () => {
    const o = await owner();
    const { upload: u } = await start(o, { name: 'x.mp4', size: PNG.byteLength, type: 'video/mp4' });
    expect((await part(o, u!.id, 1, PNG)).status).toBe(415);
    const asset = await upload(o, 'pixel.png', PNG, 'image/png');
    expect(asset).toMatchObject({ kind: 'image', contentType: 'image/png', size: PNG.byteLength });
  });

  it('an SVG is stored sanitised: no script, no handlers', async () => {
    const o = await owner();
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10"/></svg>',
    );
    const asset = await upload(o, 'logo.svg', svg, 'image/svg+xml');
    const body = await (await call(`/api/v1/orgs/${o.org.id}/assets/${asset.id}/content`, { headers: { Cookie: o.cookie } })).text();
    expect(body).toContain('<rect');
    expect(body).not.toMatch(/script|onload|alert/i);
  });

  it('an SVG that is not SVG at all is 415', async () => {
    const o = await owner();
    const html = new TextEncoder().encode('<html><body>hi</body></html>');
    const { upload: u } = await start(o, { name: 'x.svg', size: html.byteLength, type: 'image/svg+xml' });
    expect((await part(o, u!.id, 1, html)).status).toBe(415);
    expect(await orgObjects(o.org.id)).toEqual([]);
  });
});

// Parts of 16 MiB take a few seconds on a busy machine: these wait longer than the default 5 s.
describe('sizes on every part and on completion', { timeout: 60_000 }, () => {
  it('a part longer than its share is refused with 413 and the upload cleaned up', async () => {
    const o = await owner();
    const data = mp4Bytes(1000);
    const { upload: u } = await start(o, { name: 'a.mp4', size: 1000, type: 'video/mp4' });
    const res = await part(o, u!.id, 1, mp4Bytes(1500));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: 'upload_too_large' });
    expect((await db().select().from(uploads).where(eq(uploads.id, u!.id)).get())!.status).toBe('aborted');
    expect((await part(o, u!.id, 1, data)).status).toBe(404);
    expect(await orgObjects(o.org.id)).toEqual([]);
  });

  it('a part past the last adds up to more than declared: 413 and cleaned', async () => {
    const o = await owner();
    const data = mp4Bytes(1000);
    const { upload: u } = await start(o, { name: 'a.mp4', size: 1000, type: 'video/mp4' });
    expect((await part(o, u!.id, 1, data)).status).toBe(200);
    const extra = await part(o, u!.id, 2, mp4Bytes(40));
    expect(extra.status).toBe(413);
    expect((await json('POST', `/orgs/${o.org.id}/uploads/${u!.id}/complete`, o.cookie)).status).toBe(404);
    expect(await orgObjects(o.org.id)).toEqual([]);
  });

  it('completing with parts missing is 409 upload_incomplete and keeps what arrived', async () => {
    const o = await owner();
    const data = mp4Bytes(PART_SIZE + 10);
    const { upload: u } = await start(o, { name: 'a.mp4', size: data.byteLength, type: 'video/mp4' });
    expect((await part(o, u!.id, 1, data.subarray(0, PART_SIZE))).status).toBe(200);
    const res = await json('POST', `/orgs/${o.org.id}/uploads/${u!.id}/complete`, o.cookie);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ detail: 'upload_incomplete' });
    const again = (await (await json('GET', `/orgs/${o.org.id}/uploads/${u!.id}`, o.cookie)).json()) as UploadView;
    expect(again.parts).toEqual([{ partNumber: 1, size: PART_SIZE }]);
  });

  it('a part shorter than its share is refused without losing the upload', async () => {
    const o = await owner();
    const { upload: u } = await start(o, { name: 'a.mp4', size: 1000, type: 'video/mp4' });
    const res = await part(o, u!.id, 1, mp4Bytes(999));
    expect(res.status).toBe(400);
    // One code, one status (decision 017): a short part is part_incomplete; upload_incomplete is the 409 above.
    expect(await res.json()).toEqual({ detail: 'part_incomplete' });
    expect((await part(o, u!.id, 1, mp4Bytes(1000))).status).toBe(200);
  });
});

describe('resuming', { timeout: HEAVY_TEST_MS }, () => {
  it('interrupted after part 3, then resumed: complete and byte-identical', async () => {
    const o = await owner();
    const data = mp4Bytes(3 * PART_SIZE + 4321, 99);
    const { upload: u } = await start(o, {
      name: 'long take.mp4',
      size: data.byteLength,
      type: 'video/mp4',
      fingerprint: 'long take.mp4:123:1',
    });
    expect(u!.partCount).toBe(4);
    for (const n of [1, 2, 3]) expect((await part(o, u!.id, n, data.subarray((n - 1) * PART_SIZE, n * PART_SIZE))).status).toBe(200);

    // "The tab closed": a fresh page lists what is pending and what arrived.
    const pending = (await (await json('GET', `/orgs/${o.org.id}/uploads`, o.cookie)).json()) as UploadView[];
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ id: u!.id, fingerprint: 'long take.mp4:123:1' });
    expect(pending[0]!.parts.map((p) => p.partNumber)).toEqual([1, 2, 3]);

    expect((await part(o, u!.id, 4, data.subarray(3 * PART_SIZE))).status).toBe(200);
    const done = await json('POST', `/orgs/${o.org.id}/uploads/${u!.id}/complete`, o.cookie);
    expect(done.status).toBe(201);
    const asset = (await done.json()) as AssetView;
    expect(asset.size).toBe(data.byteLength);
    const served = new Uint8Array(
      await (await call(`/api/v1/orgs/${o.org.id}/assets/${asset.id}/content`, { headers: { Cookie: o.cookie } })).arrayBuffer(),
    );
    expect(served.byteLength).toBe(data.byteLength);
    expect(Buffer.compare(Buffer.from(served), Buffer.from(data))).toBe(0);
    expect(await (await json('GET', `/orgs/${o.org.id}/uploads`, o.cookie)).json()).toEqual([]);
  });

  it('the scheduled job aborts uploads idle too long, and only those', async () => {
    const o = await owner();
    const { upload: old } = await start(o, { name: 'old.mp4', size: 1000, type: 'video/mp4' });
    const { upload: fresh } = await start(o, { name: 'new.mp4', size: 1000, type: 'video/mp4' });
    await db()
      .update(uploads)
      .set({ updatedAt: Date.now() - 2 * 86_400_000 })
      .where(eq(uploads.id, old!.id));
    await abortIdleUploads({ db: db(), bucket: env.FILES }, 86_400_000);
    const status = async (id: string) => (await db().select().from(uploads).where(eq(uploads.id, id)).get())!.status;
    expect(await status(old!.id)).toBe('aborted');
    expect(await status(fresh!.id)).toBe('uploading');
  });
});

describe('serving content', () => {
  it('answers Range requests with 206 and the right bytes, and 416 past the end', async () => {
    const o = await owner();
    const data = mp4Bytes(5000, 3);
    const asset = await upload(o, 'clip.mp4', data);
    const get = (range?: string) =>
      call(`/api/v1/orgs/${o.org.id}/assets/${asset.id}/content`, { headers: { Cookie: o.cookie, ...(range ? { Range: range } : {}) } });

    const whole = await get();
    expect(whole.status).toBe(200);
    expect(whole.headers.get('Accept-Ranges')).toBe('bytes');
    expect(whole.headers.get('Content-Type')).toBe('video/mp4');
    expect(whole.headers.get('X-Content-Type-Options')).toBe('nosniff');

    const mid = await get('bytes=100-199');
    expect(mid.status).toBe(206);
    expect(mid.headers.get('Content-Range')).toBe('bytes 100-199/5000');
    expect(new Uint8Array(await mid.arrayBuffer())).toEqual(data.subarray(100, 200));

    const open = await get('bytes=4990-');
    expect(open.status).toBe(206);
    expect(new Uint8Array(await open.arrayBuffer())).toEqual(data.subarray(4990));

    const suffix = await get('bytes=-10');
    expect(suffix.headers.get('Content-Range')).toBe('bytes 4990-4999/5000');
    expect(new Uint8Array(await suffix.arrayBuffer())).toEqual(data.subarray(4990));

    const past = await get('bytes=5000-');
    expect(past.status).toBe(416);
    expect(past.headers.get('Content-Range')).toBe('bytes */5000');
  });

  it('a filename with ../, quotes and CR/LF is stored and served safely', async () => {
    const o = await owner();
    const name = '../../etc/"pass"\r\nSet-Cookie: x=1\nção.mp4';
    const asset = await upload(o, name, mp4Bytes(100));
    expect(asset.name).not.toMatch(/[\r\n]/);
    const row = await db().select().from(assets).where(eq(assets.id, asset.id)).get();
    expect(row!.r2Key).toMatch(new RegExp(`^orgs/${o.org.id}/media/upl_[0-9a-f]+$`));
    const res = await call(`/api/v1/orgs/${o.org.id}/assets/${asset.id}/content`, { headers: { Cookie: o.cookie } });
    const cd = res.headers.get('Content-Disposition')!;
    expect(res.headers.get('Set-Cookie')).toBeNull();
    expect(cd).not.toMatch(/[\r\n]/);
    const quoted = /filename="([^"]*)"/.exec(cd)![1]!;
    expect(quoted).not.toMatch(/[/\\"]/);
    expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(cd)![1]!)).toBe(asset.name);
    expect(asset.name).toContain('ção.mp4');
  });
});

describe('organizations keep their files apart', () => {
  it("another organization's upload and asset answer 404", async () => {
    const a = await owner('Marca A');
    const b = await owner('Marca B');
    const asset = await upload(a, 'a.mp4', mp4Bytes(100));
    const { upload: u } = await start(a, { name: 'p.mp4', size: 100, type: 'video/mp4' });
    // b uses its own organization in the path with a's ids…
    expect((await call(`/api/v1/orgs/${b.org.id}/assets/${asset.id}/content`, { headers: { Cookie: b.cookie } })).status).toBe(404);
    expect((await part(b, u!.id, 1, mp4Bytes(100))).status).toBe(404);
    expect((await json('DELETE', `/orgs/${b.org.id}/assets/${asset.id}`, b.cookie)).status).toBe(404);
    // …or a's organization, where b is no member.
    const foreign = await call(`/api/v1/orgs/${a.org.id}/assets/${asset.id}/content`, { headers: { Cookie: b.cookie } });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ detail: 'organization_not_found' });
    expect((await call(`/api/v1/orgs/${a.org.id}/assets/${asset.id}/content`, { headers: { Cookie: a.cookie } })).status).toBe(200);
  });

  it('without a session the content is 401', async () => {
    const a = await owner();
    const asset = await upload(a, 'a.mp4', mp4Bytes(100));
    expect((await call(`/api/v1/orgs/${a.org.id}/assets/${asset.id}/content`)).status).toBe(401);
  });
});

describe('the library', () => {
  it('lists, filters, searches, renames, moves into folders and deletes with the object', async () => {
    const o = await owner();
    const video = await upload(o, 'Verão 100%.mp4', mp4Bytes(100));
    await upload(o, 'logo.png', PNG, 'image/png');
    const list = async (q = '') =>
      ((await (await json('GET', `/orgs/${o.org.id}/assets${q}`, o.cookie)).json()) as AssetView[]).map((a) => a.name);
    expect(await list()).toEqual(['logo.png', 'Verão 100%.mp4']);
    expect(await list('?kind=video')).toEqual(['Verão 100%.mp4']);
    expect(await list('?q=100%25')).toEqual(['Verão 100%.mp4']);
    expect(await list('?q=_')).toEqual([]);

    const folder = (await (await json('POST', `/orgs/${o.org.id}/folders`, o.cookie, { name: 'Campanha' })).json()) as { id: string };
    const dup = await json('POST', `/orgs/${o.org.id}/folders`, o.cookie, { name: 'campanha' });
    expect(dup.status).toBe(409);
    expect(await dup.json()).toEqual({ detail: 'folder_name_in_use' });
    const moved = await json('PATCH', `/orgs/${o.org.id}/assets/${video.id}`, o.cookie, { name: 'Teaser', folderId: folder.id });
    expect(moved.status).toBe(200);
    expect(await list(`?folder=${folder.id}`)).toEqual(['Teaser']);
    expect(await list('?folder=none')).toEqual(['logo.png']);

    expect((await json('DELETE', `/orgs/${o.org.id}/folders/${folder.id}`, o.cookie)).status).toBe(204);
    expect(await list('?folder=none')).toEqual(['logo.png', 'Teaser']);

    const key = (await db().select().from(assets).where(eq(assets.id, video.id)).get())!.r2Key;
    expect(await env.FILES.head(key)).not.toBeNull();
    expect((await json('DELETE', `/orgs/${o.org.id}/assets/${video.id}`, o.cookie)).status).toBe(204);
    expect(await env.FILES.head(key)).toBeNull();
    expect(await list()).toEqual(['logo.png']);
  });

  it('keeps a thumbnail only when its bytes are an image', async () => {
    const o = await owner();
    const asset = await upload(o, 'a.mp4', mp4Bytes(100));
    const put = (data: Uint8Array) => bytes('PUT', `/orgs/${o.org.id}/assets/${asset.id}/thumbnail`, o.cookie, data);
    expect((await put(new TextEncoder().encode('<svg onload=alert(1)>'))).status).toBe(415);
    expect((await put(PNG)).status).toBe(204);
    const thumb = await call(`/api/v1/orgs/${o.org.id}/assets/${asset.id}/thumbnail`, { headers: { Cookie: o.cookie } });
    expect(thumb.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await thumb.arrayBuffer())).toEqual(PNG);
  });

  it('an empty name is refused with 422', async () => {
    const o = await owner();
    const asset = await upload(o, 'a.mp4', mp4Bytes(100));
    expect((await json('PATCH', `/orgs/${o.org.id}/assets/${asset.id}`, o.cookie, { name: ' \r\n ' })).status).toBe(422);
  });
});
