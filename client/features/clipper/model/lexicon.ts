// The words that make a short clip work or fail, in the two languages we
// transcribe: what hooks in the first seconds (a question, a number, a strong
// claim, "you"), what pays off at the end, and the fillers that cost a clip.
// Lower-case, accents kept; matched on whole words (and phrases).
import type { TranscriptLanguage } from '@src/common/contracts/transcript';

export interface Lexicon {
  questionWords: string[];
  numberWords: string[];
  claims: string[];
  secondPerson: string[];
  payoff: string[];
  fillers: string[];
  /** Sounds that are never a word of the sentence: safe to cut without asking. */
  hesitations: string[];
  /** A sentence starting with one of these carries the one before it on: a moment does not end before it. */
  continuations: string[];
}

export const LEXICONS: Record<TranscriptLanguage, Lexicon> = {
  en: {
    questionWords: ['why', 'how', 'what', 'when', 'who', 'which', 'did you know', 'have you ever', 'ever wondered'],
    numberWords: [
      'one',
      'two',
      'three',
      'four',
      'five',
      'six',
      'seven',
      'eight',
      'nine',
      'ten',
      'twenty',
      'thirty',
      'forty',
      'fifty',
      'ninety',
      'hundred',
      'thousand',
      'million',
      'half',
      'percent',
    ],
    claims: [
      'never',
      'always',
      'secret',
      'mistake',
      'mistakes',
      'nobody',
      'everyone',
      'the best',
      'the worst',
      'the truth',
      'stop',
      'most people',
      'biggest',
      'wrong',
      'changed my life',
      'no one',
    ],
    secondPerson: ['you', 'your', "you're", 'yourself'],
    payoff: [
      "that's why",
      'so the',
      'the answer',
      'because',
      'the result',
      'that is why',
      'which means',
      'in the end',
      'the lesson',
      'remember',
    ],
    fillers: ['um', 'uh', 'erm', 'hmm', 'like', 'you know', 'i mean', 'sort of', 'kind of', 'basically', 'actually'],
    hesitations: ['um', 'uh', 'erm', 'hmm', 'uhm', 'mm'],
    continuations: ['and', 'but', 'because', 'cause', 'which', 'or', 'nor', 'plus', 'until', 'unless'],
  },
  pt: {
    questionWords: ['por que', 'porque', 'como', 'o que', 'quando', 'quem', 'qual', 'você sabia', 'já pensou', 'sabia que'],
    numberWords: [
      'dois',
      'três',
      'quatro',
      'cinco',
      'seis',
      'sete',
      'oito',
      'nove',
      'dez',
      'vinte',
      'trinta',
      'cinquenta',
      'noventa',
      'cem',
      'mil',
      'milhão',
      'metade',
      'por cento',
    ],
    claims: [
      'nunca',
      'sempre',
      'segredo',
      'erro',
      'erros',
      'ninguém',
      'todo mundo',
      'o melhor',
      'o pior',
      'a verdade',
      'pare',
      'a maioria',
      'maior',
      'errado',
      'mudou minha vida',
    ],
    secondPerson: ['você', 'vocês', 'seu', 'sua', 'seus', 'suas', 'te'],
    payoff: ['por isso', 'então', 'a resposta', 'o resultado', 'ou seja', 'no fim', 'a lição', 'lembre', 'é por isso'],
    fillers: ['é…', 'éé', 'hum', 'hmm', 'tipo', 'né', 'assim', 'sabe', 'tá', 'aí', 'basicamente'],
    hesitations: ['éé', 'é…', 'hum', 'hmm', 'ãh', 'ahn', 'uhm'],
    continuations: ['e', 'mas', 'porque', 'pois', 'que', 'ou', 'nem', 'porém', 'senão', 'até'],
  },
};

/** Lower-case words without punctuation: what the lexicon is matched against. */
export function plainWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'’…\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/** How many times the lexicon's entries (single words or phrases) occur in `words`. */
export function countMatches(words: readonly string[], entries: readonly string[]): number {
  let n = 0;
  for (const entry of entries) {
    const parts = entry.split(' ');
    for (let i = 0; i + parts.length <= words.length; i++) if (parts.every((p, k) => words[i + k] === p)) n++;
  }
  return n;
}
