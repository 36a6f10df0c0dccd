// The browser's Whisper runner against PyTorch, on a tiny randomly initialised
// Whisper-shaped model (tests/fixtures/whisper-tiny, made by
// scripts/fixtures/make-tiny-whisper.py): the same log-mel features for
// espeak-ng's Portuguese within 1e-4, the same greedy tokens one by one, on
// onnxruntime-web's WASM backend as the media worker runs it. Then the pure
// parts: Whisper's decoding rules, tokens into timed words, and the operator's
// model checks.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as ort from 'onnxruntime-web/wasm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localModelFor, languagesHeardLocally, type LocalSpeechModel, type SpeechStatus } from '@src/common/contracts/transcript';
import { placeSegments, segmentSpans } from '@client/media/speech/engine';
import { createSessions, type Sessions } from '@client/media/speech/onnx';
import { logMel, melFilters, powerSpectrum, WHISPER_FRAMES } from '@client/media/speech/whisper/mel';
import { readVocabulary, whisperPrompt, whisperRule, whisperSegments } from '@client/media/speech/whisper/tokens';
import { hearWhisperTokens } from '@client/media/speech/whisper/whisper';
import { readPcmWav } from '../../scripts/lib/pcm-wav.mjs';
import { readModel } from '../../scripts/speech-models.mjs';

const DIR = join(import.meta.dirname, '..', 'fixtures', 'whisper-tiny');
const reference = JSON.parse(readFileSync(join(DIR, 'reference.json'), 'utf8')) as {
  mel: { bins: number; frames: number; floor: number };
  maxTokens: number;
  decodes: Record<string, { prompt: number[]; tokens: number[]; timestamps: boolean }>;
};
const manifest = JSON.parse(readFileSync(join(DIR, 'model.json'), 'utf8'));
const model: LocalSpeechModel = { ...manifest, encoderUrls: [], decoderUrls: [], bytes: 0 };
const vocabulary = readVocabulary(readFileSync(join(DIR, 'tokenizer.json'), 'utf8'));
/** Features may differ from PyTorch's by this much (log10 units / 4; measured 2.8e-5 at worst): its float32 FFT against our float64 DFT. */
const MEL_TOLERANCE = 1e-4;
/** The model runs on a shared machine's WASM: as generous as the worker suite's heavy tests (no timing is asserted). */
const HEAVY_MS = 300_000;

const audio = readPcmWav(join(DIR, 'speech-pt.wav'));

describe('Whisper log-mel features', { timeout: HEAVY_MS }, () => {
  it(`match PyTorch's (openai-whisper's recipe) within ${MEL_TOLERANCE} on espeak-ng Portuguese, and the silence after is the floor`, () => {
    const mel = logMel(audio, 80);
    const expected = new Float32Array(readFileSync(join(DIR, 'mel-reference.bin')).buffer.slice(0));
    const { frames, floor } = reference.mel;
    expect(expected.length).toBe(80 * frames);
    let worst = 0;
    for (let m = 0; m < 80; m++)
      for (let t = 0; t < frames; t++) worst = Math.max(worst, Math.abs(mel[m * WHISPER_FRAMES + t]! - expected[m * frames + t]!));
    expect(worst).toBeLessThan(MEL_TOLERANCE);
    for (let m = 0; m < 80; m++) expect(Math.abs(mel[m * WHISPER_FRAMES + WHISPER_FRAMES - 1]! - floor)).toBeLessThan(MEL_TOLERANCE);
    // Louder sound is not the same features: the comparison can fail.
    const louder = logMel(audio.map((x) => x * 0.5));
    expect(Math.abs(louder[40 * WHISPER_FRAMES + 100]! - mel[40 * WHISPER_FRAMES + 100]!)).toBeGreaterThan(0.05);
  });

  it('takes the power spectrum by a mixed-radix FFT equal to the plain DFT', () => {
    const frame = Float64Array.from({ length: 400 }, (_, n) => Math.sin(n * 0.37) + ((n * 7919) % 13) / 13 - 0.5);
    const power = powerSpectrum(frame);
    for (const k of [0, 1, 7, 50, 123, 199, 200]) {
      let re = 0;
      let im = 0;
      for (let n = 0; n < 400; n++) {
        re += frame[n]! * Math.cos((2 * Math.PI * k * n) / 400);
        im -= frame[n]! * Math.sin((2 * Math.PI * k * n) / 400);
      }
      expect(power[k]).toBeCloseTo(re * re + im * im, 6);
    }
  });

  it('uses Slaney mel filters: triangles of equal area in mel, each one non-negative and non-empty', () => {
    const f = melFilters(80);
    expect(f.length).toBe(80 * 201);
    for (let m = 0; m < 80; m++) {
      const row = f.subarray(m * 201, (m + 1) * 201);
      expect(Math.min(...row)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...row)).toBeGreaterThan(0);
    }
    expect(melFilters(128).length).toBe(128 * 201);
  });
});

