// The messages between the page and the media Web Worker. Shared by both
// sides and by the tests; nothing here runs code. One job per request id; the
// worker answers with progress events, then exactly one result or error.
import type { LocalSpeechModel, TranscriptLanguage, TranscriptWord } from '@src/common/contracts/transcript';
import type { MediaRef } from './media-ref';
import type { Composition } from './render/composition';
import type { TimelineComposition } from './render/timeline';
import type { VoiceFrames } from './signals/voice';

/** What a probe learns about a file without uploading it (client/media/jobs/probe.ts). */
export interface Probe {
  durationMs: number | null;
  width: number | null;
  height: number | null;
  thumbnail: Blob | null;
}

/** Where a job reads media (its own module, see there); the features name it with the rest of the protocol. */
export type { MediaRef };

/** A video's make-up, from its metadata and packet index (client/media/jobs/inspect.ts). */
export interface MediaInfo {
  container: string;
  mimeType: string;
  durationMs: number;
  video: {
    codec: string | null;
    /** For people: "H.264", "VP9". */
    codecName: string;
    decodable: boolean;
    /** Display size, after rotation. */
    width: number;
    height: number;
    codedWidth: number;
    codedHeight: number;
    rotation: 0 | 90 | 180 | 270;
    frameRate: number | null;
    keyframesMs: number[];
    keyframesTruncated: boolean;
  } | null;
  audio: { codec: string | null; codecName: string; decodable: boolean; sampleRate: number; channels: number } | null;
}

/** Frames decoded at chosen times, scaled to `width` (height follows the aspect), as JPEG. */
export interface FramesInput {
  source: MediaRef;
  timesMs: number[];
  width: number;
}
export interface FramesResult {
  frames: Array<{ timeMs: number; image: Blob }>;
  width: number;
  height: number;
}

/** The audio of [startMs, endMs) as 16 kHz mono for speech, with its loudness and waveform. */
export interface AudioInput {
  source: MediaRef;
  startMs?: number;
  endMs?: number;
  /** Default 16000, what speech models hear. */
  sampleRate?: number;
  /** Waveform buckets per second of audio. Default 20. */
  peaksPerSecond?: number;
  /** Also read how the voice is delivered (pitch, voicing, bursts: signals/voice.ts), for moments without words. */
  voice?: boolean;
}
export interface AudioResult {
  samples: Float32Array;
  sampleRate: number;
  startMs: number;
  durationMs: number;
  /** dBFS per 100 ms. */
  levels: Float32Array;
  peaks: Float32Array;
  silences: Array<{ startMs: number; endMs: number }>;
  /** When asked for (`voice`). */
  voice?: VoiceFrames;
}

export interface ScenesInput {
  source: MediaRef;
  /** Only this stretch of the video (a clip's range); the whole video by default. */
  startMs?: number;
  endMs?: number;
  /** A cut is placed at most this late (the first sample after it). Default 500 ms. */
  intervalMs?: number;
  threshold?: number;
}
export interface ScenesResult {
  cutsMs: number[];
  /** Difference of each sampled frame from the one before, 0..1, for a chart or a tuned threshold. */
  differences: Float32Array;
  /** When each sampled frame is, ms: key frames, and the interval's grid only where a cut may hide between two. */
  timesMs: number[];
  intervalMs: number;
}

/** Faces seen in a stretch of a video, sampled at an interval (client/media/jobs/faces.ts). */
export interface FacesInput {
  source: MediaRef;
  startMs: number;
  endMs: number;
  /** One sampled frame per interval. Default 250 ms. */
  intervalMs?: number;
  /** These frames instead of the interval's (e.g. key frames, which decode alone), ms, in order. */
  timesMs?: number[];
  /** The face detector (BlazeFace ONNX), as the page's build serves it. */
  modelUrl: string;
  wasmUrl?: string;
}
export interface FacesResult {
  /** Each sampled frame's faces, boxes as fractions of the frame (centre and size), strongest first. */
  /** `mouth`: how much the mouth changed since the previous sample, 0..1 (vision/mouth.ts), for who speaks. */
  samples: Array<{ atMs: number; faces: Array<{ x: number; y: number; width: number; height: number; score: number; mouth?: number }> }>;
}

