// /api/v1/ai/status (which provider, and whether the UI must say "offline
// mode"), and the organization's generations: a carousel from a topic and one
// slide written again, in the brand's voice. Every member may ask; credits pay.
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import {
  carouselDraftRequestSchema,
  draftShapeProblem,
  carouselDraftSchema,
  clipCaptionRequestSchema,
  clipCaptionSchema,
  clipMomentsRequestSchema,
  clipMomentsSchema,
  rankingProblem,
  slideTextRequestSchema,
  slideTextSchema,
  type CarouselDraftResult,
  type ClipCaptionResult,
  type ClipMomentsResult,
  type SlideTextResult,
} from '../../common/contracts/ai';
import type { BrandKitSnapshot } from '../../common/contracts/brand-kits';
import { jsonBody } from '../../middleware/validate';
import type { TextRequest } from '../../platform/ai/types';
import type { AppEnv } from '../../types';
import { requireAuth } from '../auth/require';
import { resolveKitSnapshot } from '../brand-kits/snapshot';
import { idempotent } from '../credits/idempotency';
import type { PricedItem } from '../credits/prices';
import type { OrgEnv } from '../orgs/access';
import { hit, LIMITS } from '../rate-limit/limiter';
import { generateStructured, type StructuredResult } from './generate';
import { carouselDraftPrompt, clipCaptionPrompt, clipMomentsPrompt, slideTextPrompt } from './prompts';
import { storyDraftProblem, storyDraftRequestSchema, storyDraftSchema, type StoryDraftResult } from '../../common/contracts/story';
import { storyDraftPrompt } from './prompts-stories';
import { aiProviderFor, aiStatus } from './provider';
import { postCaptionsRequestSchema, type PostCaptionsResult } from '../../common/contracts/caption';
import { postCaptionsAsk } from './prompts-captions';
import {
  DEFAULT_WPM,
  scriptDraftProblem,
  scriptDraftRequestSchema,
  scriptDraftSchema,
  type ScriptDraftResult,
} from '../../common/contracts/script';
import { scriptDraftPrompt } from './prompts-script';
import {
  subtitlesTranslateRequestSchema,
  subtitlesTranslationSchema,
  translationProblem,
  type SubtitlesTranslateResult,
} from '../../common/contracts/subtitles';
import { subtitlesTranslatePrompt } from './prompts-subtitles';

export const aiStatusRoutes = new Hono<AppEnv>().get('/status', (c) => {
  requireAuth(c);
  return c.json(aiStatus(aiProviderFor(c.env)));
});

interface Ask<T> {
  /** The tool that asks, for the generation's record. */
  tool: string;
  kitId: string | null | undefined;
  item: PricedItem | 'free';
  prompt: (kit: BrandKitSnapshot | null) => TextRequest;
  schema: z.ZodType<T>;
  /** What the schema cannot say; it reads the same kit the prompt was made from (its words to avoid). */
  check: (value: T, kit: BrandKitSnapshot | null) => string | null;
}

/** The caller's organization, its kit (the one named, else the default), one paid generation. */
async function generateForOrg<T>(
  c: Context<OrgEnv>,
  ask: Ask<T>,
): Promise<StructuredResult<T> & { offline: boolean; provider: ReturnType<typeof aiProviderFor>['id'] }> {
  const { user } = requireAuth(c);
  const access = c.var.access;
  const kit = await resolveKitSnapshot(c.var.db, access, ask.kitId);
  const provider = aiProviderFor(c.env);
  const result = await generateStructured(c.var.db, provider, {
    organizationId: access.org.id,
    userId: user.id,
    tool: ask.tool,
    item: ask.item,
    request: ask.prompt(kit),
    schema: ask.schema,
    check: (value) => ask.check(value, kit),
  });
  return { ...result, provider: provider.id, offline: provider.id === 'offline' };
}

