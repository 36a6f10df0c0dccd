// The caption generator through the real Worker: variants per platform in the
// kit's voice for 1 credit, recorded; bad requests refused by field before any
// charge; too few credits 402; a provider that fails or breaks a platform's
// limit twice costs nothing; a saved caption is a `caption` project.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { captionDocument } from '../../client/features/captions/model';
import { postCaptionsRequestSchema, type PostCaptionsResult } from '../../src/common/contracts/caption';
import { countFor, PLATFORM_RULES, composePost } from '../../src/common/contracts/caption-platforms';
import { aiGenerations } from '../../src/db/schema';
import { generateStructured } from '../../src/features/ai/generate';
import { postCaptionsAsk } from '../../src/features/ai/prompts-captions';
import { balanceOf } from '../../src/features/credits/ledger';
import { db, orgOwner, paid, setCredits, generationsOf, type OrgOwner, expectRefusal } from './helpers';
import { scripted, jobFor, expectOutage } from './ai-double';

const send = paid;

const owner = () => orgOwner();

const brief = {
  source: {
    kind: 'brief',
    label: '',
    text: 'Lançamento do café especial de inverno, com notas de chocolate e um preço barato. Torra média, grãos do sul de Minas.',
  },
  platforms: ['instagram', 'x', 'youtube_shorts'],
  language: 'pt-BR',
};

async function kitWithVoice(o: Awaited<ReturnType<typeof owner>>) {
  const kit = (await (await send('POST', `/orgs/${o.org.id}/brand-kits`, o.cookie, { name: 'Aurora' })).json()) as {
    id: string;
    voice: Record<string, unknown>;
  };
  const res = await send('PATCH', `/orgs/${o.org.id}/brand-kits/${kit.id}`, o.cookie, {
    social: { handle: 'cafe.aurora', avatar: null },
    voice: { ...kit.voice, wordsToUse: ['aroma'], wordsToAvoid: ['barato'] },
  });
  expect(res.status).toBe(200);
  return kit.id;
}

describe('post captions', () => {
  it('writes 3 variants per platform within each limit, in the kit voice, for 1 credit, recorded for the captions tool', async () => {
    const o = await owner();
    const kitId = await kitWithVoice(o);
    const before = await balanceOf(db(), o.org.id);
    const res = await send('POST', `/orgs/${o.org.id}/ai/post-captions`, o.cookie, { ...brief, kitId });
    expect(res.status).toBe(200);
    const body = (await res.json()) as PostCaptionsResult;
    expect(body).toMatchObject({ offline: true, credits: 1 });
    expect(body.captions.platforms.map((p) => p.platform)).toEqual(brief.platforms);
    for (const { platform, variants } of body.captions.platforms) {
      expect(variants).toHaveLength(3);
      for (const v of variants) {
        expect(countFor(platform, composePost(v))).toBeLessThanOrEqual(PLATFORM_RULES[platform].maxLength);
        expect(JSON.stringify(v).toLocaleLowerCase()).not.toContain('barato');
        expect(v.hashtags[0]).toBe('#aroma');
      }
    }
    expect(body.captions.platforms[0]!.variants[0]!.cta).toContain('@cafe.aurora');
    expect(await balanceOf(db(), o.org.id)).toBe(before - 1);
    const [row] = await db().select().from(aiGenerations).where(eq(aiGenerations.id, body.generationId));
    expect(row).toMatchObject({ tool: 'captions', status: 'succeeded', credits: 1, attempts: 1, provider: 'offline' });
    expect(JSON.parse(row!.input).task).toMatchObject({ kind: 'post_captions', voice: { wordsToAvoid: ['barato'] } });

    // The same action sent again (same key, same payload) is answered once, charged once.
    const key = crypto.randomUUID();
    const first = await send('POST', `/orgs/${o.org.id}/ai/post-captions`, o.cookie, brief, key);
    const again = await send('POST', `/orgs/${o.org.id}/ai/post-captions`, o.cookie, brief, key);
    expect(((await again.json()) as PostCaptionsResult).generationId).toBe(((await first.json()) as PostCaptionsResult).generationId);
    expect(await balanceOf(db(), o.org.id)).toBe(before - 2);
  });

  it('refuses an empty brief, no platform and a source too long by field, and charges nothing', async () => {
    const o = await owner();
    const before = await balanceOf(db(), o.org.id);
    const cases: Array<[unknown, string[], string]> = [
      [{ ...brief, source: { kind: 'brief', text: '   ' } }, ['body', 'source', 'text'], 'validation.captionSourceRequired'],
      [{ ...brief, platforms: [] }, ['body', 'platforms'], 'validation.platformsRequired'],
      [
        { ...brief, source: { kind: 'transcript', text: 'palavra '.repeat(1200) } },
        ['body', 'source', 'text'],
        'validation.captionSourceTooLong',
      ],
      [{ ...brief, platforms: ['orkut'] }, ['body', 'platforms', '0'], 'validation.invalidValue'],
    ];
    for (const [body, loc, msg] of cases) {
      const res = await send('POST', `/orgs/${o.org.id}/ai/post-captions`, o.cookie, body);
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ detail: [{ loc, msg }] });
    }
    expect(await balanceOf(db(), o.org.id)).toBe(before);
    expect(await generationsOf(o.org.id)).toHaveLength(0);
    // A paid call without its Idempotency-Key is refused too.
    expect((await send('POST', `/orgs/${o.org.id}/ai/post-captions`, o.cookie, brief, null)).status).toBe(400);
  });

  it('answers 402 with too few credits and runs nothing', async () => {
    const o = await owner();
    await setCredits(o.org.id, 0);
    await expectRefusal(await send('POST', `/orgs/${o.org.id}/ai/post-captions`, o.cookie, brief), 402, 'insufficient_credits');
    expect(await generationsOf(o.org.id)).toHaveLength(0);
  });
});

