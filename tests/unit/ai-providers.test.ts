// The AI providers against the request and response shapes the real services
// use (Workers AI JSON mode and FLUX; OpenAI chat completions and images), the
// offline writer's determinism and voice, and the choice by configuration.
import { describe, expect, it } from 'vitest';
import { carouselDraftSchema, draftShapeProblem } from '../../src/common/contracts/ai';
import type { Env } from '../../src/env';
import { carouselDraftPrompt, CAROUSEL_DRAFT_JSON_SCHEMA } from '../../src/features/ai/prompts';
import { aiProviderFor, aiStatus } from '../../src/features/ai/provider';
import { drawImage, writeCarouselDraft } from '../../src/platform/ai/offline';
import { openAiProvider } from '../../src/platform/ai/openai';
import { AiUnavailable, parseJsonAnswer, type VoiceBrief } from '../../src/platform/ai/types';
import { workersAiProvider, WORKERS_AI_TEXT_MODEL } from '../../src/platform/ai/workers-ai';

const voice: VoiceBrief = {
  tone: 'professional',
  audience: 'donos de cafeterias',
  wordsToUse: ['aroma', 'grão fresco'],
  wordsToAvoid: ['rotina'],
  description: 'Direta e calorosa.',
  handle: '@cafe.aurora',
};
const request = carouselDraftPrompt({ topic: 'café especial', audience: '', slides: 6, locale: 'pt-BR', kitId: null }, null);
const draft = writeCarouselDraft({ kind: 'carousel_draft', topic: 'café especial', audience: '', slides: 6, locale: 'pt-BR', voice: null });
const png1x1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

describe('offline writer', () => {
  it('writes a valid draft of the asked length, the same every time', () => {
    expect(carouselDraftSchema.parse(draft)).toEqual(draft);
    expect(draftShapeProblem(draft, 6)).toBeNull();
    expect(
      writeCarouselDraft({ kind: 'carousel_draft', topic: 'café especial', audience: '', slides: 6, locale: 'pt-BR', voice: null }),
    ).toEqual(draft);
    expect(draft.slides.slice(1, -1).map((s) => s.heading.slice(0, 3))).toEqual(['1. ', '2. ', '3. ', '4. ']);
  });

  it('follows the brand voice: handle and words to use in the call to action, words to avoid left out', () => {
    const d = writeCarouselDraft({ kind: 'carousel_draft', topic: 'café especial', audience: '', slides: 10, locale: 'pt-BR', voice });
    const cta = d.slides.at(-1)!;
    expect(cta.heading).toBe('Quer ir além?');
    expect(cta.body).toContain('@cafe.aurora');
    expect(cta.body).toContain('#aroma #grãofresco');
    expect(JSON.stringify(d).toLowerCase()).not.toContain('rotina');
    expect(d.slides[0]!.body).toContain('donos de cafeterias');
  });

  it('writes English for en', () => {
    const d = writeCarouselDraft({
      kind: 'carousel_draft',
      topic: 'specialty coffee',
      audience: 'beginners',
      slides: 3,
      locale: 'en',
      voice: null,
    });
    expect(d.slides[0]!.body).toBe('A quick guide for beginners. Swipe →');
    expect(d.slides[2]!.body).toBe('Found this useful? Save this post and follow us for more like it.');
  });

  it('draws a procedural SVG in the given colours, the same for the same seed', () => {
    const svg = drawImage({ prompt: 'x', width: 1080, height: 1350, seed: 's1', colors: ['#112233', '#445566'] });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1080" height="1350"/);
    expect(svg).toContain('#112233');
    expect(drawImage({ prompt: 'x', width: 1080, height: 1350, seed: 's1', colors: ['#112233', '#445566'] })).toBe(svg);
    expect(drawImage({ prompt: 'x', width: 1080, height: 1350, seed: 's2', colors: ['#112233', '#445566'] })).not.toBe(svg);
  });
});

