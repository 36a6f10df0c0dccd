// A clipper project's analysis, all in the browser's media worker: read the
// video (reading), its loudness (audio), what is said (transcript: the stored
// one, else the browser's model for the language, else the server's engine,
// else none), its scene changes (scenes), then the moments (scoring). Progress
// by stage with time left; a stop cancels the running job.
import type { ClipMoment } from '@src/common/contracts/clip';
import {
  localModelFor,
  type SpeechStatus,
  type Transcript,
  type TranscriptLanguage,
  type TranscriptWord,
} from '@src/common/contracts/transcript';
import { mediaClient } from '@client/media/client';
import type { MediaInfo, MediaRef } from '@client/media/protocol';
import { transcribeLocally, transcribeOnServer } from '../../services/library/transcribe';
import { CLIP_MOMENTS_MAX_CANDIDATES } from '@src/common/contracts/ai';
import { rankMoments } from './api';
import { faceDetectorUrl } from '@client/services/face-detector';
import { applyRanking, findMoments, momentText } from './model/moments';
import { signalMoments, type SignalTitle } from './model/signal-moments';
import { reportProgress, startTimeLeft } from './model/time-left';
import { uniqueTitles } from './model/titles';

export const STAGES = ['reading', 'audio', 'transcript', 'scenes', 'faces', 'scoring'] as const;
export type AnalysisStage = (typeof STAGES)[number];

/**
 * What each stage usually takes per second of video on a mid-range laptop, the
 * time left's prior until this machine's own pace is measured (model/time-left.ts).
 */
const PRIOR_PER_SECOND: Record<AnalysisStage, number> = { reading: 0, audio: 20, transcript: 150, scenes: 25, faces: 10, scoring: 5 };
const PRIOR_FIXED_MS: Record<AnalysisStage, number> = {
  reading: 300,
  audio: 200,
  transcript: 1500,
  scenes: 300,
  faces: 1000,
  scoring: 1500,
};

/** How many frames the wordless analysis looks for faces in, at most. */
const FACE_SAMPLES = 24;

/** Times at least `gapMs` apart, from sorted ones. */
function spaced(times: readonly number[], gapMs: number): number[] {
  const out: number[] = [];
  for (const t of times) if (!out.length || t - out[out.length - 1]! >= gapMs) out.push(t);
  return out;
}

export interface AnalysisProgress {
  stage: AnalysisStage;
  /** 0..1 over all stages. */
  fraction: number;
  /** Estimated from each stage's measured pace (model/time-left.ts); null before the first report. */
  leftMs: number | null;
}

export interface AnalysisInput {
  org: string;
  /** Null while the video is still uploading: the transcript is then stored by the page once it is in the library. */
  assetId: string | null;
  /** The library asset's URL, or the file itself while it uploads: analysis never waits for the upload. */
  source: MediaRef;
  durationMs: number;
  language: TranscriptLanguage;
  speech: SpeechStatus | undefined;
  /** The asset's stored transcript, if it has one: nothing is heard twice. */
  stored: Transcript | null;
  /** The video's make-up when the page has already read it: not read twice. */
  info?: MediaInfo;
  /** The brand kit the titles are written for (its voice). */
  kitId: string | null;
  /** The server engine may be used (it costs credits, and needs the video in the library): the user chose it. */
  allowServer: boolean;
  signal: AbortSignal;
  onProgress: (p: AnalysisProgress) => void;
  /** A new transcript, as soon as it is made; `stored` when it went to the asset already (no asset yet: the page stores it). */
  onTranscript?: (t: Transcript, stored: boolean) => void;
  /** The words heard so far, phrase by phrase, while the transcript is being made. */
  onWords?: (words: TranscriptWord[]) => void;
  /** A title in the user's words for a moment found without a transcript (what stands out, and when). */
  signalTitle?: (key: SignalTitle, atMs: number) => string;
}

export interface AnalysisResult {
  info: MediaInfo;
  transcript: Transcript | null;
  moments: ClipMoment[];
  /** Who ordered and titled the moments: the AI layer's model, or rules (offline mode, or no transcript). */
  rankedBy: 'rules' | 'ai';
}

