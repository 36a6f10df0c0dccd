import type { AiProvider, TextRequest } from '../../src/platform/ai/types';

/** A provider double that answers from a script (an Error is thrown), and keeps what it was asked. */
export function scripted(answers: (unknown | Error)[]): AiProvider & { asked: TextRequest[] } {
  const asked: TextRequest[] = [];
  return {
    id: 'openai',
    textModel: 'double-1',
    imageModel: 'double-img',
    asked,
    async generateText(req) {
      asked.push(req);
      const next = answers.shift();
      if (next instanceof Error) throw next;
      return { output: next, model: 'double-1' };
    },
    async generateImage() {
      throw new Error('not used');
    },
  };
}
