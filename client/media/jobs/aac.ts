// Every MP4 the app renders carries AAC sound (decision 044): phone galleries
// and some upload paths refuse Opus in MP4. The browser's own encoder
// (WebCodecs) is used where it has one (Chrome on Windows and macOS, Edge,
// Safari); elsewhere (Firefox, Chromium on Linux) a WebAssembly build of
// FFmpeg's AAC encoder, @mediabunny/aac-encoder, is fetched on the first render
// that has sound and registered with mediabunny for the rest of the worker's
// life. Neither: the render stops with a code the page words in the user's
// language; it never falls back to Opus.
import { canEncodeAudio } from 'mediabunny';
import { MediaJobError } from '../errors';

export const AUDIO_RATE = 48_000;
export const AUDIO_CHANNELS = 2;
export const AUDIO_BITRATE = 128_000;

export type AacEncoderKind = 'native' | 'wasm';

/** What the choice needs from the environment, so it can be tested without a browser. */
export interface AacEnvironment {
  /** Whether mediabunny can encode AAC at the render's settings (WebCodecs, or an encoder registered with it). */
  canEncode(): Promise<boolean>;
  /** Whether this context can run the WebAssembly encoder (it compiles WASM in a worker of its own). */
  canRunWasm(): boolean;
  /** Fetches the WebAssembly encoder and registers it with mediabunny. */
  loadWasm(): Promise<void>;
}

export async function chooseAacEncoder(env: AacEnvironment): Promise<AacEncoderKind> {
  if (await env.canEncode()) return 'native';
  if (!env.canRunWasm()) throw new MediaJobError('no_aac_encoder', 'no WebCodecs AAC encoder, and no WebAssembly or Worker here');
  try {
    await env.loadWasm();
  } catch (error) {
    throw new MediaJobError('no_aac_encoder', `the AAC encoder did not load: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (await env.canEncode()) return 'wasm';
  throw new MediaJobError('no_aac_encoder', 'the AAC encoder loaded but refuses the render settings');
}

const browserAac: AacEnvironment = {
  canEncode: () => canEncodeAudio('aac', { numberOfChannels: AUDIO_CHANNELS, sampleRate: AUDIO_RATE, bitrate: AUDIO_BITRATE }),
  canRunWasm: () => typeof WebAssembly === 'object' && typeof Worker === 'function',
  // The encoder's chunk (~1 MB, ~250 KB gzip, its WASM inside), its own file in the build.
  loadWasm: async () => (await import('@mediabunny/aac-encoder')).registerAacEncoder(),
};

let chosen: Promise<AacEncoderKind> | null = null;

/**
 * This worker's AAC encoder, ready to use: the browser's, else the WebAssembly one. Chosen once: once the
 * WebAssembly encoder is registered, mediabunny says AAC encodes, which must not then read as "native". A
 * failure (e.g. the chunk did not load) is tried again on the next render.
 */
export function aacEncoderHere(): Promise<AacEncoderKind> {
  chosen ??= chooseAacEncoder(browserAac).catch((error: unknown) => {
    chosen = null;
    throw error;
  });
  return chosen;
}