export const aiOrgRoutes = new Hono<OrgEnv>()
  // Auto subtitles: one batch of cues translated, 1 credit (ai_text); every cue back once, in order.
  .post('/:org/ai/subtitles-translate', idempotent, jsonBody(subtitlesTranslateRequestSchema), async (c) => {
    const req = c.req.valid('json');
    const ids = req.cues.map((cue) => cue.id);
    const r = await generateForOrg(c, {
      tool: 'subtitles',
      kitId: req.kitId,
      item: 'ai_text',
      prompt: (kit) => subtitlesTranslatePrompt(req, kit),
      schema: subtitlesTranslationSchema,
      check: (answer) => translationProblem(answer, ids),
    });
    return c.json({
      cues: r.value.cues,
      generationId: r.generationId,
      offline: r.offline,
      credits: r.credits,
    } satisfies SubtitlesTranslateResult);
  })
  .post('/:org/ai/carousel-draft', idempotent, jsonBody(carouselDraftRequestSchema), async (c) => {
    const req = c.req.valid('json');
    const r = await generateForOrg(c, {
      tool: 'carousel',
      kitId: req.kitId,
      item: 'carousel_draft',
      prompt: (kit) => carouselDraftPrompt(req, kit),
      schema: carouselDraftSchema,
      check: (draft) => draftShapeProblem(draft, req.slides),
    });
    return c.json({
      draft: r.value,
      generationId: r.generationId,
      provider: r.provider,
      offline: r.offline,
      credits: r.credits,
    } satisfies CarouselDraftResult);
  })
  // A story from a topic: priced as the carousel draft, the nearest item (decision 028).
  .post('/:org/ai/story-draft', idempotent, jsonBody(storyDraftRequestSchema), async (c) => {
    const req = c.req.valid('json');
    const r = await generateForOrg(c, {
      tool: 'stories',
      kitId: req.kitId,
      item: 'carousel_draft',
      prompt: (kit) => storyDraftPrompt(req, kit),
      schema: storyDraftSchema,
      check: (draft) => storyDraftProblem(draft, req.slides),
    });
    return c.json({ draft: r.value, generationId: r.generationId, offline: r.offline, credits: r.credits } satisfies StoryDraftResult);
  })
  .post('/:org/ai/slide-text', idempotent, jsonBody(slideTextRequestSchema), async (c) => {
    const req = c.req.valid('json');
    const r = await generateForOrg(c, {
      tool: 'carousel',
      kitId: req.kitId,
      item: 'ai_text',
      prompt: (kit) => slideTextPrompt(req, kit),
      schema: slideTextSchema,
      check: (text) => (text.role === req.role ? null : `the role must stay "${req.role}"`),
    });
    return c.json({ text: r.value, generationId: r.generationId, offline: r.offline, credits: r.credits } satisfies SlideTextResult);
  })
  .post('/:org/ai/clip-caption', idempotent, jsonBody(clipCaptionRequestSchema), async (c) => {
    const req = c.req.valid('json');
    const r = await generateForOrg(c, {
      tool: 'clipper',
      kitId: req.kitId,
      item: 'ai_text',
      prompt: (kit) => clipCaptionPrompt(req, kit),
      schema: clipCaptionSchema,
      check: () => null,
    });
    return c.json({ text: r.value, generationId: r.generationId, offline: r.offline, credits: r.credits } satisfies ClipCaptionResult);
  })
  // Caption generator: variants per platform from a source text, 1 credit (ai_text) a generation.
  .post('/:org/ai/post-captions', idempotent, jsonBody(postCaptionsRequestSchema), async (c) => {
    const r = await generateForOrg(c, postCaptionsAsk(c.req.valid('json')));
    return c.json({ captions: r.value, generationId: r.generationId, offline: r.offline, credits: r.credits } satisfies PostCaptionsResult);
  })
  // Free, as the analysis is (product-decisions 4): no credits, no Idempotency-Key; the text only.
  .post('/:org/ai/clip-moments', jsonBody(clipMomentsRequestSchema), async (c) => {
    const req = c.req.valid('json');
    await hit(c.var.db, [[LIMITS.clipMomentsPerOrgHour, c.var.access.org.id]]);
    const ids = req.candidates.map((m) => m.id);
    const r = await generateForOrg(c, {
      tool: 'clipper',
      kitId: req.kitId,
      item: 'free',
      prompt: (kit) => clipMomentsPrompt(req, kit),
      schema: clipMomentsSchema,
      check: (ranking) => rankingProblem(ranking, ids),
    });
    const rules = new Map(req.candidates.map((m) => [m.id, m.match]));
    // The match shown stays the calibrated score when offline; with a model, half its judgement.
    const moments = r.value.moments.map((m) => ({
      id: m.id,
      title: m.title,
      match: r.offline ? rules.get(m.id)! : Math.round((rules.get(m.id)! + m.score) / 2),
    }));
    moments.sort((a, b) => b.match - a.match);
    return c.json({ moments, generationId: r.generationId, offline: r.offline } satisfies ClipMomentsResult);
  })
  // Script creator: a script from a brief, 1 credit (ai_text). The check refuses a draft whose length
  // is far from the target or that uses a word the brand avoids, so the layer asks once more.
  .post('/:org/ai/script-draft', idempotent, jsonBody(scriptDraftRequestSchema), async (c) => {
    const req = c.req.valid('json');
    const wordsPerMinute = req.wordsPerMinute ?? DEFAULT_WPM[req.locale];
    const r = await generateForOrg(c, {
      tool: 'scripts',
      kitId: req.kitId,
      item: 'ai_text',
      prompt: (kit) => scriptDraftPrompt(req, wordsPerMinute, kit),
      schema: scriptDraftSchema,
      check: (draft, kit) => scriptDraftProblem(draft, req.targetSeconds, wordsPerMinute, kit?.voice.wordsToAvoid ?? []),
    });
    return c.json({
      draft: r.value,
      wordsPerMinute,
      generationId: r.generationId,
      provider: r.provider,
      offline: r.offline,
      credits: r.credits,
    } satisfies ScriptDraftResult);
  });
