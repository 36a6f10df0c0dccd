// /api/v1/speech/status (which server engine, if any), an asset's transcript:
// read, store, and one chunk transcribed by the server engine (paid, so it
// carries an Idempotency-Key), and the organization's custom vocabulary.
import { Hono, type Context } from 'hono';
import { transcribeChunkSchema, transcriptSchema } from '../../common/contracts/transcript';
import { vocabularyBodySchema } from '../../common/contracts/vocabulary';
import { jsonBody } from '../../middleware/validate';
import { TRANSCRIBE_BODY_MAX_BYTES, TRANSCRIPT_BODY_MAX_BYTES } from '../../common/limits';
import { limitTranscribe } from '../rate-limit/route-limit';
import type { AppEnv } from '../../types';
import { requireAuth } from '../auth/require';
import { idempotent } from '../credits/idempotency';
import type { OrgEnv } from '../orgs/access';
import { getTranscript, putTranscript, transcribeChunk, type TranscriptDeps } from './service';
import { localSpeechModels, speechProviderFor, speechStatus } from './speech';
import { getVocabulary, putVocabulary } from './vocabulary';

const deps = (c: Context<OrgEnv>): TranscriptDeps => ({ db: c.var.db, bucket: c.env.FILES });

export const speechStatusRoutes = new Hono<AppEnv>().get('/status', async (c) => {
  requireAuth(c);
  return c.json(speechStatus(speechProviderFor(c.env), await localSpeechModels(c.env)));
});

export const transcriptRoutes = new Hono<OrgEnv>()
  // An asset without a transcript yet answers null: that is an answer, not an error (an unknown asset is 404).
  .get('/:org/assets/:id/transcript', async (c) => c.json(await getTranscript(deps(c), c.var.access, c.req.param('id'))))
  .put('/:org/assets/:id/transcript', jsonBody(transcriptSchema, { maxBytes: TRANSCRIPT_BODY_MAX_BYTES }), async (c) =>
    c.json(await putTranscript(deps(c), c.var.access, c.req.param('id'), c.req.valid('json'))),
  )
  .post(
    '/:org/assets/:id/transcribe',
    limitTranscribe,
    idempotent,
    jsonBody(transcribeChunkSchema, { maxBytes: TRANSCRIBE_BODY_MAX_BYTES }),
    async (c) => c.json(await transcribeChunk(c.var.db, speechProviderFor(c.env), c.var.access, c.req.param('id'), c.req.valid('json'))),
  )
  .get('/:org/vocabulary', async (c) => c.json(await getVocabulary(c.var.db, c.var.access.org.id)))
  .put('/:org/vocabulary', jsonBody(vocabularyBodySchema), async (c) =>
    c.json(await putVocabulary(c.var.db, c.var.access, c.req.valid('json'))),
  );
