// A transcript by the server's speech engine without uploading the video: the
// worker cuts the sound into overlapping 5-minute stretches of Opus, each is
// heard by the server (paid per started minute), and the words are merged back
// into one transcript in media time, then stored with the asset.
import type { SpeechProvider, Transcript, TranscriptLanguage } from '@src/common/contracts/transcript';
import { mediaClient } from '../../media/client';
import { mergeChunkWords, planChunks, type ChunkWords } from '../../media/transcript/chunks';
import { wordsToSegments } from '../../media/transcript/segments';
import { saveTranscript, transcribeChunk } from './api/transcripts';

export const SERVER_WINDOW_MS = 5 * 60_000;
const OVERLAP_MS = 5_000;

async function toBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export interface TranscribeJob {
  org: string;
  assetId: string;
  src: string;
  durationMs: number;
  language: TranscriptLanguage;
  provider: Exclude<SpeechProvider, 'local'>;
  /** One key per chunk of this user action, so a retried chunk is not charged twice. */
  keyFor: (chunkIndex: number) => string;
  signal: AbortSignal;
  onProgress: (done: number, total: number) => void;
}

export async function transcribeOnServer(job: TranscribeJob): Promise<Transcript> {
  const chunks = planChunks(job.durationMs, SERVER_WINDOW_MS, OVERLAP_MS);
  const heard: ChunkWords[] = [];
  let model = '';
  for (const [i, chunk] of chunks.entries()) {
    job.onProgress(i, chunks.length);
    const audio = await mediaClient().run(
      'speechAudio',
      { source: { url: job.src }, startMs: chunk.startMs, endMs: chunk.endMs },
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
