// An AI image from a prompt (issue 34, decision 063): 5 credits held, the
// provider asked, the image saved to the organization's library and returned;
// any failure gives the credits back and leaves no file. The Workers AI path
// runs through the real adapter with a binding double answering FLUX schnell's
// documented shape ({ image: base64 JPEG }).
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { AiImageResult } from '../../src/common/contracts/ai-image';
import type { AssetView } from '../../src/common/contracts/media';
import { assets } from '../../src/db/schema';
import { balanceOf } from '../../src/features/credits/ledger';
import { api, db, expectFieldError, expectRefusal, generationsOf, orgOwner, paid, setCredits, type OrgOwner } from './helpers';

/** A 16 × 8 JPEG as FLUX would send it (base64): real bytes, so the size is read from them. */
const TINY_JPEG =
  '/9j/4AAQSkZJRgABAgAAAQABAAD//gAQTGF2YzU5LjM3LjEwMAD/2wBDAAgoKC8oLzc3Nzc3N0E8QUNDQ0FBQUFDQ0NISEhVVVVISEhDQ0hIUFBVVVxfXFdXVVdfX2RkZHh4c3OMjJGsrM//xABLAAEBAAAAAAAAAAAAAAAAAAAAAwEBAAAAAAAAAAAAAAAAAAAABhABAAAAAAAAAAAAAAAAAAAAABEBAAAAAAAAAAAAAAAAAAAAAP/AABEIAAgAEAMBIgACEQADEQD/2gAMAwEAAhEDEQA/ALgBJe//2Q==';

const make = (o: OrgOwner, body: unknown, key?: string) => paid('POST', `/orgs/${o.org.id}/ai/image`, o.cookie, body, key);
const library = async (o: OrgOwner) => (await (await api('GET', `/orgs/${o.org.id}/assets`, o.cookie)).json()) as AssetView[];
const content = (o: OrgOwner, id: string) => api('GET', `/orgs/${o.org.id}/assets/${id}/content`, o.cookie);
const prompt = 'uma xícara de café <especial> numa mesa de madeira';

describe('AI image, offline provider', () => {
  it('saves a labelled placeholder to the library as an image, charges 5 credits once, and names it in the user language', async () => {
    const o = await orgOwner();
    const before = await balanceOf(db(), o.org.id);
    const key = crypto.randomUUID();
    const res = await make(o, { prompt, locale: 'pt-BR' }, key);
    expect(res.status).toBe(200);
    const body = (await res.json()) as AiImageResult;
    expect(body).toMatchObject({
      offline: true,
      credits: 5,
      asset: { kind: 'image', contentType: 'image/svg+xml', width: 1024, height: 1024 },
    });
    expect(body.asset.name).toMatch(/^Marcador offline: uma xícara/);
    expect(await balanceOf(db(), o.org.id)).toBe(before - 5);
    expect((await library(o)).map((a) => a.id)).toContain(body.asset.id);

    const svg = await (await content(o, body.asset.id)).text();
    expect(svg).toContain('Marcador offline — sem modelo de IA');
    expect(svg).toContain('&lt;especial&gt;');
    expect(svg).not.toContain('<especial>');

    // The same action again (same key): the first answer, not a second image nor a second charge.
    const again = await make(o, { prompt, locale: 'pt-BR' }, key);
    expect(((await again.json()) as AiImageResult).asset.id).toBe(body.asset.id);
    expect(await balanceOf(db(), o.org.id)).toBe(before - 5);
    expect(await library(o)).toHaveLength(1);

    const [run] = await generationsOf(o.org.id);
    expect(run).toMatchObject({ kind: 'image', tool: 'image_editor', status: 'succeeded', credits: 5, provider: 'offline' });

    const en = (await (await make(o, { prompt: 'a red bicycle', locale: 'en' })).json()) as AiImageResult;
    expect(await (await content(o, en.asset.id)).text()).toContain('Offline placeholder — no AI model');
  });

  it('refuses a prompt too short or too long with the field and its message, and charges nothing', async () => {
    const o = await orgOwner();
    const before = await balanceOf(db(), o.org.id);
    await expectFieldError(await make(o, { prompt: '  a ', locale: 'en' }), 'prompt', 'validation.imagePromptTooShort');
    await expectFieldError(await make(o, { prompt: 'x'.repeat(501), locale: 'en' }), 'prompt', 'validation.imagePromptTooLong');
    expect((await make(o, { prompt: 'a cat', locale: 'fr' })).status).toBe(422);
    expect(await balanceOf(db(), o.org.id)).toBe(before);
    expect(await library(o)).toHaveLength(0);
  });

  it('answers 402 insufficient_credits with fewer than 5 credits, and makes nothing', async () => {
    const o = await orgOwner();
    await setCredits(o.org.id, 4);
    await expectRefusal(await make(o, { prompt, locale: 'pt-BR' }), 402, 'insufficient_credits');
    expect(await balanceOf(db(), o.org.id)).toBe(4);
    expect(await library(o)).toHaveLength(0);
    expect(await generationsOf(o.org.id)).toHaveLength(0);
  });

  it('another organization can neither generate in it nor read its image', async () => {
    const o = await orgOwner();
    const stranger = await orgOwner();
    const made = (await (await make(o, { prompt, locale: 'pt-BR' })).json()) as AiImageResult;
    expect((await paid('POST', `/orgs/${o.org.id}/ai/image`, stranger.cookie, { prompt, locale: 'en' })).status).toBe(404);
    expect((await api('GET', `/orgs/${o.org.id}/assets/${made.asset.id}/content`, stranger.cookie)).status).toBe(404);
    expect((await api('GET', `/orgs/${stranger.org.id}/assets/${made.asset.id}/content`, stranger.cookie)).status).toBe(404);
    expect(await library(stranger)).toHaveLength(0);
  });
});