describe('Whisper greedy decoding on onnxruntime-web', { timeout: HEAVY_MS }, () => {
  let sessions: Sessions;
  beforeAll(async () => {
    ort.env.wasm.numThreads = 1;
    const file = (name: string) => new Uint8Array(readFileSync(join(DIR, name)));
    sessions = await createSessions(file(manifest.files.encoder), file(manifest.files.decoder), file(manifest.files.tokenizer));
  }, HEAVY_MS);

  for (const [name, language, timestamps] of [
    ['pt', 'pt', true],
    ['pt-notimestamps', 'pt', false],
    ['en', 'en', true],
  ] as const) {
    it(`writes PyTorch's tokens one for one (${name})`, async () => {
      const want = reference.decodes[name]!;
      expect(whisperPrompt(vocabulary, language, timestamps)).toEqual(want.prompt);
      const heard = await hearWhisperTokens(sessions, model, audio, language, {
        signal: new AbortController().signal,
        maxTokens: reference.maxTokens,
        timestamps,
      });
      expect(heard.map((t) => t.id)).toEqual(want.tokens);
      for (const t of heard) expect(t.probability).toBeGreaterThan(0);
    });
  }

  it('hears Portuguese and English differently: the language token reaches the decoder', () => {
    expect(reference.decodes.pt!.tokens).not.toEqual(reference.decodes.en!.tokens);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(hearWhisperTokens(sessions, model, audio, 'pt', { signal: controller.signal })).rejects.toThrow('cancelled');
  });
});

/** A text as the fixture's byte tokens, a word starting at each space. */
const bytesOf = (text: string) =>
  [...new TextEncoder().encode(text)].map((b) => ({ id: vocabulary.pieces.indexOf(byteChar(b)), probability: 0.5 }));
function byteChar(b: number): string {
  const direct = (b >= 33 && b <= 126) || (b >= 161 && b <= 172) || (b >= 174 && b <= 255);
  if (direct) return String.fromCharCode(b);
  let n = 0;
  for (let x = 0; x < b; x++) if (!((x >= 33 && x <= 126) || (x >= 161 && x <= 172) || (x >= 174 && x <= 255))) n++;
  return String.fromCharCode(256 + n);
}
const at = (ms: number) => ({ id: vocabulary.timestampBegin + ms / 20, probability: 1 });

