// The AI layer through the real Worker: a carousel draft in the brand's voice
// from the offline provider, paid by a credit hold that is captured on success
// and released on failure; answers that break the schema are asked again once,
// then refused; every run is recorded.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  carouselDraftSchema,
  clipMomentsSchema,
  draftShapeProblem,
  rankingProblem,
  type CarouselDraftResult,
  type ClipMomentsResult,
} from '../../src/common/contracts/ai';
import { aiGenerations, creditLedger } from '../../src/db/schema';
import { generateStructured } from '../../src/features/ai/generate';
import { carouselDraftPrompt, clipMomentsPrompt } from '../../src/features/ai/prompts';
import { balanceOf } from '../../src/features/credits/ledger';
import { writeCarouselDraft } from '../../src/platform/ai/offline';
import { call, db, orgOwner, paid, signedIn, setCredits, generationsOf, type OrgOwner } from './helpers';
import { scripted, jobFor, expectOutage } from './ai-double';

const ORIGIN = 'http://palco.test';
// Paid requests carry an Idempotency-Key, one per user action (here, per call).
const post = (path: string, cookie: string, body: unknown, key?: string) => paid('POST', path, cookie, body, key);

const owner = () => orgOwner();

const brief = { topic: 'café especial em casa', audience: 'iniciantes', slides: 5, locale: 'pt-BR' as const };

const job = (o: OrgOwner) =>
  jobFor(o, {
    tool: 'carousel',
    item: 'carousel_draft' as const,
    request: carouselDraftPrompt({ ...brief, kitId: null }, null),
    schema: carouselDraftSchema,
    check: (d: Parameters<typeof draftShapeProblem>[0]) => draftShapeProblem(d, brief.slides),
  });
const good = writeCarouselDraft({ kind: 'carousel_draft', ...brief, voice: null });

describe('carousel draft, offline provider', () => {
  it('writes a hook, body slides and a call to action in the brand voice, and charges 5 credits once', async () => {
    const o = await owner();
    const kit = (await (await post(`/orgs/${o.org.id}/brand-kits`, o.cookie, { name: 'Aurora' })).json()) as { id: string };
    await call(`/api/v1/orgs/${o.org.id}/brand-kits/${kit.id}`, {
      method: 'PATCH',
      headers: { Cookie: o.cookie, Origin: ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        social: { handle: 'cafe.aurora', avatar: null },
        voice: { tone: 'friendly', audience: '', wordsToUse: ['aroma'], wordsToAvoid: ['hábito'], description: '' },
      }),
    });
    const before = await balanceOf(db(), o.org.id);
    const res = await post(`/orgs/${o.org.id}/ai/carousel-draft`, o.cookie, brief);
    expect(res.status).toBe(200);
    const body = (await res.json()) as CarouselDraftResult;
    expect(body).toMatchObject({ provider: 'offline', offline: true, credits: 5 });
    expect(body.draft.slides.map((s) => s.role)).toEqual(['hook', 'body', 'body', 'body', 'cta']);
    expect(body.draft.slides.at(-1)!.body).toContain('@cafe.aurora');
    expect(body.draft.slides.at(-1)!.body).toContain('#aroma');
    expect(JSON.stringify(body.draft).toLowerCase()).not.toContain('hábito');
    expect(await balanceOf(db(), o.org.id)).toBe(before - 5);

    const [row] = await db().select().from(aiGenerations).where(eq(aiGenerations.id, body.generationId));
    expect(row).toMatchObject({
      organizationId: o.org.id,
      userId: o.user.id,
      tool: 'carousel',
      provider: 'offline',
      status: 'succeeded',
      attempts: 1,
      credits: 5,
    });
    expect(JSON.parse(row!.input).task).toMatchObject({ topic: brief.topic, voice: { handle: '@cafe.aurora' } });
    expect(JSON.parse(row!.output!)).toEqual(body.draft);
  });

  it('gives the same draft for the same brief, and writes English when asked', async () => {
    const o = await owner();
    const draft = async (body: unknown) =>
      (await (await post(`/orgs/${o.org.id}/ai/carousel-draft`, o.cookie, body)).json()) as CarouselDraftResult;
    const a = await draft(brief);
    const b = await draft(brief);
    expect(b.draft).toEqual(a.draft);
    const en = await draft({ ...brief, topic: 'home coffee', locale: 'en' });
    expect(en.draft.slides.at(-1)!.body).toMatch(/^Found this useful\? Save this post/);
  });

  it('refuses a bad brief with the field and its message, and charges nothing', async () => {
    const o = await owner();
    const before = await balanceOf(db(), o.org.id);
    const few = await post(`/orgs/${o.org.id}/ai/carousel-draft`, o.cookie, { ...brief, slides: 2 });
    expect(few.status).toBe(422);
    expect(await few.json()).toMatchObject({ detail: [{ loc: ['body', 'slides'], msg: 'validation.slidesRange' }] });
    const empty = await post(`/orgs/${o.org.id}/ai/carousel-draft`, o.cookie, { ...brief, topic: '  ' });
    expect(await empty.json()).toMatchObject({ detail: [{ loc: ['body', 'topic'], msg: 'validation.topicRequired' }] });
    expect(await balanceOf(db(), o.org.id)).toBe(before);
  });

  it('answers 402 when the organization has too few credits, and runs nothing', async () => {
    const o = await owner();
    await setCredits(o.org.id, 4);
    const res = await post(`/orgs/${o.org.id}/ai/carousel-draft`, o.cookie, brief);
    expect(res.status).toBe(402);
    expect(await res.json()).toEqual({ detail: 'insufficient_credits' });
    expect(await generationsOf(o.org.id)).toHaveLength(0);
  });

  it("another organization's drafts are not found, and a signed-out caller is turned away", async () => {
    const o = await owner();
    const stranger = await signedIn();
    expect((await post(`/orgs/${o.org.id}/ai/carousel-draft`, stranger.cookie, brief)).status).toBe(404);
    expect((await call('/api/v1/ai/status')).status).toBe(401);
    const status = await call('/api/v1/ai/status', { headers: { Cookie: o.cookie } });
    expect(await status.json()).toEqual({
      provider: 'offline',
      offline: true,
      textModel: 'palco-offline-writer-1',
      imageModel: 'palco-offline-shapes-1',
    });
  });
});