/** One stretch of sound for a server speech engine: mono Opus in Ogg. */
export interface SpeechAudioInput {
  source: MediaRef;
  startMs: number;
  endMs: number;
}
export interface SpeechAudioResult {
  audio: Blob;
  contentType: 'audio/ogg';
  startMs: number;
  durationMs: number;
}

/** Speech heard by a model in the browser (client/media/jobs/transcribe.ts). */
export interface TranscribeInput {
  source: MediaRef;
  language: TranscriptLanguage;
  model: LocalSpeechModel;
  startMs?: number;
  endMs?: number;
  /** Where onnxruntime's WASM is, when the bundler did not place it beside the worker. */
  wasmUrl?: string;
}
export interface TranscribeResult {
  words: TranscriptWord[];
  durationMs: number;
  model: string;
}

/** An MP4 made from a composition (client/media/render/composition.ts). */
export interface RenderResult {
  file: Blob;
  durationMs: number;
  width: number;
  height: number;
  videoCodec: 'avc';
  /** Always AAC when there is sound (decision 044); null for a silent render. */
  audioCodec: 'aac' | null;
  /** The browser's own AAC encoder, or the WebAssembly one fetched where it has none. */
  audioEncoder: 'native' | 'wasm' | null;
  /** Milliseconds from choosing the encoder to the last sound sample accepted (load, decode, re-time, encode). */
  soundMs: number | null;
  /** Where a clip render's time went (ms waited on each stage: open, sound, seek, decode, draw, encode, mux, save), for the bench. */
  stages?: Record<string, number>;
}

/** Every job the worker knows, by type: its input and its result. */
export interface JobTypes {
  probe: { input: { file: Blob; kind: 'video' | 'image' }; result: Probe };
  inspect: { input: { source: MediaRef }; result: MediaInfo };
  frames: { input: FramesInput; result: FramesResult };
  audio: { input: AudioInput; result: AudioResult };
  scenes: { input: ScenesInput; result: ScenesResult };
  faces: { input: FacesInput; result: FacesResult };
  render: { input: Composition; result: RenderResult };
  renderTimeline: { input: TimelineComposition; result: RenderResult };
  speechAudio: { input: SpeechAudioInput; result: SpeechAudioResult };
  transcribe: { input: TranscribeInput; result: TranscribeResult };
}
export type JobType = keyof JobTypes;
export type JobInput<T extends JobType> = JobTypes[T]['input'];
export type JobResult<T extends JobType> = JobTypes[T]['result'];

/** Why a job failed, as a code the page turns into words in the user's language. */
export type MediaErrorCode =
  | 'cancelled'
  | 'unsupported_codec'
  | 'unreadable_file'
  | 'no_audio'
  | 'speech_model_missing'
  | 'worker_failed'
  /** Neither WebCodecs nor the WebAssembly encoder can make AAC here: no MP4 with other sound is made instead. */
  | 'no_aac_encoder';

export type ToWorker = { kind: 'start'; id: number; type: JobType; input: JobInput<JobType> } | { kind: 'cancel'; id: number };

export type FromWorker =
  | { kind: 'progress'; id: number; done: number; total: number; stage?: string; partial?: unknown }
  | { kind: 'result'; id: number; result: JobResult<JobType> }
  | { kind: 'error'; id: number; code: MediaErrorCode; message: string; detail?: string };

/** The port each side talks through: a Worker, its global scope, or a MessageChannel port in tests. */
export interface Port {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** Buffers inside a result that can move instead of being copied (a Blob is shared, not copied). */
export function transferablesOf(value: unknown, found: Transferable[] = [], depth = 0): Transferable[] {
  if (depth > 4 || value === null || typeof value !== 'object') return found;
  if (value instanceof ArrayBuffer) found.push(value);
  else if (ArrayBuffer.isView(value)) {
    if (value.buffer instanceof ArrayBuffer) found.push(value.buffer);
  } else if (Array.isArray(value)) for (const v of value) transferablesOf(v, found, depth + 1);
  else if (!(value instanceof Blob)) for (const v of Object.values(value)) transferablesOf(v, found, depth + 1);
  return [...new Set(found)];
}