describe('Whisper tokens into timed words', () => {
  it('reads the special tokens from tokenizer.json, the timestamps right after <|notimestamps|>', () => {
    expect(vocabulary.languages.get('pt')).toBe(reference.decodes.pt!.prompt[1]);
    expect(vocabulary.languages.get('en')).toBe(reference.decodes.en!.prompt[1]);
    expect(vocabulary.timestampBegin).toBe(vocabulary.noTimestamps + 1);
    expect(() => whisperPrompt(vocabulary, 'xx')).toThrow('<|xx|>');
  });

  it('cuts at timestamp pairs, decodes letters split over bytes whole, and drops music notes', () => {
    const tokens = [
      at(0),
      ...bytesOf('O clipe é ótimo.'),
      at(1500),
      at(1500),
      ...bytesOf(' [Música]'),
      at(2000),
      at(2400),
      ...bytesOf(' Legendas ção'),
    ];
    const segments = whisperSegments(vocabulary, tokens);
    expect(segments).toEqual([
      { startMs: 0, endMs: 1500, words: ['O', 'clipe', 'é', 'ótimo.'].map((text) => ({ text, confidence: 0.5 })) },
      { startMs: 2400, endMs: null, words: ['Legendas', 'ção'].map((text) => ({ text, confidence: 0.5 })) },
    ]);
  });

  it("places each segment inside the phrase, in the job's time", () => {
    const words = [{ text: 'a', confidence: 1 }];
    const spans = segmentSpans(
      [
        { startMs: 100, endMs: 1500, words },
        { startMs: 2400, endMs: null, words },
        { startMs: null, endMs: null, words },
      ],
      { startMs: 10_150, endMs: 14_000 },
      10_000,
    );
    expect(spans.map((s) => s.span)).toEqual([
      { startMs: 10_150, endMs: 11_500 },
      { startMs: 12_400, endMs: 14_000 },
      { startMs: 14_000, endMs: 14_000 },
    ]);
  });

  it('keeps words in order and inside their segment when segments are shorter than a level frame', () => {
    const words = (...texts: string[]) => texts.map((text) => ({ text, confidence: 1 }));
    const levels = new Float32Array(40).fill(-20);
    const placed = placeSegments(
      [
        { startMs: 0, endMs: 3730, words: words('um', 'dois') },
        { startMs: 3760, endMs: 3790, words: words('três') },
        { startMs: 29_000, endMs: 30_000, words: words('quatro') },
      ],
      { startMs: 150, endMs: 3900 },
      0,
      levels,
      100,
    );
    expect(placed.map((w) => w.text)).toEqual(['um', 'dois', 'três', 'quatro']);
    expect(placed.map((w) => w.startMs)).toEqual([...placed.map((w) => w.startMs)].sort((a, b) => a - b));
    expect(placed[2]!.startMs).toBe(3760);
    expect(placed[2]!.endMs).toBeLessThanOrEqual(3790);
    // A timestamp past the phrase (a model that runs on) is held at its end.
    expect(placed[3]).toMatchObject({ startMs: 3900, endMs: 3900 });
    for (const w of placed) expect(w.startMs).toBeGreaterThanOrEqual(150);
  });
});

describe("Whisper's decoding rules", () => {
  const size = vocabulary.pieces.length;
  const rule = whisperRule(vocabulary);
  const flat = () => new Float32Array(size).fill(1);
  const allowed = (l: Float32Array) => [...l.keys()].filter((i) => l[i]! > -Infinity);
  const begin = vocabulary.timestampBegin;

  it('opens with a timestamp of at most 1 s, never a space, the end or a special token', () => {
    const l = flat();
    rule(l, []);
    expect(allowed(l)).toEqual(Array.from({ length: 51 }, (_, i) => begin + i));
  });

  it('pairs timestamps and never goes back in time', () => {
    // The opening timestamp is alone: text follows.
    const afterFirst = flat();
    rule(afterFirst, [begin + 10]);
    expect(allowed(afterFirst).every((i) => i <= vocabulary.eot)).toBe(true);
    // Text then a timestamp closes a segment: another timestamp (the next one's start, not earlier) or the end.
    const closing = flat();
    closing[vocabulary.eot] = 30; // likelier than all timestamps together, so the end stays open
    rule(closing, [begin, 5, begin + 10]);
    expect(closing[5]).toBe(-Infinity);
    expect(closing[begin + 9]).toBe(-Infinity);
    expect(closing[begin + 10]).toBe(1);
    expect(closing[vocabulary.eot]).toBe(30);
    // After a pair, text or the end, never a third timestamp.
    const afterPair = flat();
    rule(afterPair, [begin, 5, begin + 10, begin + 10]);
    expect(allowed(afterPair).every((i) => i <= vocabulary.eot)).toBe(true);
    expect(afterPair[5]).toBe(1);
    // After text, a later timestamp only.
    const afterText = flat();
    afterText[5] = 30;
    rule(afterText, [begin + 10, 5]);
    expect(afterText[begin + 10]).toBe(-Infinity);
    expect(afterText[begin + 11]).toBe(1);
    expect(afterText[vocabulary.languages.get('pt')!]).toBe(-Infinity);
  });

  it('writes a timestamp when the timestamps together outweigh every text token', () => {
    const l = flat();
    l[5] = 3; // one text token at e^3 against ~1,450 timestamps at e^1 each
    rule(l, [begin, 5]);
    expect(l[5]).toBe(-Infinity);
  });
});

