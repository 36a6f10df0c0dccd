// The story generator through the real Worker: a draft from a topic in the
// brand's voice, charged at the carousel draft's price (5 credits) under its own
// reason and recorded; bad
// briefs refused before any charge; a provider that fails or answers badly
// releases the hold; story projects checked field by field and their images
// required to be the organization's own.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CreditsView } from '../../src/common/contracts/orgs';
import type { ProjectListItem } from '../../src/common/contracts/projects';
import {
  storyDraftProblem,
  storyDraftSchema,
  type StoryDocument,
  type StoryDraftResult,
  type StorySlide,
} from '../../src/common/contracts/story';
import { aiGenerations, creditLedger } from '../../src/db/schema';
import { generateStructured } from '../../src/features/ai/generate';
import { storyDraftPrompt } from '../../src/features/ai/prompts-stories';
import { balanceOf } from '../../src/features/credits/ledger';
import { writeStoryDraft } from '../../src/platform/ai/offline-stories';
import { db, orgOwner, paid, imagesToRefer, setCredits, generationsOf, type OrgOwner, expectRefusal, createProject } from './helpers';
import { scripted, jobFor, expectOutage } from './ai-double';

const send = paid;

const owner = () => orgOwner('Padaria Sol');

const brief = { topic: 'pão de fermentação natural', audience: 'quem faz pão em casa', slides: 5, locale: 'pt-BR' as const };

const job = (o: OrgOwner) =>
  jobFor(o, {
    tool: 'stories',
    item: 'story_draft' as const,
    request: storyDraftPrompt({ ...brief, kitId: null }, null),
    schema: storyDraftSchema,
    check: (d: Parameters<typeof storyDraftProblem>[0]) => storyDraftProblem(d, brief.slides),
  });
const good = writeStoryDraft({
  kind: 'story_draft',
  topic: brief.topic,
  audience: brief.audience,
  screens: 5,
  locale: 'pt-BR',
  voice: null,
});

