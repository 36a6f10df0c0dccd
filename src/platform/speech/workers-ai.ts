// Workers AI's whisper (production's default, decision 037): the audio as
// base64, the language when known, the organization's vocabulary as
// `initial_prompt`; word times from the segments' `words` (seconds in the
// chunk). Shapes: @cloudflare/workers-types Ai_Cf_Openai_Whisper_Large_V3_Turbo_*.
import { bytesToBase64, SpeechUnavailable, toWords, type SpeechProvider } from './types';
import type { AiBinding } from '../ai/workers-ai';

export const WORKERS_AI_SPEECH_MODEL = '@cf/openai/whisper-large-v3-turbo';

export function workersAiSpeech(ai: AiBinding, model = WORKERS_AI_SPEECH_MODEL): SpeechProvider {
  return {
    id: 'workers-ai',
    model,
    async transcribe(req) {
      let answer: Record<string, unknown> | null;
      try {
        answer = (await ai.run(model, {
          audio: bytesToBase64(req.audio),
          task: 'transcribe',
          vad_filter: true,
          ...(req.language ? { language: req.language } : {}),
          ...(req.prompt ? { initial_prompt: req.prompt } : {}),
        })) as Record<string, unknown> | null;
      } catch (error) {
        throw new SpeechUnavailable(`Workers AI ${model}: ${(error as Error).message}`);
      }
      if (!answer || typeof answer.text !== 'string') throw new SpeechUnavailable(`Workers AI ${model}: no transcription in the answer`);
      const segments = Array.isArray(answer.segments) ? (answer.segments as Array<{ words?: unknown }>) : [];
      const info = (answer.transcription_info ?? {}) as { language?: unknown; duration?: unknown };
      return {
        language: typeof info.language === 'string' ? info.language : null,
        durationMs: typeof info.duration === 'number' ? Math.round(info.duration * 1000) : null,
        words: segments.flatMap((s) => toWords(s.words)),
        model,
      };
    },
  };
}
