// /api/v1/ai/status (which provider, and whether the UI must say "offline
// mode") and /api/v1/orgs/:org/ai/carousel-draft (a carousel from a topic, in
// the brand's voice; every member of the organization may ask, credits pay).
import { Hono } from 'hono';
import { carouselDraftRequestSchema, draftShapeProblem, carouselDraftSchema, slideTextRequestSchema, slideTextSchema, type CarouselDraftResult, type SlideTextResult } from '../../common/contracts/ai';
import { jsonBody } from '../../middleware/validate';
import type { AppEnv } from '../../types';
import { requireAuth } from '../auth/require';
import { resolveKitSnapshot } from '../brand-kits/snapshot';
import { requireOrgAccess } from '../orgs/access';
import { generateStructured } from './generate';
import { carouselDraftPrompt, slideTextPrompt } from './prompts';
import { aiProviderFor, aiStatus } from './provider';

export const aiStatusRoutes = new Hono<AppEnv>().get('/status', (c) => {
  requireAuth(c);
  return c.json(aiStatus(aiProviderFor(c.env)));
});

export const aiOrgRoutes = new Hono<AppEnv>().post('/:org/ai/carousel-draft', jsonBody(carouselDraftRequestSchema), async (c) => {
  const { user } = requireAuth(c);
  const access = await requireOrgAccess(c.var.db, user, c.req.param('org'));
  const req = c.req.valid('json');
  const kit = await resolveKitSnapshot(c.var.db, access, req.kitId);
  const provider = aiProviderFor(c.env);
  const result = await generateStructured(c.var.db, provider, {
    organizationId: access.org.id,
    userId: user.id,
    tool: 'carousel',
    item: 'carousel_draft',
    request: carouselDraftPrompt(req, kit),
    schema: carouselDraftSchema,
    check: (draft) => draftShapeProblem(draft, req.slides),
  });
  const body: CarouselDraftResult = { draft: result.value, generationId: result.generationId, provider: provider.id, offline: provider.id === 'offline', credits: result.credits };
  return c.json(body);
})
  .post('/:org/ai/slide-text', jsonBody(slideTextRequestSchema), async (c) => {
    const { user } = requireAuth(c);
    const access = await requireOrgAccess(c.var.db, user, c.req.param('org'));
    const req = c.req.valid('json');
    const kit = await resolveKitSnapshot(c.var.db, access, req.kitId);
    const provider = aiProviderFor(c.env);
    const result = await generateStructured(c.var.db, provider, {
      organizationId: access.org.id,
      userId: user.id,
      tool: 'carousel',
      item: 'ai_text',
      request: slideTextPrompt(req, kit),
      schema: slideTextSchema,
      check: (text) => (text.role === req.role ? null : `the role must stay "${req.role}"`),
    });
    const body: SlideTextResult = { text: result.value, generationId: result.generationId, offline: provider.id === 'offline', credits: result.credits };
    return c.json(body);
  });
