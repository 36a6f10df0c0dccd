// The browser's speech models as client build assets (see docs/decisions/022-local-speech.md).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { SPEECH_MODELS_MANIFEST, type LocalSpeechModel } from '../../src/common/contracts/transcript.ts';
import { installedModels, listing } from '../speech-models.mjs';

/** Cloudflare serves static assets of up to 25 MiB: a larger file goes in parts the worker joins. */
const PART_BYTES = 24 * 1024 * 1024;

/**
 * The installed speech models (scripts/speech-models.mjs) as client assets, at
 * paths that carry their content's hash (so /assets/*'s immutable caching is
 * true), and the list the Worker's /api/v1/speech/status reads.
 */
export function speechModels({ partBytes = PART_BYTES, models = installedModels() } = {}): Plugin {
  return {
    name: 'palco-speech-models',
    generateBundle() {
      const list: LocalSpeechModel[] = models.map(({ dir, model }) => {
        const emit = (file: string) => {
          const source = readFileSync(join(dir, file));
          const hash = createHash('sha256').update(source).digest('hex').slice(0, 12);
          const urls: string[] = [];
          for (let at = 0, part = 0; at < source.length; at += partBytes, part++) {
            const fileName = `assets/speech/${model.id}-${hash}/${file}${source.length > partBytes ? `.${part}` : ''}`;
            this.emitFile({ type: 'asset', fileName, source: source.subarray(at, at + partBytes) });
            urls.push(`/${fileName}`);
          }
          return { urls, bytes: source.length };
        };
        const encoder = emit(model.files.encoder);
        const decoder = emit(model.files.decoder);
        const tokenizer = model.files.tokenizer ? emit(model.files.tokenizer) : null;
        const bytes = encoder.bytes + decoder.bytes + (tokenizer?.bytes ?? 0);
        return listing(model, encoder.urls, decoder.urls, bytes, tokenizer?.urls);
      });
      this.emitFile({ type: 'asset', fileName: SPEECH_MODELS_MANIFEST.slice(1), source: JSON.stringify(list) });
    },
  };
}
