// /api/v1/speech/status (which server engine, if any) and an asset's
// transcript: read, store, and one chunk transcribed by the server engine
// (paid, so it carries an Idempotency-Key).
import { Hono, type Context } from 'hono';
import { transcribeChunkSchema, transcriptSchema } from '../../common/contracts/transcript';
import { jsonBody } from '../../middleware/validate';
import type { AppEnv } from '../../types';
import { requireAuth } from '../auth/require';
import { idempotent } from '../credits/idempotency';
import { requireOrgAccess } from '../orgs/access';
import { getTranscript, putTranscript, transcribeChunk, type TranscriptDeps } from './service';
import { speechProviderFor, speechStatus } from './speech';

const access = (c: Context<AppEnv>) => requireOrgAccess(c.var.db, requireAuth(c).user, c.req.param('org')!);
const deps = (c: Context<AppEnv>): TranscriptDeps => ({ db: c.var.db, bucket: c.env.FILES });

export const speechStatusRoutes = new Hono<AppEnv>().get('/status', (c) => {
  requireAuth(c);
  return c.json(speechStatus(speechProviderFor(c.env)));
});

export const transcriptRoutes = new Hono<AppEnv>()
  // An asset without a transcript yet answers null: that is an answer, not an error (an unknown asset is 404).
  .get('/:org/assets/:id/transcript', async (c) => c.json(await getTranscript(deps(c), await access(c), c.req.param('id'))))
  .put('/:org/assets/:id/transcript', jsonBody(transcriptSchema), async (c) => c.json(await putTranscript(deps(c), await access(c), c.req.param('id'), c.req.valid('json'))))
  .post('/:org/assets/:id/transcribe', idempotent, jsonBody(transcribeChunkSchema), async (c) =>
    c.json(await transcribeChunk(c.var.db, speechProviderFor(c.env), await access(c), c.req.param('id'), c.req.valid('json'))),
  );
