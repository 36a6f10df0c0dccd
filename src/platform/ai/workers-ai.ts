// Workers AI through the `AI` binding (production). JSON mode: response_format
// { type: 'json_schema', json_schema } and the answer in `response`; FLUX
// schnell answers { image: base64 JPEG }.
import { AiUnavailable, base64ToBytes, parseJsonAnswer, type AiProvider } from './types';

/** The part of the binding used here, so tests can pass a double. */
export interface AiBinding {
  run(model: string, inputs: Record<string, unknown>): Promise<unknown>;
}

export const WORKERS_AI_TEXT_MODEL = '@cf/meta/llama-3.3-70b-instruct-fp8-fast';
export const WORKERS_AI_IMAGE_MODEL = '@cf/black-forest-labs/flux-1-schnell';

export function workersAiProvider(ai: AiBinding, models: { text?: string; image?: string } = {}): AiProvider {
  const textModel = models.text || WORKERS_AI_TEXT_MODEL;
  const imageModel = models.image || WORKERS_AI_IMAGE_MODEL;
  const run = async (model: string, inputs: Record<string, unknown>) => {
    try {
      return (await ai.run(model, inputs)) as Record<string, unknown> | null;
    } catch (error) {
      throw new AiUnavailable(`Workers AI ${model}: ${(error as Error).message}`);
    }
  };
  return {
    id: 'workers-ai',
    textModel,
    imageModel,
    async generateText(req) {
      const answer = await run(textModel, {
        messages: [
          { role: 'system', content: req.system },
          { role: 'user', content: req.prompt },
        ],
        response_format: { type: 'json_schema', json_schema: req.schema },
        max_tokens: req.maxTokens ?? 2048,
      });
      return { output: parseJsonAnswer(answer?.response), model: textModel };
    },
    async generateImage(req) {
      const answer = await run(imageModel, { prompt: req.prompt, steps: 4, ...(req.seed ? { seed: seedNumber(req.seed) } : {}) });
      if (typeof answer?.image !== 'string') throw new AiUnavailable(`Workers AI ${imageModel}: no image in the answer`);
      return { bytes: base64ToBytes(answer.image), contentType: 'image/jpeg', model: imageModel };
    },
  };
}

/** FLUX takes an integer seed; ours are strings. */
function seedNumber(seed: string): number {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}
