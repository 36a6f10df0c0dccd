// The server speech adapters against answers in the shapes the real services
// send (Workers AI whisper-large-v3-turbo; OpenAI verbose_json with words).
import { describe, expect, it } from 'vitest';
import { openAiSpeech } from '../../src/platform/speech/openai';
import { SpeechUnavailable } from '../../src/platform/speech/types';
import { workersAiSpeech, WORKERS_AI_SPEECH_MODEL } from '../../src/platform/speech/workers-ai';
import recordedEn from '../fixtures/speech/workers-ai-whisper-en.json';
import recordedPt from '../fixtures/speech/workers-ai-whisper-pt.json';

const audio = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3]);

describe('Workers AI speech', () => {
  const recorded = {
    transcription_info: { language: 'pt', language_probability: 0.98, duration: 3.94, duration_after_vad: 3.5 },
    text: ' Olá, este é um teste.',
    word_count: 5,
    segments: [
      {
        start: 0.0,
        end: 1.9,
        text: ' Olá, este é um teste.',
        temperature: 0,
        avg_logprob: -0.2,
        compression_ratio: 0.8,
        no_speech_prob: 0.01,
        words: [
          { word: ' Olá,', start: 0.0, end: 0.42 },
          { word: ' este', start: 0.5, end: 0.71 },
          { word: ' é', start: 0.71, end: 0.8 },
          { word: ' um', start: 0.8, end: 0.95 },
          { word: ' teste.', start: 0.95, end: 1.9 },
        ],
      },
    ],
    vtt: 'WEBVTT\n\n00:00.000 --> 00:01.900\nOlá, este é um teste.',
  };

  it('sends base64 audio with the language and reads words with times in ms', async () => {
    const calls: Array<{ model: string; inputs: Record<string, unknown> }> = [];
    const provider = workersAiSpeech({ run: async (model, inputs) => (calls.push({ model, inputs }), recorded) });
    const result = await provider.transcribe({ audio, contentType: 'audio/webm', language: 'pt' });
    expect(calls[0]!.model).toBe(WORKERS_AI_SPEECH_MODEL);
    expect(calls[0]!.inputs).toMatchObject({ audio: btoa(String.fromCharCode(...audio)), language: 'pt', task: 'transcribe' });
    expect(result.language).toBe('pt');
    expect(result.durationMs).toBe(3940);
    expect(result.words.map((w) => w.text)).toEqual(['Olá,', 'este', 'é', 'um', 'teste.']);
    expect(result.words[4]).toEqual({ text: 'teste.', startMs: 950, endMs: 1900, confidence: 1 });
  });

  it('reads recorded answers in both languages with every word time, and sends the vocabulary as initial_prompt', async () => {
    const calls: Array<Record<string, unknown>> = [];
    const run = (answer: unknown) => workersAiSpeech({ run: async (_model, inputs) => (calls.push(inputs), answer) });
    const pt = await run(recordedPt).transcribe({ audio, contentType: 'audio/ogg', language: 'pt', prompt: 'Palco, Zé Pereira, iFood.' });
    expect(calls[0]).toMatchObject({ language: 'pt', initial_prompt: 'Palco, Zé Pereira, iFood.', vad_filter: true });
    expect(pt.words).toHaveLength(recordedPt.word_count);
    expect(pt.words.map((w) => [w.text, w.startMs, w.endMs])).toEqual(
      recordedPt.segments.flatMap((s) => s.words.map((w) => [w.word.trim(), Math.round(w.start * 1000), Math.round(w.end * 1000)])),
    );
    expect(pt).toMatchObject({ language: 'pt', durationMs: 6420 });
    const en = await run(recordedEn).transcribe({ audio, contentType: 'audio/ogg', language: 'en' });
    // No vocabulary, no prompt: the key is left out, not sent empty.
    expect(calls[1]).not.toHaveProperty('initial_prompt');
    expect(en.words.map((w) => w.text).join(' ')).toBe('Hello, this is a speech recognition test.');
    expect(en.words[5]).toEqual({ text: 'recognition', startMs: 1520, endMs: 2300, confidence: 1 });
  });

  it('turns a failed run or an answer without text into SpeechUnavailable', async () => {
    await expect(
      workersAiSpeech({ run: async () => Promise.reject(new Error('3040: capacity')) }).transcribe({ audio, contentType: 'audio/webm' }),
    ).rejects.toBeInstanceOf(SpeechUnavailable);
    await expect(
      workersAiSpeech({ run: async () => ({ error: 'x' }) }).transcribe({ audio, contentType: 'audio/webm' }),
    ).rejects.toBeInstanceOf(SpeechUnavailable);
  });
});

describe('OpenAI-compatible speech', () => {
  const recorded = {
    task: 'transcribe',
    language: 'english',
    duration: 3.52,
    text: 'Hello, this is a test.',
    words: [
      { word: 'Hello', start: 0.0, end: 0.48 },
      { word: 'this', start: 0.6, end: 0.8 },
      { word: 'is', start: 0.8, end: 0.9 },
      { word: 'a', start: 0.9, end: 1.0 },
      { word: 'test', start: 1.0, end: 1.4 },
    ],
  };

  it('posts multipart with word timestamps and maps the language name to its code', async () => {
    const seen: Array<{ url: string; init: RequestInit }> = [];
    const fetchImpl = (async (url: string, init: RequestInit) => (
      seen.push({ url, init }),
      new Response(JSON.stringify(recorded), { status: 200 })
    )) as unknown as typeof fetch;
    const result = await openAiSpeech({ baseUrl: 'https://api.example.com/v1/', apiKey: 'sk-test' }, fetchImpl).transcribe({
      audio,
      contentType: 'audio/ogg;codecs=opus',
    });
    expect(seen[0]!.url).toBe('https://api.example.com/v1/audio/transcriptions');
    const form = seen[0]!.init.body as FormData;
    expect(form.get('timestamp_granularities[]')).toBe('word');
    expect(form.get('response_format')).toBe('verbose_json');
    expect(form.get('prompt')).toBeNull();
    expect((form.get('file') as File).name).toBe('audio.ogg');
    expect((seen[0]!.init.headers as Record<string, string>).Authorization).toBe('Bearer sk-test');
    expect(result).toMatchObject({ language: 'en', durationMs: 3520, model: 'whisper-1' });
    expect(result.words).toHaveLength(5);
    expect(result.words[0]).toEqual({ text: 'Hello', startMs: 0, endMs: 480, confidence: 1 });
  });

  it('refuses an error answer', async () => {
    const fetchImpl = (async () => new Response('{"error":{"message":"bad key"}}', { status: 401 })) as unknown as typeof fetch;
    await expect(
      openAiSpeech({ baseUrl: 'https://x', apiKey: 'k' }, fetchImpl).transcribe({ audio, contentType: 'audio/webm' }),
    ).rejects.toThrow(/401/);
  });
});
