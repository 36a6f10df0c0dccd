// /api/v1/ai/status (which provider, and whether the UI must say "offline
// mode"), and the organization's generations, one table of them (AI_ROUTES):
// drafts, rewrites, captions, translations and the clipper's ranking, in the
// brand's voice. Every member may ask; credits pay, within the AI limits (decision 033).
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
import type { ChargeReason } from '../credits/prices';
import type { OrgEnv } from '../orgs/access';
import { hit, LIMITS, type Limit } from '../rate-limit/limiter';
import { paidRun } from './paid-run';
import { generateStructured, type StructuredResult } from './generate';
import { carouselDraftPrompt, clipCaptionPrompt, clipMomentsPrompt, slideTextPrompt } from './prompts';
import { storyDraftProblem, storyDraftRequestSchema, storyDraftSchema, type StoryDraftResult } from '../../common/contracts/story';
import { storyDraftPrompt } from './prompts-stories';
import { aiProviderFor, aiStatus } from './provider';
import { aiImageRequestSchema, type AiImageResult } from '../../common/contracts/ai-image';
import { generateImageAsset } from './image';
import { logoSuggestionsSchema, logoSuggestRequestSchema, type LogoSuggestResult } from '../../common/contracts/logo-suggest';
import { logoSuggestPrompt } from './prompts-logo';
import { postCaptionsRequestSchema, postCaptionsSchema, type PostCaptionsResult } from '../../common/contracts/caption';
import { postCaptionsAsk } from './prompts-captions';
import {
  avoidedWordsIn,
  DEFAULT_WPM,
  scriptDraftProblem,
  scriptDraftRequestSchema,
  scriptDraftSchema,
  type ScriptDraftRequest,
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
import { viralJudgementSchema, viralTextRequestSchema, type ViralTextResult } from '../../common/contracts/viral';
import { scoreText } from '../../common/viral/text-score';
import { viralTextPrompt } from './prompts-viral';

export const aiStatusRoutes = new Hono<AppEnv>().get('/status', (c) => {
  requireAuth(c);
  return c.json(aiStatus(aiProviderFor(c.env)));
});

export interface Ask<T> {
  /** The tool that asks, for the generation's record. */
  tool: string;
  kitId: string | null | undefined;
  prompt: (kit: BrandKitSnapshot | null) => TextRequest;
  schema: z.ZodType<T>;
  /** What the schema cannot say; it reads the same kit the prompt was made from. */
  check: (value: T, kit: BrandKitSnapshot | null) => string | null;
  /** The kit's words to avoid a valid answer uses: asked again once, then delivered with them (decision 033). */
  avoided?: (value: T, kit: BrandKitSnapshot | null) => string[];
}

type Generated<T> = StructuredResult<T> & {
  offline: boolean;
  provider: ReturnType<typeof aiProviderFor>['id'];
  /** The kit the prompt was made from, for an answer that reads it too. */
  kit: BrandKitSnapshot | null;
};

/** The caller's organization, its kit (the one named, else the default), one generation at the price given. */
async function generateForOrg<T>(c: Context<OrgEnv>, item: ChargeReason | 'free', ask: Ask<T>): Promise<Generated<T>> {
  const { user } = requireAuth(c);
  const access = c.var.access;
  const kit = await resolveKitSnapshot(c.var.db, access, ask.kitId);
  const provider = aiProviderFor(c.env);
  const result = await generateStructured(c.var.db, provider, {
    organizationId: access.org.id,
    userId: user.id,
    tool: ask.tool,
    item,
    request: ask.prompt(kit),
    schema: ask.schema,
    check: (value) => ask.check(value, kit),
    avoided: ask.avoided && ((value) => ask.avoided!(value, kit)),
  });
  return { ...result, provider: provider.id, offline: provider.id === 'offline', kit };
}

/**
 * One AI route: POST /:org/ai/<name>. Its body's schema, what it asks (prompt,
 * answer schema, check), its price, and the answer it gives. Paid routes take
 * an Idempotency-Key and count against the AI limits, failed runs included
 * (decision 033); a free one names its own limit per organization.
 */
interface AiRoute<Req, T> {
  request: z.ZodType<Req>;
  /** What the model must answer. */
  output: z.ZodType<T>;
  price: ChargeReason | { free: Limit };
  ask: (req: Req) => Omit<Ask<T>, 'schema'>;
  answer: (req: Req, r: Generated<T>) => object;
}

/** Erases the types of one route for the table; each route keeps its own inside. */
interface AiRouteEntry {
  request: z.ZodType;
  price: AiRoute<unknown, unknown>['price'];
  run: (c: Context<OrgEnv>, body: unknown) => Promise<object>;
}

function aiRoute<Req, T>(route: AiRoute<Req, T>): AiRouteEntry {
  return {
    request: route.request,
    price: route.price,
    // The body reaches run validated by route.request (jsonBody), so it is a Req.
    run: async (c, body) => {
      const req = body as Req;
      const item = typeof route.price === 'string' ? route.price : 'free';
      return route.answer(req, await generateForOrg(c, item, { ...route.ask(req), schema: route.output }));
    },
  };
}

/** The ask of a route whose prompt reads the request and the brand kit it names. */
const kitAsk = <Req extends { kitId?: string | null }, T>(
  tool: string,
  req: Req,
  prompt: (req: Req, kit: BrandKitSnapshot | null) => TextRequest,
  check: Ask<T>['check'],
): Omit<Ask<T>, 'schema'> => ({ tool, kitId: req.kitId, prompt: (kit) => prompt(req, kit), check });

/** What every paid answer tells after its value: the generation, whether it was offline, the credits left. */
const paid = (r: Generated<unknown>) => ({ generationId: r.generationId, offline: r.offline, credits: r.credits });

const scriptRate = (req: ScriptDraftRequest) => req.wordsPerMinute ?? DEFAULT_WPM[req.locale];

export const AI_ROUTES: Record<string, AiRouteEntry> = {
  // Auto subtitles: one batch of cues translated, 1 credit (ai_text); every cue back once, in order.
  'subtitles-translate': aiRoute({
    request: subtitlesTranslateRequestSchema,
    output: subtitlesTranslationSchema,
    price: 'ai_text',
    ask: (req) =>
      kitAsk('subtitles', req, subtitlesTranslatePrompt, (answer) =>
        translationProblem(
          answer,
          req.cues.map((cue) => cue.id),
        ),
      ),
    answer: (_req, r) => ({ cues: r.value.cues, ...paid(r) }) satisfies SubtitlesTranslateResult,
  }),
  'carousel-draft': aiRoute({
    request: carouselDraftRequestSchema,
    output: carouselDraftSchema,
    price: 'carousel_draft',
    ask: (req) => kitAsk('carousel', req, carouselDraftPrompt, (draft) => draftShapeProblem(draft, req.slides)),
    answer: (_req, r) =>
      ({
        draft: r.value,
        generationId: r.generationId,
        provider: r.provider,
        offline: r.offline,
        credits: r.credits,
      }) satisfies CarouselDraftResult,
  }),
  // A story from a topic: priced as the carousel draft, the nearest item (decision 028), named as itself on the statement.
  'story-draft': aiRoute({
    request: storyDraftRequestSchema,
    output: storyDraftSchema,
    price: 'story_draft',
    ask: (req) => kitAsk('stories', req, storyDraftPrompt, (draft) => storyDraftProblem(draft, req.slides)),
    answer: (_req, r) => ({ draft: r.value, ...paid(r) }) satisfies StoryDraftResult,
  }),
  'slide-text': aiRoute({
    request: slideTextRequestSchema,
    output: slideTextSchema,
    price: 'ai_text',
    ask: (req) => kitAsk('carousel', req, slideTextPrompt, (text) => (text.role === req.role ? null : `the role must stay "${req.role}"`)),
    answer: (_req, r) => ({ text: r.value, ...paid(r) }) satisfies SlideTextResult,
  }),
  'clip-caption': aiRoute({
    request: clipCaptionRequestSchema,
    output: clipCaptionSchema,
    price: 'ai_text',
    ask: (req) => kitAsk('clipper', req, clipCaptionPrompt, () => null),
    answer: (_req, r) => ({ text: r.value, ...paid(r) }) satisfies ClipCaptionResult,
  }),
  // Caption generator: variants per platform from a source text, 1 credit (ai_text) a generation.
  'post-captions': aiRoute({
    request: postCaptionsRequestSchema,
    output: postCaptionsSchema,
    price: 'ai_text',
    ask: postCaptionsAsk,
    answer: (_req, r) =>
      ({
        captions: r.value,
        ...paid(r),
        avoidedWords: r.avoidedWords,
      }) satisfies PostCaptionsResult,
  }),
  // Viral predictor: a hook or caption scored, 1 credit (ai_text). The rules' checklist is computed here,
  // with the kit the prompt was made from; offline the judgement is the rules' own (decision 054).
  'viral-text-score': aiRoute({
    request: viralTextRequestSchema,
    output: viralJudgementSchema,
    price: 'ai_text',
    ask: (req) => kitAsk('viral_predictor', req, viralTextPrompt, () => null),
    answer: (req, r) => {
      const voice = r.kit && { wordsToUse: r.kit.voice.wordsToUse, wordsToAvoid: r.kit.voice.wordsToAvoid };
      const rules = scoreText(req.network, req.role, req.text, voice);
      const total = r.offline ? rules.total : Math.round((rules.total + r.value.score) / 2);
      return { rules, judgement: r.value, total, ...paid(r) } satisfies ViralTextResult;
    },
  }),
  // Free, as the analysis is (product-decisions 4): no credits, no Idempotency-Key; the text only.
  'clip-moments': aiRoute({
    request: clipMomentsRequestSchema,
    output: clipMomentsSchema,
    price: { free: LIMITS.clipMomentsPerOrgHour },
    ask: (req) =>
      kitAsk('clipper', req, clipMomentsPrompt, (ranking) =>
        rankingProblem(
          ranking,
          req.candidates.map((m) => m.id),
        ),
      ),
    answer: (req, r) => {
      const rules = new Map(req.candidates.map((m) => [m.id, m.match]));
      // The match shown stays the calibrated score when offline; with a model, half its judgement.
      const moments = r.value.moments.map((m) => ({
        id: m.id,
        title: m.title,
        match: r.offline ? rules.get(m.id)! : Math.round((rules.get(m.id)! + m.score) / 2),
      }));
      moments.sort((a, b) => b.match - a.match);
      return { moments, generationId: r.generationId, offline: r.offline } satisfies ClipMomentsResult;
    },
  }),
  // Logo maker: other names, taglines and curated icons for a brand, 1 credit (ai_text); offline, rules (decision 063).
  'logo-suggestions': aiRoute({
    request: logoSuggestRequestSchema,
    output: logoSuggestionsSchema,
    price: 'ai_text',
    ask: (req) => kitAsk('logo_maker', req, logoSuggestPrompt, () => null),
    answer: (_req, r) => ({ suggestions: r.value, ...paid(r) }) satisfies LogoSuggestResult,
  }),
  // Script creator: a script from a brief, 1 credit (ai_text). The check refuses a draft whose length
  // is far from the target; words the brand avoids are asked away once, then flagged (decision 033).
  'script-draft': aiRoute({
    request: scriptDraftRequestSchema,
    output: scriptDraftSchema,
    price: 'ai_text',
    ask: (req) => ({
      tool: 'scripts',
      kitId: req.kitId,
      prompt: (kit) => scriptDraftPrompt(req, scriptRate(req), kit),
      check: (draft) => scriptDraftProblem(draft, req.targetSeconds, scriptRate(req), []),
      avoided: (draft, kit) => avoidedWordsIn(draft, kit?.voice.wordsToAvoid ?? []),
    }),
    answer: (req, r) =>
      ({
        draft: r.value,
        wordsPerMinute: scriptRate(req),
        generationId: r.generationId,
        provider: r.provider,
        offline: r.offline,
        credits: r.credits,
        avoidedWords: r.avoidedWords,
      }) satisfies ScriptDraftResult,
  }),
};

/** The table walked: every route validated, limited, run and answered the same way. */
export const aiOrgRoutes = new Hono<OrgEnv>();
for (const [name, route] of Object.entries(AI_ROUTES)) {
  const path = `/:org/ai/${name}`;
  const free = typeof route.price === 'string' ? null : route.price.free;
  if (free) {
    aiOrgRoutes.post(path, jsonBody(route.request), async (c) => {
      await hit(c.var.db, [[free, c.var.access.org.id]]);
      return c.json(await route.run(c, c.req.valid('json')));
    });
    continue;
  }
  aiOrgRoutes.post(path, idempotent, jsonBody(route.request), async (c) =>
    c.json(await paidRun(c, () => route.run(c, c.req.valid('json')))),
  );
}

// An AI image from a prompt, saved to the library: 5 credits (ai_image), paid and limited like the text routes.
aiOrgRoutes.post('/:org/ai/image', idempotent, jsonBody(aiImageRequestSchema), async (c) => {
  const { user } = requireAuth(c);
  const provider = aiProviderFor(c.env);
  const made = await paidRun(c, () =>
    generateImageAsset({ db: c.var.db, bucket: c.env.FILES }, provider, {
      organizationId: c.var.access.org.id,
      userId: user.id,
      userName: user.displayName ?? user.email,
      request: c.req.valid('json'),
    }),
  );
  return c.json({ ...made, offline: provider.id === 'offline' } satisfies AiImageResult);
});
