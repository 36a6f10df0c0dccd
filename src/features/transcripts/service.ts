// Transcripts, once per library asset: stored as a document in R2 with a row
// in D1, read by every tool, so nothing is transcribed twice. And server
// speech for one chunk of audio, paid per started minute of the audio's real
// length (read from its bytes, never the client's word: decision 032): held
// first, captured beside the recorded result, released when the engine fails.
import type { R2Bucket } from '@cloudflare/workers-types';
import { and, eq } from 'drizzle-orm';
import type { TranscribeChunkRequest, TranscribeChunkResult, Transcript } from '../../common/contracts/transcript';
import { SPEECH_BYTES_PER_MINUTE, SPEECH_CHUNK_MAX_MS, transcriptSchema } from '../../common/contracts/transcript';
import type { Db } from '../../db/client';
import { aiGenerations, transcripts } from '../../db/schema';
import { ApiError } from '../../common/api-error';
import { vocabularyPrompt } from '../../common/contracts/vocabulary';
import { applyVocabulary } from '../../common/vocabulary-correct';
import { newId } from '../../platform/crypto';
import { audioLength } from '../../platform/speech/audio-length';
import { SpeechUnavailable, type SpeechProvider } from '../../platform/speech/types';
import { captureStatement, hold, release } from '../credits/ledger';
import { requireAsset } from '../media/assets';
import type { OrgAccess } from '../orgs/access';
import { getVocabulary } from './vocabulary';

export interface TranscriptDeps {
  db: Db;
  bucket: R2Bucket;
}

const transcriptKey = (orgId: string, assetId: string) => `orgs/${orgId}/transcripts/${assetId}-${newId('t')}.json`;

/** The asset's transcript, or null when it has none yet. An asset of another organization is not found. */
export async function getTranscript({ db, bucket }: TranscriptDeps, access: OrgAccess, assetId: string): Promise<Transcript | null> {
  await requireAsset(db, access, assetId);
  const row = await db
    .select()
    .from(transcripts)
    .where(and(eq(transcripts.organizationId, access.org.id), eq(transcripts.assetId, assetId)))
    .get();
  if (!row) return null;
  const object = await bucket.get(row.r2Key);
  if (!object) return null;
  return transcriptSchema.parse(await object.json());
}

/** Stores (or replaces) the asset's transcript. The new document is written before the row points at it. */
export async function putTranscript(
  { db, bucket }: TranscriptDeps,
  access: OrgAccess,
  assetId: string,
  transcript: Transcript,
): Promise<{ wordCount: number }> {
  const asset = await requireAsset(db, access, assetId);
  if (asset.kind !== 'video') throw new ApiError('unsupported_media_type');
  const body = JSON.stringify(transcript);
  const key = transcriptKey(access.org.id, assetId);
  await bucket.put(key, body, { httpMetadata: { contentType: 'application/json' } });
  const wordCount = transcript.segments.reduce((n, s) => n + s.words.length, 0);
  const row = {
    organizationId: access.org.id,
    assetId,
    language: transcript.language,
    provider: transcript.engine.provider,
    model: transcript.engine.model,
    durationMs: transcript.durationMs,
    wordCount,
    r2Key: key,
    size: body.length,
    createdBy: access.userId,
    createdAt: Date.now(),
  };
  const previous = await db
    .select({ r2Key: transcripts.r2Key })
    .from(transcripts)
    .where(and(eq(transcripts.organizationId, access.org.id), eq(transcripts.assetId, assetId)))
    .get();
  await db
    .insert(transcripts)
    .values(row)
    .onConflictDoUpdate({ target: [transcripts.organizationId, transcripts.assetId], set: row });
  if (previous) await bucket.delete(previous.r2Key);
  return { wordCount };
}

const base64ToBytes = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));

/**
 * What a chunk is billed: its started minutes, from the length read in its
 * bytes. Audio whose length cannot be read is refused (422), and so is audio
 * over the chunk's 10 minutes or with more bytes than its minutes allow (413):
 * one minute's credit never carries megabytes of anything else.
 */
export function billableMinutes(audio: Uint8Array, contentType: string): { minutes: number; measuredMs: number } {
  const length = audioLength(audio, contentType);
  if (!length || length.durationMs <= 0) throw new ApiError('speech_audio_unreadable');
  const minutes = Math.ceil(length.durationMs / 60_000);
  if (length.durationMs > SPEECH_CHUNK_MAX_MS || audio.byteLength > minutes * SPEECH_BYTES_PER_MINUTE) {
    throw new ApiError('speech_audio_too_large');
  }
  return { minutes, measuredMs: length.durationMs };
}

export async function transcribeChunk(
  db: Db,
  provider: SpeechProvider | null,
  access: OrgAccess,
  assetId: string,
  req: TranscribeChunkRequest,
): Promise<TranscribeChunkResult> {
  if (!provider) throw new ApiError('speech_unavailable');
  await requireAsset(db, access, assetId);
  let audio: Uint8Array<ArrayBuffer>;
  try {
    audio = base64ToBytes(req.audio);
  } catch {
    throw new ApiError('speech_audio_unreadable'); // base64 of a length atob refuses
  }
  const { minutes, measuredMs } = billableMinutes(audio, req.contentType);
  const { terms } = await getVocabulary(db, access.org.id);
  const prompt = vocabularyPrompt(terms);
  const generationId = newId('gen');
  const held = await hold(db, {
    organizationId: access.org.id,
    item: 'speech_minute',
    quantity: minutes,
    reference: generationId,
    idempotencyKey: `speech:${generationId}`,
    actorId: access.userId,
  });
  const started = Date.now();
  const record = (status: 'succeeded' | 'failed', output: unknown, error: string | null, credits: number) =>
    db.insert(aiGenerations).values({
      id: generationId,
      organizationId: access.org.id,
      userId: access.userId,
      tool: 'transcribe',
      kind: 'speech',
      provider: provider.id,
      model: provider.model,
      status,
      input: JSON.stringify({
        assetId,
        offsetMs: req.offsetMs,
        durationMs: req.durationMs,
        measuredMs,
        bytes: audio.byteLength,
        contentType: req.contentType,
        language: req.language ?? null,
        vocabularyTerms: terms.length,
      }),
      output: output === null ? null : JSON.stringify(output),
      error,
      attempts: 1,
      latencyMs: Date.now() - started,
      credits,
      holdId: held.id,
      createdAt: started,
    });
  try {
    const heard = await provider.transcribe({ audio, contentType: req.contentType, language: req.language, prompt: prompt ?? undefined });
    // The vocabulary's spellings, whether or not the engine took the prompt (decision 037).
    const words = applyVocabulary(heard.words, terms).map((w) => ({
      ...w,
      startMs: w.startMs + req.offsetMs,
      endMs: w.endMs + req.offsetMs,
    }));
    const result: TranscribeChunkResult = { words, language: heard.language, model: heard.model, credits: held.amount };
    await db.batch([
      record('succeeded', { wordCount: words.length, language: heard.language }, null, held.amount),
      captureStatement(db, access.org.id, held.id),
    ]);
    return result;
  } catch (error) {
    try {
      await release(db, access.org.id, held.id, access.userId);
      await record('failed', null, String((error as Error).message).slice(0, 500), 0);
    } catch (settle) {
      console.error(JSON.stringify({ level: 'error', message: `speech ${generationId} not settled: ${String(settle)}` }));
    }
    if (error instanceof SpeechUnavailable) throw new ApiError('ai_unavailable');
    throw error;
  }
}
