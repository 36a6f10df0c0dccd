// Which AI provider this Worker uses, from its configuration.
import type { AiStatus } from '../../common/contracts/ai';
import type { Env } from '../../env';
import { offlineProvider } from '../../platform/ai/offline';
import { openAiProvider } from '../../platform/ai/openai';
import type { AiProvider } from '../../platform/ai/types';
import { workersAiProvider } from '../../platform/ai/workers-ai';

export function aiProviderFor(env: Env): AiProvider {
  const choice = env.AI_PROVIDER?.trim() || 'offline';
  const models = { text: env.AI_TEXT_MODEL, image: env.AI_IMAGE_MODEL };
  if (choice === 'workers-ai') {
    if (!env.AI) throw new Error('AI_PROVIDER is "workers-ai" but the AI binding is missing');
    return workersAiProvider(env.AI, models);
  }
  if (choice === 'openai') {
    if (!env.OPENAI_BASE_URL || !env.OPENAI_API_KEY)
      throw new Error('AI_PROVIDER is "openai" but OPENAI_BASE_URL or OPENAI_API_KEY is missing');
    return openAiProvider({ baseUrl: env.OPENAI_BASE_URL, apiKey: env.OPENAI_API_KEY, textModel: models.text, imageModel: models.image });
  }
  if (choice !== 'offline') throw new Error(`unknown AI_PROVIDER "${choice}"`);
  return offlineProvider();
}

export function aiStatus(provider: AiProvider): AiStatus {
  return { provider: provider.id, offline: provider.id === 'offline', textModel: provider.textModel, imageModel: provider.imageModel };
}
