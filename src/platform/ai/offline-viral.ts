// The viral predictor's offline judge: no model, so its score is the rules'
// own (src/common/viral), its reasons the rules' weakest factors in words, and
// its rewrite the text cut to the network's habits (a short first line, the
// suggested hashtag count). Deterministic, in pt-BR or en.
import type { ViralJudgement } from '../../common/contracts/viral';
import { hashtagsIn } from '../../common/contracts/caption-platforms';
import { suggestedHashtags, type FactorId } from '../../common/viral/factors';
import { firstSentence } from '../../common/viral/text';
import { scoreText } from '../../common/viral/text-score';
import type { AiTask } from './types';

type Task = Extract<AiTask, { kind: 'viral_text_score' }>;

const REASONS: Record<Task['locale'], Partial<Record<FactorId, string>>> = {
  'pt-BR': {
    hook_text: 'A primeira frase pode abrir com uma pergunta, um número ou "você", em até 12 palavras.',
    caption_length: 'O tamanho do texto está fora do que a rede lê bem.',
    hashtags: 'A quantidade de hashtags está longe da sugerida para a rede.',
    brand: 'As palavras da marca não aparecem como deveriam.',
  },
  en: {
    hook_text: 'The first sentence could open with a question, a number or "you", in 12 words or fewer.',
    caption_length: 'The text length is outside what the network reads well.',
    hashtags: 'The number of hashtags is far from what the network suggests.',
    brand: "The brand's words do not show up as they should.",
  },
};
const FINE = { 'pt-BR': 'O texto segue as práticas conhecidas para a rede.', en: 'The text follows the known practices for the network.' };

export function judgeViralText(task: Task): ViralJudgement {
  const voice = task.voice && { wordsToUse: task.voice.wordsToUse, wordsToAvoid: task.voice.wordsToAvoid };
  const score = scoreText(task.network, task.role, task.text, voice);
  const weak = [...score.factors].filter((f) => f.score < 80).sort((a, b) => a.score - b.score);
  const reasons = weak
    .map((f) => REASONS[task.locale][f.id])
    .filter((r): r is string => Boolean(r))
    .slice(0, 3);
  const tags = hashtagsIn(task.text).slice(0, suggestedHashtags(task.network));
  const body = task.text
    .replace(/#[\p{L}\p{N}_]+/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  const sentence = firstSentence(body);
  const rest = body.slice(body.indexOf(sentence) + sentence.length).trim();
  // The filler the sentence lost ("So today…") took its capital with it.
  const first = sentence.charAt(0).toLocaleUpperCase(task.locale) + sentence.slice(1);
  const rewrite = task.role === 'hook' ? first : [first, rest, tags.join(' ')].filter(Boolean).join('\n\n');
  return { score: score.total, reasons: reasons.length ? reasons : [FINE[task.locale]], rewrite: rewrite || task.text.trim() };
}
