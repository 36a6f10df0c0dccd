// Any OpenAI-compatible HTTP API (OpenAI, a gateway, a local server): chat
// completions with a strict JSON schema, and images/generations as base64.
import { AiUnavailable, base64ToBytes, parseJsonAnswer, type AiProvider } from './types';

export interface OpenAiConfig {
  baseUrl: string;
  apiKey: string;
  textModel?: string;
  imageModel?: string;
}

export function openAiProvider(config: OpenAiConfig, fetchImpl: typeof fetch = fetch): AiProvider {
  const base = config.baseUrl.replace(/\/+$/, '');
  const textModel = config.textModel || 'gpt-4o-mini';
  const imageModel = config.imageModel || 'gpt-image-1';
  const post = async (path: string, body: unknown) => {
    let res: Response;
    try {
      res = await fetchImpl(`${base}${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${config.apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    } catch (error) {
      throw new AiUnavailable(`${path}: ${(error as Error).message}`);
    }
    if (!res.ok) throw new AiUnavailable(`${path} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    return (await res.json()) as Record<string, unknown>;
  };
  return {
    id: 'openai',
    textModel,
    imageModel,
    async generateText(req) {
      const answer = await post('/chat/completions', {
        model: textModel,
        messages: [
          { role: 'system', content: req.system },
          { role: 'user', content: req.prompt },
        ],
        response_format: { type: 'json_schema', json_schema: { name: req.schemaName, schema: req.schema, strict: false } },
        max_tokens: req.maxTokens ?? 2048,
      });
      const choice = (answer.choices as { message?: { content?: unknown } }[] | undefined)?.[0];
      return { output: parseJsonAnswer(choice?.message?.content), model: textModel };
    },
    async generateImage(req) {
      const size = `${req.width}x${req.height}`;
      const answer = await post('/images/generations', { model: imageModel, prompt: req.prompt, size, n: 1, response_format: 'b64_json' });
      const b64 = (answer.data as { b64_json?: string }[] | undefined)?.[0]?.b64_json;
      if (!b64) throw new AiUnavailable('/images/generations: no image in the answer');
      return { bytes: base64ToBytes(b64), contentType: 'image/png', model: imageModel };
    },
  };
}
