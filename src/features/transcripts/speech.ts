// Which server speech engine this Worker offers, from its configuration. None is
// the local default: transcription then happens in the browser or not at all.
// Production defaults to Workers AI's Whisper (decision 037): the browser hears
// only its installed models' languages, and a Brazilian user must not be left
// without a transcript because a variable was forgotten; "none" still says none.
// The browser's own models are listed by the client build (speech-models.json).
import { SPEECH_MODELS_MANIFEST, type LocalSpeechModel, type SpeechStatus } from '../../common/contracts/transcript';
import { isProduction, type Env } from '../../env';
import { openAiSpeech } from '../../platform/speech/openai';
import type { SpeechProvider } from '../../platform/speech/types';
import { workersAiSpeech } from '../../platform/speech/workers-ai';
import { PRICES } from '../credits/prices';

/** The engine named by SPEECH_PROVIDER, else production's default (Workers AI where its binding is), else none. */
export const speechChoice = (env: Env): string => env.SPEECH_PROVIDER?.trim() || (isProduction(env) && env.AI ? 'workers-ai' : 'none');

export function speechProviderFor(env: Env): SpeechProvider | null {
  const choice = speechChoice(env);
  if (choice === 'workers-ai') {
    if (!env.AI) throw new Error('SPEECH_PROVIDER is "workers-ai" but the AI binding is missing');
    return workersAiSpeech(env.AI, env.SPEECH_MODEL || undefined);
  }
  if (choice === 'openai') {
    if (!env.OPENAI_BASE_URL || !env.OPENAI_API_KEY)
      throw new Error('SPEECH_PROVIDER is "openai" but OPENAI_BASE_URL or OPENAI_API_KEY is missing');
    return openAiSpeech({ baseUrl: env.OPENAI_BASE_URL, apiKey: env.OPENAI_API_KEY, model: env.SPEECH_MODEL || undefined });
  }
  if (choice !== 'none') throw new Error(`unknown SPEECH_PROVIDER "${choice}"`);
  return null;
}

export const speechStatus = (provider: SpeechProvider | null, local: LocalSpeechModel[]): SpeechStatus => ({
  local,
  server: provider ? { provider: provider.id, model: provider.model, creditsPerMinute: PRICES.speech_minute } : null,
});

let localModels: Promise<LocalSpeechModel[]> | null = null;

/**
 * The browser's speech models, as the client build listed them. A build without
 * any (or without the list) has none: the UI then says no model is installed.
 * Kept for the isolate's life, like the asset manifest, except in development.
 */
export function localSpeechModels(env: Env): Promise<LocalSpeechModel[]> {
  if (localModels && env.APP_ENV === 'production') return localModels;
  localModels = env.ASSETS.fetch(new URL(SPEECH_MODELS_MANIFEST, 'https://assets.invalid').toString())
    .then((res) => (res.ok ? (res.json() as Promise<LocalSpeechModel[]>) : []))
    .catch(() => []);
  return localModels;
}
