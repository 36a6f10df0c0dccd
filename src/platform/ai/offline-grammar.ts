// What the offline writers need of grammar, and no more: the number of a
// Brazilian Portuguese noun phrase the user typed (the audience), so its verb
// agrees ("empreendedores têm", "quem faz pão em casa tem"), and which words
// make poor hashtags (adjectives, adverbs, verb forms: #pequenas, #curtas,
// #fazerem), so a post is tagged with what it is about (issue 33).

/** Determiners that make the phrase plural or singular, whatever the noun after them. */
const PLURAL_LEADS = new Set(
  'os as uns umas muitos muitas vários várias todos todas alguns algumas poucos poucas seus suas meus minhas nossos nossas esses essas estes estas aqueles aquelas'.split(
    ' ',
  ),
);
const SINGULAR_LEADS = new Set(
  'o a um uma quem você cada todo toda qualquer seu sua meu minha nosso nossa esse essa este esta aquele aquela gente ninguém alguém'.split(
    ' ',
  ),
);
/** Singular nouns that end in -s. */
const SINGULAR_IN_S = new Set('mês país gás lápis ônibus vírus português inglês francês freguês deus atlas pires tênis óculos'.split(' '));

/** Whether a pt-BR noun phrase is plural: by its determiner, else by its first word's ending. */
export function isPluralPt(phrase: string): boolean {
  const first =
    phrase
      .trim()
      .toLocaleLowerCase('pt-BR')
      .split(/[^\p{L}]+/u)
      .find(Boolean) ?? '';
  if (PLURAL_LEADS.has(first)) return true;
  if (SINGULAR_LEADS.has(first) || SINGULAR_IN_S.has(first)) return false;
  return first.length > 2 && first.endsWith('s');
}

/** The verb form that agrees with the phrase as its subject: `agree('empreendedores', 'tem', 'têm')` is "têm". */
export const agreePt = (subject: string, singular: string, plural: string) => (isPluralPt(subject) ? plural : singular);

const inflect = (stems: string) =>
  stems.split(' ').flatMap((w) => (w.endsWith('o') ? [w, `${w}s`, `${w.slice(0, -1)}a`, `${w.slice(0, -1)}as`] : [w, `${w}s`, `${w}es`]));

/** Common adjectives in every gender and number; a hashtag of one says nothing about the post. */
const ADJECTIVES: Record<'pt-BR' | 'en', ReadonlySet<string>> = {
  'pt-BR': new Set([
    ...inflect(
      'pequeno curto longo novo velho bonito rápido lento certo errado próprio primeiro último simples fácil difícil melhor pior maior menor grande ótimo bom mau antigo moderno diferente importante possível impossível principal especial incrível perfeito completo inteiro cheio vazio alto baixo único mesmo outro próximo seguinte diário semanal mensal real verdadeiro prático rico pobre caro barato forte fraco jovem atual ideal básico direto claro escuro rápido eficiente eficaz',
    ),
    ...'boa boas mau maus má más fáceis difíceis simples melhores piores maiores menores grandes possíveis impossíveis especiais principais reais atuais ideais jovens'.split(
      ' ',
    ),
  ]),
  en: new Set(
    'small short long new old nice quick fast slow right wrong own first last simple easy hard better best worse worst bigger biggest great good bad different important possible special amazing perfect complete whole full empty high low only same other next daily weekly monthly real true practical rich poor cheap expensive strong weak young current ideal basic direct clear little large huge tiny'.split(
      ' ',
    ),
  ),
};

/**
 * Whether a word would make a poor hashtag: an adjective, an adverb, or a verb
 * form that is not a name of anything (gerund, personal infinitive, past).
 */
export function isWeakHashtagWord(word: string, locale: 'pt-BR' | 'en'): boolean {
  const w = word.toLocaleLowerCase(locale);
  if (ADJECTIVES[locale].has(w)) return true;
  // Not -ing or -ed: #marketing and #baking name what a post is about.
  if (locale === 'en') return /(ly|ful|ous)$/.test(w);
  return /(mente|ando|endo|indo|arem|erem|irem|aram|eram|iram|avam|iam|oso|osa|osos|osas|ável|ível|áveis|íveis)$/u.test(w);
}
