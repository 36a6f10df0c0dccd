// Which spoken words a style marks: keywords (drawn in the highlight colour)
// and the emoji some words call for. Both read the word without accents,
// capitals or punctuation, in Portuguese and English, so "DINHEIRO!" and
// "money," match alike.

/** "Dinheiro!" → "dinheiro"; "ações" → "acoes". */
export const bareWord = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

// Emoji per word, both languages in one table (a clip may mix them); a plural
// with a final "s" matches its singular.
const EMOJI: Record<string, string> = {
  // pt-BR
  dinheiro: '💰',
  grana: '💰',
  lucro: '💰',
  vendas: '📈',
  venda: '📈',
  crescer: '📈',
  crescimento: '📈',
  amor: '❤️',
  fogo: '🔥',
  ideia: '💡',
  dica: '💡',
  tempo: '⏰',
  hoje: '📅',
  casa: '🏠',
  trabalho: '💼',
  empresa: '🏢',
  negocio: '💼',
  sucesso: '🏆',
  cliente: '🤝',
  foco: '🎯',
  meta: '🎯',
  objetivo: '🎯',
  rapido: '⚡',
  feliz: '😄',
  cafe: '☕',
  celular: '📱',
  video: '🎬',
  musica: '🎵',
  comida: '🍽️',
  mundo: '🌎',
  brasil: '🇧🇷',
  segredo: '🤫',
  erro: '❌',
  certo: '✅',
  atencao: '⚠️',
  livro: '📚',
  estudar: '📚',
  viagem: '✈️',
  // en
  money: '💰',
  profit: '💰',
  sales: '📈',
  grow: '📈',
  growth: '📈',
  love: '❤️',
  fire: '🔥',
  idea: '💡',
  tip: '💡',
  time: '⏰',
  today: '📅',
  home: '🏠',
  work: '💼',
  business: '💼',
  company: '🏢',
  success: '🏆',
  customer: '🤝',
  client: '🤝',
  focus: '🎯',
  goal: '🎯',
  fast: '⚡',
  happy: '😄',
  coffee: '☕',
  phone: '📱',
  music: '🎵',
  food: '🍽️',
  world: '🌎',
  secret: '🤫',
  mistake: '❌',
  wrong: '❌',
  right: '✅',
  book: '📚',
  study: '📚',
  travel: '✈️',
};

/** The emoji a word calls for, if any. */
export function emojiFor(text: string): string | null {
  const w = bareWord(text);
  if (!w) return null;
  return EMOJI[w] ?? (w.endsWith('s') ? (EMOJI[w.slice(0, -1)] ?? null) : null);
}

// Short function words never stand out, however long a sentence is.
const STOP = new Set(
  (
    'para pelo pela pelos pelas como mais muito muita quando onde porque porque entao tambem isso essa esse esta este ' +
    'voce voces nosso nossa depois antes ainda sobre entre tudo todos todas' +
    ' about after again always because before being could every their there these those through would which while your'
  ).split(' '),
);

/**
 * Whether a word is a keyword: one the creator listed (the kit's words to
 * use), a number, or a long content word (seven letters or more).
 */
export function isKeyword(text: string, listed: ReadonlySet<string> = new Set()): boolean {
  const w = bareWord(text);
  if (!w) return false;
  if (listed.has(w)) return true;
  if (/\d/.test(w)) return true;
  return w.length >= 7 && !STOP.has(w);
}
