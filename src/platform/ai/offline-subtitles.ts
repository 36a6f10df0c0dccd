// The offline provider cannot translate: it has no model. What it gives is an
// honest rough draft, word for word from a small glossary of the words most
// said in short videos, unknown words left as they are. The UI labels such a
// track "offline mode" and says it is a draft to review; nothing pretends.
import type { AiTask } from './types';

/** English → Portuguese; the other way is the same table read backwards. */
const GLOSSARY: Record<string, string> = {
  a: 'um',
  about: 'sobre',
  all: 'todos',
  also: 'também',
  always: 'sempre',
  and: 'e',
  are: 'são',
  at: 'em',
  audience: 'público',
  be: 'ser',
  because: 'porque',
  best: 'melhor',
  big: 'grande',
  brand: 'marca',
  but: 'mas',
  can: 'pode',
  come: 'venha',
  content: 'conteúdo',
  day: 'dia',
  do: 'fazer',
  english: 'inglês',
  every: 'cada',
  first: 'primeiro',
  follow: 'siga',
  for: 'para',
  from: 'de',
  good: 'bom',
  great: 'ótimo',
  have: 'ter',
  hello: 'olá',
  here: 'aqui',
  how: 'como',
  i: 'eu',
  idea: 'ideia',
  in: 'em',
  is: 'é',
  it: 'isso',
  just: 'só',
  know: 'saber',
  learn: 'aprender',
  like: 'como',
  make: 'fazer',
  more: 'mais',
  most: 'maioria',
  my: 'meu',
  new: 'novo',
  no: 'não',
  not: 'não',
  now: 'agora',
  of: 'de',
  on: 'em',
  one: 'um',
  or: 'ou',
  our: 'nosso',
  people: 'pessoas',
  portuguese: 'português',
  post: 'post',
  save: 'salve',
  see: 'ver',
  so: 'então',
  speech: 'fala',
  test: 'teste',
  thank: 'obrigado',
  thanks: 'obrigado',
  that: 'que',
  the: 'o',
  their: 'seu',
  there: 'lá',
  they: 'eles',
  thing: 'coisa',
  this: 'este',
  time: 'tempo',
  to: 'para',
  today: 'hoje',
  transcription: 'transcrição',
  very: 'muito',
  video: 'vídeo',
  want: 'quer',
  watch: 'assista',
  we: 'nós',
  what: 'o que',
  when: 'quando',
  why: 'por que',
  will: 'vai',
  with: 'com',
  work: 'trabalho',
  year: 'ano',
  yes: 'sim',
  you: 'você',
  your: 'seu',
};

/** Portuguese → English: the first English word for each Portuguese one (plus the forms the table does not reach). */
const REVERSE: Record<string, string> = Object.entries(GLOSSARY).reduce<Record<string, string>>(
  (out, [en, pt]) => (pt.includes(' ') || out[pt] ? out : { ...out, [pt]: en }),
  { a: 'the', os: 'the', as: 'the', uma: 'a', não: 'not', em: 'in', de: 'of', do: 'of the', da: 'of the', fala: 'speech', olá: 'hello' },
);

/** Each word looked up without its punctuation and case, which are put back as they were. */
function translateText(text: string, table: Record<string, string>): string {
  return text
    .split('\n')
    .map((line) =>
      line.replace(/[\p{L}']+/gu, (word) => {
        const found = table[word.toLocaleLowerCase()];
        if (!found) return word;
        const upper = word === word.toLocaleUpperCase() && word.length > 1;
        const capital = word[0] !== word[0]!.toLocaleLowerCase();
        return upper ? found.toLocaleUpperCase() : capital ? found.charAt(0).toLocaleUpperCase() + found.slice(1) : found;
      }),
    )
    .join('\n');
}

export function translateWordByWord(task: Extract<AiTask, { kind: 'subtitles_translate' }>): { cues: Array<{ id: string; text: string }> } {
  const table = task.from === 'en' ? GLOSSARY : REVERSE;
  return { cues: task.cues.map((c) => ({ id: c.id, text: translateText(c.text, table) })) };
}
