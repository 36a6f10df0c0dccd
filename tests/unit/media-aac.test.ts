// Decision 044: the AAC encoder a render uses. The browser's own where it has
// one, else the WebAssembly one (fetched once), else a clear error in the
// user's language: never an MP4 with Opus sound.
import { createInstance } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveErrorMessage } from '../../client/lib/errors';
import { MediaJobError } from '../../client/media/errors';
import { aacEncoderHere, chooseAacEncoder, type AacEnvironment } from '../../client/media/jobs/aac';
import { en } from '../../src/common/i18n/en';
import { ptBR } from '../../src/common/i18n/pt-BR';

const i18n = createInstance();
await i18n.init({ lng: 'en', resources: { en: { translation: en }, 'pt-BR': { translation: ptBR } }, initAsync: false });

/** An environment whose WebCodecs says `native`, and whose WASM encoder, once loaded, makes AAC possible. */
function environment(native: boolean, wasm: { runs?: boolean; loads?: boolean; works?: boolean } = {}) {
  const { runs = true, loads = true, works = true } = wasm;
  let registered = false;
  const env: AacEnvironment = {
    canEncode: vi.fn(async () => native || (registered && works)),
    canRunWasm: vi.fn(() => runs),
    loadWasm: vi.fn(async () => {
      if (!loads) throw new TypeError('Failed to fetch dynamically imported module');
      registered = true;
    }),
  };
  return env;
}

const refusal = async (env: AacEnvironment) => {
  const error = await chooseAacEncoder(env).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MediaJobError);
  return error as MediaJobError;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AAC encoder choice', () => {
  it('uses the browser’s WebCodecs encoder when it has one, without fetching the WebAssembly one', async () => {
    const env = environment(true);
    expect(await chooseAacEncoder(env)).toBe('native');
    expect(env.loadWasm).not.toHaveBeenCalled();
  });

  it('fetches and registers the WebAssembly encoder where the browser has none', async () => {
    const env = environment(false);
    expect(await chooseAacEncoder(env)).toBe('wasm');
    expect(env.loadWasm).toHaveBeenCalledTimes(1);
    expect(env.canEncode).toHaveBeenCalledTimes(2);
  });

  it('refuses with no_aac_encoder when neither is possible, in the user’s language', async () => {
    for (const env of [environment(false, { runs: false }), environment(false, { loads: false }), environment(false, { works: false })]) {
      const error = await refusal(env);
      expect(error.code).toBe('no_aac_encoder');
      await i18n.changeLanguage('en');
      expect(resolveErrorMessage(error, i18n.t.bind(i18n))).toBe(en.library.analysis.errors.no_aac_encoder);
      expect(en.library.analysis.errors.no_aac_encoder).toMatch(/AAC/);
      await i18n.changeLanguage('pt-BR');
      expect(resolveErrorMessage(error, i18n.t.bind(i18n))).toBe(ptBR.library.analysis.errors.no_aac_encoder);
      expect(ptBR.library.analysis.errors.no_aac_encoder).toMatch(/codificador AAC/);
    }
    // No WebAssembly or Worker: nothing is fetched at all.
    const bare = environment(false, { runs: false });
    await refusal(bare);
    expect(bare.loadWasm).not.toHaveBeenCalled();
  });

  it('in this process: refuses without a Worker, then loads the real WebAssembly encoder and registers it with our mediabunny', async () => {
    // Node has neither WebCodecs' AudioEncoder nor a Worker to run the encoder in.
    expect(typeof (globalThis as { AudioEncoder?: unknown }).AudioEncoder).toBe('undefined');
    expect((await aacEncoderHere().catch((e: MediaJobError) => e)) as MediaJobError).toMatchObject({ code: 'no_aac_encoder' });
    // With a Worker (as in a browser's worker), the package's chunk is imported and mediabunny then accepts AAC.
    vi.stubGlobal('Worker', class {});
    expect(await aacEncoderHere()).toBe('wasm');
    // A second render in the same worker still says which encoder it is, though mediabunny now says AAC encodes.
    expect(await aacEncoderHere()).toBe('wasm');
    const { canEncodeAudio } = await import('mediabunny');
    expect(await canEncodeAudio('aac', { numberOfChannels: 2, sampleRate: 48_000, bitrate: 128_000 })).toBe(true);
  });
});
