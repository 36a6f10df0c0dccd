// Any OpenAI-compatible /audio/transcriptions (OpenAI, a gateway, a local
// whisper server): multipart upload, verbose_json with word timestamps.
import { SpeechUnavailable, toWords, type SpeechProvider } from './types';

export interface OpenAiSpeechConfig {
  baseUrl: string;
  apiKey: string;
  model?: string;
}

const EXTENSIONS: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/flac': 'flac',
};

export function openAiSpeech(config: OpenAiSpeechConfig, fetchImpl: typeof fetch = fetch): SpeechProvider {
  const base = config.baseUrl.replace(/\/+$/, '');
  const model = config.model || 'whisper-1';
  return {
    id: 'openai',
    model,
    async transcribe(req) {
      const type = req.contentType.split(';')[0]!.trim();
      const form = new FormData();
      form.append('file', new Blob([req.audio], { type: req.contentType }), `audio.${EXTENSIONS[type] ?? 'webm'}`);
      form.append('model', model);
      form.append('response_format', 'verbose_json');
      form.append('timestamp_granularities[]', 'word');
      if (req.language) form.append('language', req.language);
      // OpenAI's transcription prompt: spellings the audio is likely to hold.
      if (req.prompt) form.append('prompt', req.prompt);
      let res: Response;
      try {
        res = await fetchImpl(`${base}/audio/transcriptions`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${config.apiKey}` },
          body: form,
        });
      } catch (error) {
        throw new SpeechUnavailable(`/audio/transcriptions: ${(error as Error).message}`);
      }
      if (!res.ok) throw new SpeechUnavailable(`/audio/transcriptions answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
      const answer = (await res.json()) as { language?: unknown; duration?: unknown; words?: unknown; text?: unknown };
      if (typeof answer.text !== 'string') throw new SpeechUnavailable('/audio/transcriptions: no text in the answer');
      return {
        // OpenAI names the language in English ("portuguese"); others give the code.
        language: languageCode(answer.language),
        durationMs: typeof answer.duration === 'number' ? Math.round(answer.duration * 1000) : null,
        words: toWords(answer.words),
        model,
      };
    },
  };
}

const NAMES: Record<string, string> = { portuguese: 'pt', english: 'en' };
function languageCode(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return null;
  const v = value.toLowerCase();
  return NAMES[v] ?? v.slice(0, 2);
}