describe('generateStructured with a provider double', () => {
  it('asks again once when the answer breaks the schema, saying what was wrong, and charges only the success', async () => {
    const o = await owner();
    const before = await balanceOf(db(), o.org.id);
    const provider = scripted([{ title: 'x', slides: [{ role: 'hook', heading: 'only one' }] }, good]);
    const result = await generateStructured(db(), provider, job(o));
    expect(result).toMatchObject({ value: good, attempts: 2, credits: 5 });
    expect(provider.asked[1]!.prompt).toMatch(/Your previous answer was not valid \(.*slides.*\)/);
    expect(await balanceOf(db(), o.org.id)).toBe(before - 5);
  });

  it('refuses after two invalid answers (a rule the schema cannot say counts too): 502, credits back, failure recorded', async () => {
    const o = await owner();
    const before = await balanceOf(db(), o.org.id);
    const wrongOrder = { ...good, slides: [...good.slides].reverse() };
    const provider = scripted(['not json at all', wrongOrder]);
    await expect(generateStructured(db(), provider, job(o))).rejects.toMatchObject({ status: 502, code: 'ai_output_invalid' });
    expect(await balanceOf(db(), o.org.id)).toBe(before);
    const [row] = await generationsOf(o.org.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 2, credits: 0, provider: 'openai', model: 'double-1' });
    expect(row!.error).toContain('the first slide must be the hook');
    const ledger = await db().select().from(creditLedger).where(eq(creditLedger.organizationId, o.org.id));
    expect(
      ledger
        .filter((l) => l.reference === row!.holdId || l.reference === row!.id)
        .map((l) => l.amount)
        .sort(),
    ).toEqual([-5, 5]);
  });

  it('a provider outage is 503 ai_unavailable and costs nothing', async () => {
    const o = await owner();
    await expectOutage(job(o));
  });
});

describe('one slide written again', () => {
  it('gives the slide another text of the same role, keeps its number, and costs 1 credit', async () => {
    const o = await owner();
    const before = await balanceOf(db(), o.org.id);
    const slide = {
      topic: 'café especial em casa',
      role: 'body',
      heading: '2. Meça o que importa',
      body: 'Escolha um ou dois números.',
      locale: 'pt-BR',
      attempt: 0,
    };
    const res = await post(`/orgs/${o.org.id}/ai/slide-text`, o.cookie, slide);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { text: { role: string; heading: string; body: string }; credits: number; offline: boolean };
    expect(body).toMatchObject({ credits: 1, offline: true, text: { role: 'body' } });
    expect(body.text.heading).toMatch(/^2\. /);
    expect(body.text.heading).not.toBe(slide.heading);
    const again = (await (await post(`/orgs/${o.org.id}/ai/slide-text`, o.cookie, { ...slide, attempt: 1 })).json()) as typeof body;
    expect(again.text.heading).not.toBe(body.text.heading);
    expect(await balanceOf(db(), o.org.id)).toBe(before - 2);
    const bad = await post(`/orgs/${o.org.id}/ai/slide-text`, o.cookie, { ...slide, role: 'outro' });
    expect(bad.status).toBe(422);
    expect(await balanceOf(db(), o.org.id)).toBe(before - 2);
  });
});

