// An asset's transcript, made without uploading the video, by one of two
// engines. Local (free, the default where a model for the language is
// installed): the media worker hears the sound itself. Server: the worker cuts
// the sound into overlapping 5-minute stretches of Opus, each is heard by the
// server (paid per started minute), and the words are merged back into one
// transcript in media time. Either way it is stored with the asset once.
import type { LocalSpeechModel, SpeechProvider, Transcript, TranscriptLanguage, TranscriptWord } from '@src/common/contracts/transcript';
import { mediaClient } from '@client/media/client';
import type { MediaRef } from '@client/media/protocol';
import { mergeChunkWords, planChunks, type ChunkWords } from '@client/media/transcript/chunks';
import { wordsToSegments } from '@client/media/transcript/segments';
import { applyVocabulary } from '@src/common/vocabulary-correct';
import { saveTranscript, transcribeChunk } from './transcripts';
import { vocabularyTerms } from './vocabulary';

export const SERVER_WINDOW_MS = 5 * 60_000;
const OVERLAP_MS = 5_000;

/** The minutes the server bills to hear a whole video: each chunk's started minutes (decision 032), overlaps included. */
export const serverMinutes = (durationMs: number) =>
  planChunks(durationMs, SERVER_WINDOW_MS, OVERLAP_MS).reduce((n, c) => n + Math.ceil((c.endMs - c.startMs) / 60_000), 0);

async function toBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

interface JobBase {
  org: string;
  assetId: string;
  /** Where the sound is read: the asset's URL, or the file itself while it uploads. */
  source: MediaRef;
  durationMs: number;
  language: TranscriptLanguage;
  signal: AbortSignal;
  onProgress: (done: number, total: number, stage?: string) => void;
}

export interface ServerTranscribeJob extends JobBase {
  provider: Exclude<SpeechProvider, 'local'>;
  /** One key per chunk of this user action, so a retried chunk is not charged twice. */
  keyFor: (chunkIndex: number) => string;
}

export interface LocalTranscribeJob extends Omit<JobBase, 'assetId'> {
  /** Null while the video is still uploading: the caller stores the transcript once the asset exists. */
  assetId: string | null;
  provider: 'local';
  model: LocalSpeechModel;
  /** Each phrase's words as soon as they are heard. */
  onWords?: (words: TranscriptWord[]) => void;
}

export type TranscribeJob = ServerTranscribeJob | LocalTranscribeJob;

export const transcribe = (job: TranscribeJob) => (job.provider === 'local' ? transcribeLocally(job) : transcribeOnServer(job));

export async function transcribeLocally(job: LocalTranscribeJob): Promise<Transcript> {
  const result = await mediaClient().run(
    'transcribe',
    { source: job.source, language: job.language, model: job.model, endMs: job.durationMs },
    {
      signal: job.signal,
      onProgress: (done, total, stage, partial) => {
        job.onProgress(done, total, stage);
        if (Array.isArray(partial) && partial.length) job.onWords?.(partial as TranscriptWord[]);
      },
    },
  );
  const transcript: Transcript = {
    version: 1,
    language: job.language,
    durationMs: job.durationMs,
    engine: { provider: 'local', model: result.model },
    // The organization's spellings (decision 037); the server applies them to what its engine hears.
    segments: wordsToSegments(applyVocabulary(result.words, await vocabularyTerms(job.org))),
  };
  if (job.assetId) await saveTranscript(job.org, job.assetId, transcript);
  return transcript;
}

export async function transcribeOnServer(job: ServerTranscribeJob): Promise<Transcript> {
  const chunks = planChunks(job.durationMs, SERVER_WINDOW_MS, OVERLAP_MS);
  const heard: ChunkWords[] = [];
  let model = '';
  for (const [i, chunk] of chunks.entries()) {
    job.onProgress(i, chunks.length);
    const audio = await mediaClient().run(
      'speechAudio',
      { source: job.source, startMs: chunk.startMs, endMs: chunk.endMs },
      { signal: job.signal },
    );
    const result = await transcribeChunk(
      job.org,
      job.assetId,
      {
        audio: await toBase64(audio.audio),
        contentType: audio.contentType,
        language: job.language,
        offsetMs: audio.startMs,
        durationMs: Math.max(1, audio.durationMs),
      },
      job.keyFor(i),
      job.signal,
    );
    heard.push({ chunk, words: result.words });
    model = result.model;
  }
  job.onProgress(chunks.length, chunks.length);
  const transcript: Transcript = {
    version: 1,
    language: job.language,
    durationMs: job.durationMs,
    engine: { provider: job.provider, model },
    segments: wordsToSegments(mergeChunkWords(heard)),
  };
  await saveTranscript(job.org, job.assetId, transcript);
  return transcript;
}
