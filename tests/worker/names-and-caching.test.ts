// Issue 31.6: names people type lose control characters and invisible
// direction overrides before they are stored or reach a file name (U+202E
// shows "foto\u202Egpj.exe" as "fotoexe.jpg"), and answers to a signed-in
// caller are never kept by a shared cache (Cache-Control: private, no-store),
// while a file's own caching rule stays.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createUploadSchema } from '../../src/common/contracts/media';
import { newScriptDocument } from '../../src/common/contracts/script';
import { contentDisposition } from '../../src/features/media/content';
import { api, call, orgOwner, seedAsset, createProject } from './helpers';

const RLO = '\u202e';
const send = (method: string, path: string, cookie: string, body?: unknown) => api(method, path, cookie, body, {}, 'always');

const owner = () => orgOwner();

describe('names without controls or direction overrides', () => {
  it('a project name is stored without them, on create and rename', async () => {
    const o = await owner();
    const document = newScriptDocument({ format: 'story', language: 'pt-BR', targetSeconds: 30 });
    const p = await createProject(o, 'script', `foto${RLO}gpj.exe\u2066`, document);
    expect(p.name).toBe('fotogpj.exe');
    const renamed = await send('PATCH', `/orgs/${o.org.id}/projects/${p.id}`, o.cookie, {
      kind: 'script',
      name: `Roteiro\tnovo${RLO}\u200f`,
      baseVersion: p.version,
    });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as { name: string }).name).toBe('Roteiro novo');
    // A name of nothing but overrides is no name.
    const empty = await send('POST', `/orgs/${o.org.id}/projects`, o.cookie, { kind: 'script', name: `${RLO}\u202a`, document });
    expect(empty.status).toBe(422);
    expect(await empty.json()).toMatchObject({ detail: [{ loc: ['body', 'name'], msg: 'validation.nameRequired' }] });
  });

  it('a brand kit name and an uploaded file name are stored without them', async () => {
    const o = await owner();
    const kit = await send('POST', `/orgs/${o.org.id}/brand-kits`, o.cookie, { name: `Aurora${RLO}\u0007` });
    expect(kit.status).toBe(201);
    expect(((await kit.json()) as { name: string }).name).toBe('Aurora');
    expect(createUploadSchema.parse({ name: `clip${RLO}4pm.exe`, size: 10, type: 'video/mp4' }).name).toBe('clip4pm.exe');
  });

  it('a file stored with an override before is downloaded under a name without it', async () => {
    const o = await owner();
    const id = await seedAsset(o.org.id, o.user.id, { kind: 'image', name: `foto${RLO}gnp.exe` });
    await env.FILES.put(`orgs/${o.org.id}/media/${id}`, new Uint8Array([137, 80, 78, 71]));
    const res = await call(`/api/v1/orgs/${o.org.id}/assets/${id}/content?download=1`, { headers: { Cookie: o.cookie } });
    expect(res.status).toBe(200);
    const cd = res.headers.get('Content-Disposition')!;
    expect(cd).not.toContain('%E2%80%AE');
    expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(cd)![1]!)).toBe('fotognp.exe');
    // The file keeps its own caching rule.
    expect(res.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(contentDisposition(`a${RLO}b`, 'attachment')).toBe(`attachment; filename="ab"; filename*=UTF-8''ab`);
  });
});

describe('answers to a signed-in caller', () => {
  it('are private and not stored, success or error', async () => {
    const o = await owner();
    for (const path of [`/orgs`, `/orgs/${o.org.id}/projects`, `/account`, `/orgs/${o.org.id}/projects/nope`]) {
      const res = await send('GET', path, o.cookie);
      expect(res.headers.get('Content-Type'), path).toMatch(/^application\/json/);
      expect(res.headers.get('Cache-Control'), path).toBe('private, no-store');
    }
  });
});