describe('story draft', () => {
  it('writes a hook, points and a call to action in the kit voice, charges 5 credits and records the run', async () => {
    const o = await owner();
    const kit = (await (await send('POST', `/orgs/${o.org.id}/brand-kits`, o.cookie, { name: 'Sol' })).json()) as { id: string };
    await send('PATCH', `/orgs/${o.org.id}/brand-kits/${kit.id}`, o.cookie, {
      social: { handle: 'padaria.sol', avatar: null },
      voice: { tone: 'friendly', audience: '', wordsToUse: ['fermento'], wordsToAvoid: ['constante'], description: '' },
    });
    const before = await balanceOf(db(), o.org.id);
    const res = await send('POST', `/orgs/${o.org.id}/ai/story-draft`, o.cookie, brief);
    expect(res.status).toBe(200);
    const body = (await res.json()) as StoryDraftResult;
    expect(body).toMatchObject({ offline: true, credits: 5 });
    expect(body.draft.screens.map((s) => s.role)).toEqual(['hook', 'point', 'point', 'point', 'cta']);
    expect(body.draft.screens.at(-1)!.body).toContain('@padaria.sol');
    expect(body.draft.screens.at(-1)!.body).toContain('#fermento');
    expect(JSON.stringify(body.draft).toLowerCase()).not.toContain('constante');
    for (const s of body.draft.screens) {
      expect(s.seconds).toBeGreaterThanOrEqual(3);
      expect(s.seconds).toBeLessThanOrEqual(8);
    }
    expect(await balanceOf(db(), o.org.id)).toBe(before - 5);
    const [row] = await db().select().from(aiGenerations).where(eq(aiGenerations.id, body.generationId));
    expect(row).toMatchObject({ tool: 'stories', provider: 'offline', status: 'succeeded', attempts: 1, credits: 5 });
    expect(JSON.parse(row!.input).task).toMatchObject({ kind: 'story_draft', topic: brief.topic, voice: { handle: '@padaria.sol' } });
    expect(JSON.parse(row!.output!)).toEqual(body.draft);
    // The statement names the story draft as itself, at the carousel draft's price (issue 33).
    const spends = await db().select().from(creditLedger).where(eq(creditLedger.reference, body.generationId));
    expect(spends.map((l) => [l.kind, l.reason, l.amount])).toEqual([['spend', 'story_draft', -5]]);
    const view = (await (await send('GET', `/orgs/${o.org.id}/credits`, o.cookie)).json()) as CreditsView;
    expect(view.entries.find((e) => e.reference === body.generationId)?.reason).toBe('story_draft');
    expect(view.prices.map((p) => p.item)).not.toContain('story_draft');
  });

  it('gives the same story for the same brief and writes English when asked', async () => {
    const o = await owner();
    const draft = async (b: unknown) =>
      (await (await send('POST', `/orgs/${o.org.id}/ai/story-draft`, o.cookie, b)).json()) as StoryDraftResult;
    const a = await draft(brief);
    expect((await draft(brief)).draft).toEqual(a.draft);
    const en = await draft({ ...brief, topic: 'sourdough bread', locale: 'en', slides: 3 });
    expect(en.draft.screens).toHaveLength(3);
    expect(en.draft.screens.at(-1)!.body).toMatch(/^Reply to this story and follow us/);
  });

  it('refuses a bad brief by field, a missing Idempotency-Key, and too few credits, charging nothing', async () => {
    const o = await owner();
    const before = await balanceOf(db(), o.org.id);
    const cases: Array<[unknown, string, string]> = [
      [{ ...brief, topic: '   ' }, 'topic', 'validation.topicRequired'],
      [{ ...brief, topic: 'x'.repeat(201) }, 'topic', 'validation.topicTooLong'],
      [{ ...brief, slides: 2 }, 'slides', 'validation.slidesRange'],
      [{ ...brief, slides: 11 }, 'slides', 'validation.slidesRange'],
      [{ ...brief, locale: 'fr' }, 'locale', ''],
    ];
    for (const [body, field, msg] of cases) {
      const res = await send('POST', `/orgs/${o.org.id}/ai/story-draft`, o.cookie, body);
      expect(res.status, field).toBe(422);
      const detail = ((await res.json()) as { detail: Array<{ loc: string[]; msg: string }> }).detail;
      expect(
        detail.some((d) => d.loc.join('.') === `body.${field}` && (!msg || d.msg === msg)),
        JSON.stringify(detail),
      ).toBe(true);
    }
    const keyless = await send('POST', `/orgs/${o.org.id}/ai/story-draft`, o.cookie, brief, null);
    expect(keyless.status).toBe(400);
    expect(await keyless.json()).toEqual({ detail: 'idempotency_key_required' });
    expect(await balanceOf(db(), o.org.id)).toBe(before);

    await setCredits(o.org.id, 4);
    await expectRefusal(await send('POST', `/orgs/${o.org.id}/ai/story-draft`, o.cookie, brief), 402, 'insufficient_credits');
    expect(await generationsOf(o.org.id)).toHaveLength(0);
  });

  it('asks again once when the order is wrong, then charges only the success', async () => {
    const o = await owner();
    const before = await balanceOf(db(), o.org.id);
    const provider = scripted([{ ...good, screens: [...good.screens].reverse() }, good]);
    const result = await generateStructured(db(), provider, job(o));
    expect(result).toMatchObject({ value: good, attempts: 2, credits: 5 });
    expect(provider.asked[1]!.prompt).toMatch(/Your previous answer was not valid \(the first screen must be the hook\)/);
    expect(await balanceOf(db(), o.org.id)).toBe(before - 5);
  });

  it('releases the hold when the provider fails or answers badly twice, and records the failure', async () => {
    const o = await owner();
    const before = await balanceOf(db(), o.org.id);
    await expectOutage(job(o));
    const tooFew = { ...good, screens: good.screens.slice(0, 3) };
    await expect(generateStructured(db(), scripted(['not json', tooFew]), job(o))).rejects.toMatchObject({
      status: 502,
      code: 'ai_output_invalid',
    });
    expect(await balanceOf(db(), o.org.id)).toBe(before);
    const rows = await generationsOf(o.org.id);
    expect(rows.map((r) => [r.status, r.credits]).sort()).toEqual([
      ['failed', 0],
      ['failed', 0],
    ]);
    expect(rows.some((r) => r.error?.includes('expected 5 screens, got 3'))).toBe(true);
    const ledger = await db().select().from(creditLedger).where(eq(creditLedger.organizationId, o.org.id));
    // Two holds, each given back: the ledger nets to nothing.
    expect(ledger.filter((l) => rows.some((r) => r.holdId === l.reference || r.id === l.reference)).reduce((n, l) => n + l.amount, 0)).toBe(
      0,
    );
  });
});

