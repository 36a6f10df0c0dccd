// The AI image's pure parts (decision 063): Workers AI's FLUX schnell adapter
// against the documented answer shape, the size read from an image's bytes, and
// the offline placeholder's label, escaping and wrapping.
import { describe, expect, it } from 'vitest';
import { aiImageRequestSchema } from '../../src/common/contracts/ai-image';
import { imageSize } from '../../src/features/media/image-size';
import { sanitizeSvg } from '../../src/features/media/svg';
import { drawPlaceholder, wrapWords } from '../../src/platform/ai/offline-image';
import { offlineProvider } from '../../src/platform/ai/offline';
import { AiUnavailable } from '../../src/platform/ai/types';
import { workersAiProvider } from '../../src/platform/ai/workers-ai';

/** A 16 × 8 JPEG, base64, as FLUX schnell answers ({ image: "<base64 JPEG>" }). */
const TINY_JPEG =
  '/9j/4AAQSkZJRgABAgAAAQABAAD//gAQTGF2YzU5LjM3LjEwMAD/2wBDAAgoKC8oLzc3Nzc3N0E8QUNDQ0FBQUFDQ0NISEhVVVVISEhDQ0hIUFBVVVxfXFdXVVdfX2RkZHh4c3OMjJGsrM//xABLAAEBAAAAAAAAAAAAAAAAAAAAAwEBAAAAAAAAAAAAAAAAAAAABhABAAAAAAAAAAAAAAAAAAAAABEBAAAAAAAAAAAAAAAAAAAAAP/AABEIAAgAEAMBIgACEQADEQD/2gAMAwEAAhEDEQA/ALgBJe//2Q==';
const bytesOf = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));

describe('Workers AI text-to-image (FLUX schnell)', () => {
  it('sends the prompt with 4 steps and decodes the base64 JPEG of the answer', async () => {
    const asked: unknown[] = [];
    const p = workersAiProvider({ run: async (model, inputs) => (asked.push([model, inputs]), { image: TINY_JPEG }) });
    const img = await p.generateImage({ prompt: 'a cyberpunk lizard', width: 1024, height: 1024, locale: 'en' });
    expect(asked).toEqual([['@cf/black-forest-labs/flux-1-schnell', { prompt: 'a cyberpunk lizard', steps: 4 }]]);
    expect(img).toMatchObject({ contentType: 'image/jpeg', model: '@cf/black-forest-labs/flux-1-schnell' });
    expect(imageSize(img.bytes)).toEqual({ width: 16, height: 8 });
  });

  it('an answer without an image, or a binding error, is the provider being unavailable', async () => {
    await expect(
      workersAiProvider({ run: async () => ({ result: null }) }).generateImage({ prompt: 'x', width: 1, height: 1 }),
    ).rejects.toBeInstanceOf(AiUnavailable);
    const down = workersAiProvider({ run: () => Promise.reject(new Error('3040: Capacity temporarily exceeded')) });
    await expect(down.generateImage({ prompt: 'x', width: 1, height: 1 })).rejects.toBeInstanceOf(AiUnavailable);
  });
});

describe('imageSize', () => {
  it('reads a JPEG start of frame and a PNG header, and says nothing of other bytes', () => {
    expect(imageSize(bytesOf(TINY_JPEG))).toEqual({ width: 16, height: 8 });
    const png = new Uint8Array(24);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(png.buffer).setUint32(16, 1080);
    new DataView(png.buffer).setUint32(20, 1350);
    expect(imageSize(png)).toEqual({ width: 1080, height: 1350 });
    expect(imageSize(new TextEncoder().encode('<svg></svg>'))).toBeNull();
    expect(imageSize(bytesOf(TINY_JPEG).slice(0, 40))).toBeNull();
  });
});

describe('offline placeholder', () => {
  it('says it is a placeholder in the user language, carries the prompt escaped, and passes the library sanitiser', async () => {
    const svg = drawPlaceholder({ prompt: 'café & <pão> "quente"', width: 1024, height: 1024, locale: 'pt-BR' });
    expect(svg).toContain('Marcador offline — sem modelo de IA');
    expect(svg).toContain('café &amp; &lt;pão&gt; &quot;quente&quot;');
    const clean = sanitizeSvg(svg);
    expect(clean).toContain('Marcador offline — sem modelo de IA');
    expect(clean).toMatch(/width="1024"/);
    const en = await offlineProvider().generateImage({ prompt: 'a red bicycle', width: 1024, height: 1024, locale: 'en' });
    expect(en.contentType).toBe('image/svg+xml');
    expect(new TextDecoder().decode(en.bytes)).toContain('Offline placeholder — no AI model');
  });

  it('wraps the prompt at words, and marks a cut', () => {
    expect(wrapWords('one two three four', 9, 3)).toEqual(['one two', 'three', 'four']);
    expect(wrapWords('one two three four', 9, 2)).toEqual(['one two', 'three…']);
    expect(wrapWords('supercalifragilistic', 8, 2)).toEqual(['superca…']);
  });
});

describe('the prompt schema', () => {
  it('trims, and keeps a prompt between 3 and 500 characters', () => {
    expect(aiImageRequestSchema.parse({ prompt: '  a cat  ', locale: 'en' }).prompt).toBe('a cat');
    expect(aiImageRequestSchema.safeParse({ prompt: 'ab', locale: 'en' }).error?.issues[0]?.message).toBe('validation.imagePromptTooShort');
    expect(aiImageRequestSchema.safeParse({ prompt: 'a'.repeat(501), locale: 'en' }).error?.issues[0]?.message).toBe(
      'validation.imagePromptTooLong',
    );
  });
});