describe('AI image, Workers AI (binding double with the documented answer)', () => {
  const saved = { AI_PROVIDER: env.AI_PROVIDER, AI: env.AI };
  afterEach(() => Object.assign(env, saved));
  const binding = (answer: () => Promise<unknown>) => {
    const asked: Array<[string, Record<string, unknown>]> = [];
    Object.assign(env, {
      AI_PROVIDER: 'workers-ai',
      AI: {
        run: async (model: string, inputs: Record<string, unknown>) => {
          asked.push([model, inputs]);
          return answer();
        },
      },
    });
    return asked;
  };

  it('stores FLUX schnell JPEG with the size its bytes say, and charges 5', async () => {
    const asked = binding(async () => ({ image: TINY_JPEG }));
    const o = await orgOwner();
    const before = await balanceOf(db(), o.org.id);
    const res = await make(o, { prompt: 'a cyberpunk lizard', locale: 'en' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as AiImageResult;
    expect(body).toMatchObject({ offline: false, credits: 5, asset: { contentType: 'image/jpeg', width: 16, height: 8 } });
    expect(body.asset.name).toBe('AI image: a cyberpunk lizard');
    expect(asked).toEqual([['@cf/black-forest-labs/flux-1-schnell', { prompt: 'a cyberpunk lizard', steps: 4 }]]);
    const bytes = new Uint8Array(await (await content(o, body.asset.id)).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(await balanceOf(db(), o.org.id)).toBe(before - 5);
  });

  it('gives the credits back and keeps no file when the model is down (503) or answers no image (502)', async () => {
    const o = await orgOwner();
    const before = await balanceOf(db(), o.org.id);
    binding(() => Promise.reject(new Error('3040: Capacity temporarily exceeded')));
    await expectRefusal(await make(o, { prompt, locale: 'pt-BR' }), 503, 'ai_unavailable');
    binding(async () => ({ image: btoa('<html>not an image</html>') }));
    await expectRefusal(await make(o, { prompt, locale: 'pt-BR' }), 502, 'ai_output_invalid');
    expect(await balanceOf(db(), o.org.id)).toBe(before);
    expect(await db().select().from(assets).where(eq(assets.organizationId, o.org.id))).toHaveLength(0);
    const runs = await generationsOf(o.org.id);
    expect(runs.map((r) => [r.status, r.credits])).toEqual([
      ['failed', 0],
      ['failed', 0],
    ]);
    // Nothing was left in the bucket under the organization's media.
    expect((await env.FILES.list({ prefix: `orgs/${o.org.id}/media/` })).objects).toHaveLength(0);
  });
});