describe('Workers AI adapter', () => {
  it('sends JSON mode as documented and reads `response`, whether an object or a string', async () => {
    const calls: [string, Record<string, unknown>][] = [];
    const answers: unknown[] = [
      { response: draft, usage: { prompt_tokens: 300 } },
      { response: '```json\n' + JSON.stringify(draft) + '\n```' },
    ];
    const ai = { run: async (model: string, inputs: Record<string, unknown>) => (calls.push([model, inputs]), answers.shift()) };
    const p = workersAiProvider(ai);
    expect((await p.generateText(request)).output).toEqual(draft);
    expect((await p.generateText(request)).output).toEqual(draft);
    expect(calls[0]![0]).toBe(WORKERS_AI_TEXT_MODEL);
    expect(calls[0]![1]).toMatchObject({
      messages: [
        { role: 'system', content: request.system },
        { role: 'user', content: request.prompt },
      ],
      response_format: { type: 'json_schema', json_schema: CAROUSEL_DRAFT_JSON_SCHEMA },
    });
  });

  it('reads FLUX schnell image answers ({ image: base64 }) and turns a binding error into AiUnavailable', async () => {
    const p = workersAiProvider({ run: async () => ({ image: png1x1 }) });
    const img = await p.generateImage({ prompt: 'coffee', width: 1024, height: 1024, seed: 'a' });
    expect(img.contentType).toBe('image/jpeg');
    expect([...img.bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const down = workersAiProvider({ run: async () => Promise.reject(new Error('3040: Capacity temporarily exceeded')) });
    await expect(down.generateText(request)).rejects.toBeInstanceOf(AiUnavailable);
  });
});

describe('OpenAI-compatible adapter', () => {
  it('posts chat completions with a JSON schema and a bearer key, and parses the message content', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const recorded = {
      id: 'chatcmpl-1',
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(draft) }, finish_reason: 'stop' }],
      usage: { total_tokens: 812 },
    };
    const fetchImpl = (async (url: string, init: RequestInit) => (
      seen.push({ url, init }),
      new Response(JSON.stringify(recorded), { status: 200 })
    )) as unknown as typeof fetch;
    const p = openAiProvider({ baseUrl: 'https://llm.example/v1/', apiKey: 'sk-test', textModel: 'gpt-4o-mini' }, fetchImpl);
    expect((await p.generateText(request)).output).toEqual(draft);
    expect(seen[0]!.url).toBe('https://llm.example/v1/chat/completions');
    expect(new Headers(seen[0]!.init.headers).get('Authorization')).toBe('Bearer sk-test');
    expect(JSON.parse(String(seen[0]!.init.body))).toMatchObject({
      model: 'gpt-4o-mini',
      response_format: { type: 'json_schema', json_schema: { name: 'carousel_draft', schema: CAROUSEL_DRAFT_JSON_SCHEMA } },
    });
  });

  it('reads images/generations b64_json, and a 429 is AiUnavailable', async () => {
    const ok = (async () => new Response(JSON.stringify({ created: 1, data: [{ b64_json: png1x1 }] }))) as unknown as typeof fetch;
    const img = await openAiProvider({ baseUrl: 'https://llm.example/v1', apiKey: 'k' }, ok).generateImage({
      prompt: 'p',
      width: 1024,
      height: 1024,
    });
    expect(img.bytes.length).toBe(atob(png1x1).length);
    const limited = (async () => new Response('{"error":{"message":"Rate limit"}}', { status: 429 })) as unknown as typeof fetch;
    await expect(openAiProvider({ baseUrl: 'https://llm.example/v1', apiKey: 'k' }, limited).generateText(request)).rejects.toThrow(
      /answered 429/,
    );
  });
});

describe('provider choice and prompts', () => {
  const env = (vars: Partial<Env>) => vars as Env;
  it('is offline by default and says so; the others need their configuration', () => {
    expect(aiStatus(aiProviderFor(env({})))).toEqual({
      provider: 'offline',
      offline: true,
      textModel: 'palco-offline-writer-1',
      imageModel: 'palco-offline-shapes-1',
    });
    expect(() => aiProviderFor(env({ AI_PROVIDER: 'workers-ai' }))).toThrow(/AI binding is missing/);
    expect(() => aiProviderFor(env({ AI_PROVIDER: 'openai', OPENAI_BASE_URL: 'https://x' }))).toThrow(/OPENAI_API_KEY/);
    expect(() => aiProviderFor(env({ AI_PROVIDER: 'gpt' }))).toThrow(/unknown AI_PROVIDER/);
    expect(aiProviderFor(env({ AI_PROVIDER: 'workers-ai', AI: { run: async () => null }, AI_TEXT_MODEL: '@cf/x' })).textModel).toBe(
      '@cf/x',
    );
  });

  it('puts the brief and the brand voice in the prompt', () => {
    const kit = {
      voice: { tone: 'bold', audience: 'a', wordsToUse: ['aroma'], wordsToAvoid: ['barato'], description: 'Curta.' },
      social: { handle: '@x' },
    };
    const r = carouselDraftPrompt({ topic: 'latte art', audience: 'baristas', slides: 7, locale: 'en', kitId: null }, kit as never);
    expect(r.system).toContain('Write in English.');
    expect(r.system).toContain('Never use these words: barato.');
    expect(r.prompt).toContain('Exactly 7 slides');
    expect(r.task).toMatchObject({ topic: 'latte art', voice: { handle: '@x' } });
    expect(parseJsonAnswer('not json')).toBe('not json');
  });
});
