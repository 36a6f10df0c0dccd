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
import { aiProviderFor, aiStatus } from './provider';

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
  check: (value: T) => string | null;
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
    check: ask.check,
  });
  return { ...result, provider: provider.id, offline: provider.id === 'offline' };
}

export const aiOrgRoutes = new Hono<OrgEnv>()
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
  });