export async function analyze(input: AnalysisInput): Promise<AnalysisResult> {
  const seconds = input.durationMs / 1000;
  // A stored transcript, or none to be had, skips its stage: the plan counts it only when it will run.
  const hears =
    !input.stored && Boolean(localModelFor(input.speech, input.language) || (input.speech?.server && input.allowServer && input.assetId));
  const wordless = !input.stored && !hears;
  const plan = STAGES.filter((s) => (s !== 'transcript' || hears) && (s !== 'faces' || wordless)).map((stage) => ({
    stage,
    expectedMs: PRIOR_FIXED_MS[stage] + PRIOR_PER_SECOND[stage] * seconds,
  }));
  let clock = startTimeLeft(plan, performance.now());
  const report = (stage: AnalysisStage, part: number) => {
    if (!plan.some((p) => p.stage === stage)) return;
    const next = reportProgress(clock, stage, part, performance.now());
    clock = next.state;
    input.onProgress({ stage, ...next.estimate });
  };
  const { source } = input;
  const media = mediaClient();
  const { signal } = input;
  const step = (stage: AnalysisStage) => ({ signal, onProgress: (d: number, n: number) => report(stage, n ? d / n : 0) });

  report('reading', 0);
  const info = input.info ?? (await media.run('inspect', { source }, step('reading')));
  report('audio', 0);
  // Loudness needs no speech-quality sound: 4 kHz keeps an hour's levels small.
  // The voice's delivery (pitch, pace, bursts) is read only where no transcript is coming: it scores moments without words.
  const sound = info.audio
    ? await media.run('audio', { source, sampleRate: 4000, peaksPerSecond: 1, voice: wordless }, step('audio'))
    : null;

  report('transcript', 0);
  let transcript = input.stored;
  if (!transcript && info.audio) {
    const local = localModelFor(input.speech, input.language);
    const common = {
      org: input.org,
      source,
      durationMs: input.durationMs,
      language: input.language,
      signal,
      onProgress: (d: number, n: number) => report('transcript', n ? d / n : 0),
    };
    if (local)
      transcript = await transcribeLocally({ ...common, assetId: input.assetId, provider: 'local', model: local, onWords: input.onWords });
    else if (input.speech?.server && input.allowServer && input.assetId) {
      const action = crypto.randomUUID();
      transcript = await transcribeOnServer({
        ...common,
        assetId: input.assetId,
        provider: input.speech.server.provider,
        keyFor: (i) => `${action}-${i}`,
      });
    }
    if (transcript) input.onTranscript?.(transcript, Boolean(input.assetId));
  }

  report('scenes', 0);
  const scenes = info.video?.decodable ? await media.run('scenes', { source, intervalMs: 1000 }, step('scenes')) : null;

  // Without words, whether a face is on screen counts too: looked for on key frames (they decode alone), one per 5 s
  // at most and some two dozen in all (each costs a decode and a detection: a 10-minute talk's 100 took as long as its scenes).
  const faceUrl = wordless && info.video?.decodable ? await faceDetectorUrl().catch(() => null) : null;
  const faces = faceUrl
    ? await media
        .run(
          'faces',
          {
            source,
            startMs: 0,
            endMs: info.durationMs,
            timesMs: spaced(info.video?.keyframesMs ?? [], Math.max(5000, info.durationMs / FACE_SAMPLES)),
            modelUrl: faceUrl,
          },
          step('faces'),
        )
        .then((r) => r.samples.map((s) => ({ atMs: s.atMs, present: s.faces.length > 0 })))
        .catch((error: unknown) => {
          // A detector that cannot load costs the moments one signal, not the analysis.
          if (signal.aborted) throw error;
          return [];
        })
    : [];

  report('scoring', 0);
  const levels = sound?.levels ?? new Float32Array(0);
  const scenesMs = scenes?.cutsMs ?? [];
  const found = transcript?.segments.length
    ? findMoments(transcript, { levels, scenesMs })
    : signalMoments({ levels, scenesMs, voice: sound?.voice, faces }).map((m) => ({
        ...m,
        title: input.signalTitle?.(m.titleKey, m.startMs) ?? '',
      }));
  let moments: ClipMoment[] = found.map((m, i) => ({
    id: `m${i + 1}`,
    startMs: m.startMs,
    endMs: m.endMs,
    match: m.match,
    title: m.title,
    reasons: m.reasons,
  }));
  let rankedBy: AnalysisResult['rankedBy'] = 'rules';
  if (transcript?.segments.length && moments.length) {
    report('scoring', 0.4);
    // The best candidates' words (only they) go to the AI layer to be re-ranked and titled; if it
    // cannot answer, the rules' order and titles stand: a ranking is no reason to lose an analysis.
    const words = transcript.segments.flatMap((s) => s.words);
    const candidates = moments
      .slice(0, CLIP_MOMENTS_MAX_CANDIDATES)
      .map((m) => ({ id: m.id, text: momentText(words, m), durationMs: m.endMs - m.startMs, match: m.match }))
      .filter((c) => c.text.trim());
    const ranked = candidates.length
      ? await rankMoments(input.org, { language: transcript.language, kitId: input.kitId, candidates }).catch(() => null)
      : null;
    if (signal.aborted) throw new DOMException('cancelled', 'AbortError');
    if (ranked) {
      moments = applyRanking(moments, ranked.moments);
      rankedBy = ranked.offline ? 'rules' : 'ai';
    }
  }
  report('scoring', 1);
  // Last, after the AI layer's titles: it may write one title twice too.
  return { info, transcript, moments: uniqueTitles(moments), rankedBy };
}
