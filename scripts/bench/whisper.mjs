// The browser's Whisper runner's real-time factor (issue 32): the committed tiny
// random model (tests/fixtures/whisper-tiny) on its Portuguese espeak-ng
// sentence, and a random model of whisper-base's shape when Debian's
// python3-torch can make one (scripts/fixtures/make-tiny-whisper.py --shape
// base), else base projected from the tiny one by FLOPs. Numbers only.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { readPcmWav } from '../lib/pcm-wav.mjs';

const ROOT = resolve(import.meta.dirname, '..', '..');
const TINY = join(ROOT, 'tests', 'fixtures', 'whisper-tiny');
/** A typical phrase as the job cuts them, and the tokens Whisper writes for it (~2.5 words/s, ~1.4 BPE tokens a Portuguese word, timestamps). */
const PHRASE_SECONDS = 20;
const PHRASE_TOKENS = 80;

/** Multiply-adds: the encoder over 1,500 positions (+ convolutions), one decoder step at position ~40 with 1,500 encoder keys. */
export function whisperMacs({ d, layers, vocab, mels = 80 }) {
  const frames = 3000;
  const positions = 1500;
  const conv = frames * mels * d * 3 + positions * d * d * 3;
  const encoderLayer = positions * 12 * d * d + 2 * positions * positions * d;
  const decoderLayer = 12 * d * d + 2 * d * d + 2 * (40 + positions) * d;
  return { encoder: conv + layers * encoderLayer, token: layers * decoderLayer + vocab * d };
}

const SHAPES = { tiny: { d: 32, layers: 2, vocab: 1964 }, base: { d: 512, layers: 6, vocab: 51865 } };

function rtf(t, seconds = PHRASE_SECONDS, tokens = PHRASE_TOKENS) {
  return (t.mel20Ms * (seconds / 20) + t.encoderMs + tokens * t.tokenMs) / 1000 / seconds;
}

export async function benchWhisper() {
  mkdirSync(join(ROOT, 'tmp'), { recursive: true });
  const outfile = join(ROOT, 'tmp', 'bench-whisper.mjs');
  // onnxruntime-web stays outside the bundle, so Node finds its WASM beside its own files.
  await build({
    entryPoints: [join(ROOT, 'scripts', 'bench', 'whisper-entry.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    external: ['onnxruntime-web'],
    logLevel: 'error',
  });
  const { timeWhisper } = await import(outfile);
  const audio = readPcmWav(join(TINY, 'speech-pt.wav'));
  const tiny = await timeWhisper(TINY, audio, 24);
  let base;
  const baseDir = join(ROOT, 'tmp', 'whisper-base-shaped');
  try {
    if (!existsSync(join(baseDir, 'model.json')))
      execFileSync('/usr/bin/python3', [join(ROOT, 'scripts', 'fixtures', 'make-tiny-whisper.py'), '--shape', 'base', baseDir], {
        stdio: 'pipe',
      });
    base = await timeWhisper(baseDir, audio, 24);
  } catch (e) {
    base = { error: String(e.message ?? e).split('\n')[0] };
  }
  rmSync(outfile, { force: true });
  return { tiny, base };
}

export function printWhisper({ tiny, base }) {
  console.log('\n## Whisper runner in the browser engine (onnxruntime-web WASM, 1 thread, in Node; random weights)');
  const line = (t) =>
    `${t.model}: hear ${t.audioSeconds.toFixed(1)} s of Portuguese (${t.tokens} tokens) ${t.hearMs.toFixed(0)} ms = RTF ${(t.hearMs / 1000 / t.audioSeconds).toFixed(2)}; ` +
    `features ${t.melMs.toFixed(0)} ms (20 s: ${t.mel20Ms.toFixed(0)} ms), encoder (always a 30 s window) ${t.encoderMs.toFixed(0)} ms, ${t.tokenMs.toFixed(1)} ms a token`;
  console.log(line(tiny));
  console.log(`  a ${PHRASE_SECONDS} s phrase with ${PHRASE_TOKENS} tokens: RTF ${rtf(tiny).toFixed(3)}`);
  if (base && !base.error) {
    console.log(line(base));
    console.log(
      `  measured base shape, a ${PHRASE_SECONDS} s phrase with ${PHRASE_TOKENS} tokens: RTF ${rtf(base).toFixed(2)} (target <= 0.5)`,
    );
    return;
  }
  // No PyTorch here to make the base-shaped model: scale the tiny one's times by multiply-adds (an upper bound,
  // since the tiny model's time is mostly per-call overhead, not arithmetic).
  if (base?.error) console.log(`whisper-base-shaped random model not made: ${base.error}`);
  const macs = { tiny: whisperMacs(SHAPES.tiny), base: whisperMacs(SHAPES.base) };
  const projected = {
    ...tiny,
    encoderMs: tiny.encoderMs * (macs.base.encoder / macs.tiny.encoder),
    tokenMs: tiny.tokenMs * (macs.base.token / macs.tiny.token),
  };
  console.log(
    `whisper-base projected by multiply-adds (encoder x${(macs.base.encoder / macs.tiny.encoder).toFixed(0)}, a token x${(macs.base.token / macs.tiny.token).toFixed(0)}): ` +
      `a ${PHRASE_SECONDS} s phrase: RTF ${rtf(projected).toFixed(2)} at most`,
  );
}

// `node scripts/bench/whisper.mjs`: this figure alone.
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) printWhisper(await benchWhisper());