const frame = { rotation: 0, opacity: 1, locked: false };
const slide = (id: string, over: Partial<StorySlide> = {}): StorySlide => ({
  id,
  background: 'primary',
  duration: 4,
  transition: 'fade',
  elements: [
    {
      ...frame,
      id: `${id}t`,
      type: 'text',
      x: 96,
      y: 400,
      width: 888,
      height: 300,
      text: 'Olá',
      font: 'heading',
      fontSize: 96,
      fontWeight: 700,
      italic: false,
      color: 'background',
      align: 'left',
      lineHeight: 1.1,
      list: 'none',
    },
  ],
  ...over,
});
const story = (slides: StorySlide[]): StoryDocument => ({ version: 1, format: 'story', brand: null, slides });

describe('story projects', () => {
  it('are saved over their version and listed with their length and first screen', async () => {
    const o = await owner();
    const p = await createProject(o, 'story', 'Lançamento', story([slide('a', { duration: 3, transition: 'cut' }), slide('b')]));
    expect(p.id).toMatch(/^sty_/);
    const saved = await send('PATCH', `/orgs/${o.org.id}/projects/${p.id}`, o.cookie, {
      kind: 'story',
      document: story([slide('a', { duration: 3, transition: 'cut' }), slide('b'), slide('c', { duration: 2.5, transition: 'slide' })]),
      baseVersion: 1,
    });
    expect(saved.status).toBe(200);
    const [listed] = (await (await send('GET', `/orgs/${o.org.id}/projects?kind=story`, o.cookie)).json()) as ProjectListItem[];
    expect(listed!.summary).toMatchObject({ slideCount: 3, durationMs: 9500, cover: { brand: null, slide: { id: 'a' } } });
    expect((listed!.summary.cover as { slide: Record<string, unknown> }).slide).not.toHaveProperty('duration');
  });

  it('refuses each malformed field with its path and reason', async () => {
    const o = await owner();
    const cases: Array<[unknown, string, string]> = [
      [story([slide('a', { duration: 0.5 })]), 'slides.0.duration', 'validation.storyDuration'],
      [story([slide('a', { duration: 16 })]), 'slides.0.duration', 'validation.storyDuration'],
      [story([slide('a', { transition: 'spin' as never })]), 'slides.0.transition', ''],
      [story([]), 'slides', 'validation.slidesMin'],
      [story(Array.from({ length: 21 }, (_, i) => slide(`s${i}`))), 'slides', 'validation.storySlidesMax'],
      [story([slide('a'), slide('a')]), 'slides', 'validation.duplicateId'],
      [{ ...story([slide('a')]), format: 'portrait' }, 'format', ''],
      [story([slide('a', { background: 'not-a-colour' })]), 'slides.0.background', ''],
    ];
    for (const [document, field, msg] of cases) {
      const res = await send('POST', `/orgs/${o.org.id}/projects`, o.cookie, { kind: 'story', name: 'x', document });
      expect(res.status, field).toBe(422);
      const detail = ((await res.json()) as { detail: Array<{ loc: string[]; msg: string }> }).detail;
      expect(
        detail.some((d) => d.loc.join('.').endsWith(field) && (!msg || d.msg === msg)),
        `${field}: ${JSON.stringify(detail)}`,
      ).toBe(true);
    }
  });

  it("takes the organization's own images only", async () => {
    const { o, mine, theirs, video } = await imagesToRefer(owner);
    const withImage = (assetId: string) => {
      const s = slide('a');
      s.elements.push({ ...frame, id: 'img', type: 'image', x: 0, y: 0, width: 500, height: 500, assetId, fit: 'cover', cornerRadius: 0 });
      return story([s]);
    };
    const ok = await send('POST', `/orgs/${o.org.id}/projects`, o.cookie, { kind: 'story', name: 'x', document: withImage(mine) });
    expect(ok.status).toBe(201);
    for (const id of [theirs, video, 'ast_missing']) {
      const res = await send('POST', `/orgs/${o.org.id}/projects`, o.cookie, { kind: 'story', name: 'x', document: withImage(id) });
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ detail: 'story_image_not_found' });
    }
  });
});