describe('post captions with a model (the route’s own ask)', () => {
  const req = postCaptionsRequestSchema.parse({ ...brief, platforms: ['x'] });
  const v = { title: '', text: 'Café de inverno chegou.', cta: 'Siga a gente.', hashtags: ['#café'] };
  const job = (o: OrgOwner, ask = postCaptionsAsk(req)) =>
    jobFor(o, {
      tool: ask.tool,
      item: ask.item,
      request: ask.prompt(null),
      schema: ask.schema,
      check: (value: Parameters<typeof ask.check>[0]) => ask.check(value, null),
    });

  it('a variant over X’s 280 is asked again, saying so; the second answer is charged once', async () => {
    const o = await owner();
    const before = await balanceOf(db(), o.org.id);
    const long = { ...v, text: 'a'.repeat(270) };
    const provider = scripted([
      { platforms: [{ platform: 'x', variants: [v, long, v] }] },
      { platforms: [{ platform: 'x', variants: [v, v, v] }] },
    ]);
    const r = await generateStructured(db(), provider, job(o));
    expect(r).toMatchObject({ attempts: 2, credits: 1 });
    expect(provider.asked[1]!.prompt).toMatch(/variant 2 of x: the post is \d+ characters \(weighted\), over the limit of 280/);
    expect(provider.asked[0]!.prompt).toContain('at most 280 characters as X counts them');
    expect(await balanceOf(db(), o.org.id)).toBe(before - 1);
  });

  it('costs nothing when the provider fails, or breaks the limit twice', async () => {
    const o = await owner();
    const before = await balanceOf(db(), o.org.id);
    await expectOutage(job(o));
    const over = { platforms: [{ platform: 'x', variants: [v, v, { ...v, text: '🙂'.repeat(140) }] }] };
    await expect(generateStructured(db(), scripted([over, over]), job(o))).rejects.toMatchObject({
      status: 502,
      code: 'ai_output_invalid',
    });
    expect(await balanceOf(db(), o.org.id)).toBe(before);
    const rows = await generationsOf(o.org.id);
    expect(rows.map((r) => [r.status, r.credits])).toEqual([
      ['failed', 0],
      ['failed', 0],
    ]);
  });
});

describe('caption history', () => {
  // Made as the caption page saves it: its hashtags read from the text.
  const doc = captionDocument(
    { platform: 'x', title: '', text: 'Café de inverno chegou.\n\n#aroma' },
    { kind: 'brief', label: '', text: 'Lançamento do café de inverno' },
    'pt-BR',
    null,
  );

  it('saves a caption as a project, lists it with its summary, and refuses one over its platform limit', async () => {
    const o = await owner();
    const created = await send(
      'POST',
      `/orgs/${o.org.id}/projects`,
      o.cookie,
      { kind: 'caption', name: 'Inverno · X', document: doc },
      null,
    );
    expect(created.status).toBe(201);
    const list = (await (
      await send('GET', `/orgs/${o.org.id}/projects?kind=caption&q=inverno`, o.cookie, undefined, null)
    ).json()) as Array<{
      name: string;
      summary: Record<string, unknown>;
    }>;
    expect(list).toHaveLength(1);
    expect(list[0]!.summary).toMatchObject({ platform: 'x', sourceKind: 'brief', hashtags: 1 });
    const over = await send(
      'POST',
      `/orgs/${o.org.id}/projects`,
      o.cookie,
      { kind: 'caption', name: 'Longa', document: { ...doc, text: 'a'.repeat(281) } },
      null,
    );
    expect(over.status).toBe(422);
    expect(await over.json()).toMatchObject({ detail: [{ loc: ['body', 'document', 'text'], msg: 'validation.captionOverLimit' }] });
  });
});