describe("an operator's Whisper folder (speech:install checks)", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'palco-whisper-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const copy = (edit: (m: Record<string, unknown>) => void, tokenizer?: (t: { added_tokens: Array<{ content: string }> }) => void) => {
    const to = join(dir, String(Math.random()).slice(2));
    cpSync(DIR, to, { recursive: true });
    const m = JSON.parse(readFileSync(join(to, 'model.json'), 'utf8'));
    edit(m);
    writeFileSync(join(to, 'model.json'), JSON.stringify(m));
    if (tokenizer) {
      const t = JSON.parse(readFileSync(join(to, 'tokenizer.json'), 'utf8'));
      tokenizer(t);
      writeFileSync(join(to, 'tokenizer.json'), JSON.stringify(t));
    }
    return to;
  };

  it('is served by the build with its tokenizer, content-hashed, and listed with its mel bins', async () => {
    const { speechModels } = await import('../../scripts/lib/speech-assets');
    const emitted = new Map<string, Uint8Array | string>();
    const plugin = speechModels({ models: [{ dir: DIR, model: readModel(DIR) }] });
    (plugin.generateBundle as unknown as (this: unknown) => void).call({
      emitFile: ({ fileName, source }: { fileName: string; source: Uint8Array | string }) => emitted.set(fileName, source),
    });
    const [listed] = JSON.parse(String(emitted.get('speech-models.json')));
    expect(listed).toMatchObject({ id: 'whisper-tiny-random', engine: 'whisper', languages: ['pt', 'en'], melBins: 80 });
    expect(listed.tokenizerUrls).toEqual([expect.stringMatching(/^\/assets\/speech\/whisper-tiny-random-[0-9a-f]{12}\/tokenizer\.json$/)]);
    expect(JSON.parse(Buffer.from(emitted.get(listed.tokenizerUrls[0].slice(1)) as Uint8Array).toString('utf8')).added_tokens.length).toBe(
      1608,
    );
  });

  it('accepts the test model, hearing pt and en', () => {
    expect(readModel(DIR)).toMatchObject({ engine: 'whisper', languages: ['pt', 'en'], melBins: 80 });
  });

  it('refuses a folder without its tokenizer, a tokenizer without the language token, and odd mel bins', () => {
    expect(() => readModel(copy((m) => ((m.files as Record<string, string>).tokenizer = 'nope.json')))).toThrow('nope.json is missing');
    expect(() =>
      readModel(
        copy(
          () => {},
          (t) => (t.added_tokens = t.added_tokens.filter((a) => a.content !== '<|pt|>')),
        ),
      ),
    ).toThrow('lacks <|pt|>');
    expect(() => readModel(copy((m) => (m.melBins = 81)))).toThrow('"melBins"');
    expect(() => readModel(copy((m) => (m.engine = 'wav2vec')))).toThrow('"engine"');
  });
});

describe('which languages the browser hears', () => {
  const of = (id: string, languages: Array<'pt' | 'en'>): LocalSpeechModel => ({ ...model, id, languages });
  it('is every language some installed model hears; the first model listed for a language is the one used', () => {
    const status = (local: LocalSpeechModel[]): SpeechStatus => ({ local, server: null });
    expect(languagesHeardLocally(status([]))).toEqual([]);
    expect(languagesHeardLocally(undefined)).toEqual([]);
    expect(languagesHeardLocally(status([of('moonshine', ['en'])]))).toEqual(['en']);
    const both = status([of('moonshine', ['en']), of('whisper', ['pt', 'en'])]);
    expect(languagesHeardLocally(both)).toEqual(['pt', 'en']);
    expect(localModelFor(both, 'pt')!.id).toBe('whisper');
  });
});