describe('clip post caption', () => {
  const said =
    'Por que noventa por cento dos criadores desistem no primeiro ano? A maioria acha que é talento, mas esse é o maior erro. É por isso que constância vence talento.';

  it('writes a caption in the kit voice from the clip transcript for 1 credit, recorded for the clipper', async () => {
    const o = await owner();
    const kit = (await (await post(`/orgs/${o.org.id}/brand-kits`, o.cookie, { name: 'Voz' })).json()) as {
      id: string;
      voice: Record<string, unknown>;
    };
    const patched = await call(`/api/v1/orgs/${o.org.id}/brand-kits/${kit.id}`, {
      method: 'PATCH',
      headers: { Cookie: o.cookie, Origin: ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ voice: { ...kit.voice, wordsToUse: ['constância', 'criadores'], wordsToAvoid: ['talento'] } }),
    });
    expect(patched.status).toBe(200);
    const before = await balanceOf(db(), o.org.id);
    const res = await post(`/orgs/${o.org.id}/ai/clip-caption`, o.cookie, { transcript: said, title: '', locale: 'pt-BR' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      text: { caption: string; hashtags: string[] };
      offline: boolean;
      credits: number;
      generationId: string;
    };
    expect(body).toMatchObject({ offline: true, credits: 1 });
    expect(body.text.caption).toMatch(/^Por que noventa por cento/);
    expect(body.text.caption).toContain('Salve para ver depois');
    // The brand's words to avoid are left out, its words to use become hashtags.
    expect(body.text.caption.toLocaleLowerCase()).not.toContain('talento');
    expect(body.text.hashtags).toEqual(['#constância', '#criadores']);
    expect(await balanceOf(db(), o.org.id)).toBe(before - 1);
    const [row] = await db().select().from(aiGenerations).where(eq(aiGenerations.id, body.generationId));
    expect(row).toMatchObject({ tool: 'clipper', status: 'succeeded', credits: 1 });
  });

  it('refuses an empty transcript and an organization without credits', async () => {
    const o = await owner();
    const empty = await post(`/orgs/${o.org.id}/ai/clip-caption`, o.cookie, { transcript: '  ', title: '', locale: 'en' });
    expect(empty.status).toBe(422);
    await setCredits(o.org.id, 0);
    const broke = await post(`/orgs/${o.org.id}/ai/clip-caption`, o.cookie, { transcript: said, title: '', locale: 'en' });
    expect(broke.status).toBe(402);
    expect(await broke.json()).toEqual({ detail: 'insufficient_credits' });
  });
});

describe('clip moments ranked and titled', () => {
  const candidates = [
    { id: 'm1', text: 'A gente chegou no escritório e era um dia normal. Depois almoçamos.', durationMs: 30_000, match: 41 },
    {
      id: 'm2',
      text: 'Por que noventa por cento dos criadores desistem no primeiro ano, mesmo quando o conteúdo é bom e o público cresce devagar? Porque ninguém posta com constância.',
      durationMs: 45_000,
      match: 83,
    },
  ];

  it('offline: keeps the rules order and match, titles each by its hook, and is free', async () => {
    const o = await owner();
    await setCredits(o.org.id, 0);
    const res = await post(`/orgs/${o.org.id}/ai/clip-moments`, o.cookie, { language: 'pt', candidates });
    expect(res.status).toBe(200);
    const body = (await res.json()) as ClipMomentsResult;
    expect(body.offline).toBe(true);
    expect(body.moments.map((m) => [m.id, m.match])).toEqual([
      ['m2', 83],
      ['m1', 41],
    ]);
    // A long hook is cut at a word to a title's length and marked; a short one is kept whole.
    expect(body.moments[0]!.title).toMatch(/^Por que noventa por cento dos criadores desistem.*…$/);
    expect(body.moments[0]!.title.length).toBeLessThanOrEqual(80);
    expect(body.moments[1]!.title).toBe('A gente chegou no escritório e era um dia normal.');
    const [row] = await db().select().from(aiGenerations).where(eq(aiGenerations.id, body.generationId));
    expect(row).toMatchObject({ tool: 'clipper', status: 'succeeded', credits: 0, holdId: null });
    expect(await balanceOf(db(), o.org.id)).toBe(0);
  });

  it('with a model: its order and titles, the match half its judgement; a ranking that drops a candidate is asked again', async () => {
    const o = await owner();
    const req = { language: 'en' as const, candidates };
    const provider = scripted([
      { moments: [{ id: 'm2', score: 90, title: 'Why creators quit' }] },
      {
        moments: [
          { id: 'm1', score: 95, title: 'An ordinary day' },
          { id: 'm2', score: 61, title: 'Why creators quit' },
        ],
      },
    ]);
    const result = await generateStructured(db(), provider, {
      organizationId: o.org.id,
      userId: o.user.id,
      tool: 'clipper',
      item: 'free',
      request: clipMomentsPrompt(req, null),
      schema: clipMomentsSchema,
      check: (r) => rankingProblem(r, ['m1', 'm2']),
    });
    expect(result).toMatchObject({ attempts: 2, credits: 0 });
    expect(provider.asked[0]!.prompt).toContain('m2 (45 s, match 83)');
    expect(provider.asked[1]!.prompt).toMatch(/rank every candidate id exactly once: m1, m2/);
  });

  it('refuses no candidates, too many, and an unknown field value by field', async () => {
    const o = await owner();
    for (const body of [
      { language: 'pt', candidates: [] },
      { language: 'pt', candidates: Array.from({ length: 13 }, (_, i) => ({ ...candidates[0], id: `m${i}` })) },
      { language: 'fr', candidates },
      { language: 'pt', candidates: [{ ...candidates[0], text: ' ' }] },
    ]) {
      const res = await post(`/orgs/${o.org.id}/ai/clip-moments`, o.cookie, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(422);
    }
  });
});
