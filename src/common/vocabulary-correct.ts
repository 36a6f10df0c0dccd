// An organization's vocabulary applied to heard words (decision 037): a word,
// or a few words in a row, spelled nearly like a term become the term, in the
// term's spelling, keeping their times. The same function runs on the
// browser's models' output and on the server engines' (which also get the
// terms as a prompt when they take one). Pure: words in, words out.
import type { TranscriptWord } from './contracts/transcript';

interface Term {
  /** As the organization spells it: "iFood", "Zé Pereira". */
  tokens: string[];
  /** Folded: no case, accents, spaces or punctuation ("zepereira"). */
  key: string;
  /** Every token lower case: slang like "mano", which a sentence may capitalize. */
  lower: boolean;
}

/** Lower case, accents and everything but letters and digits removed: what "nearly the same" compares. */
export const foldForMatch = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Edits a near miss may differ by, from the term's folded length. Short terms
 * must match exactly (but for case, accents and spacing): one edit would turn
 * "vive" into "Vivo". Longer ones allow one, then two edits.
 */
export function allowedEdits(length: number): number {
  if (length < 5) return 0;
  if (length < 8) return 1;
  return 2;
}

/**
 * Levenshtein distance, or `max + 1` as soon as it must exceed `max`. Only the
 * band |i - j| <= max can stay within `max`, so only it is computed, in two
 * reused rows: this runs for every heard word against every term that starts
 * like it.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const over = max + 1;
  let prev = new Int32Array(b.length + 1);
  let row = new Int32Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j <= max ? j : over;
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - max);
    const to = Math.min(b.length, i + max);
    row.fill(over);
    row[0] = i <= max ? i : over;
    let best = row[0]!;
    for (let j = from; j <= to; j++) {
      const d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1));
      row[j] = Math.min(d, over);
      if (d < best) best = d;
    }
    if (best > max) return over;
    [prev, row] = [row, prev];
  }
  return Math.min(prev[b.length]!, over);
}

const PARTS_RE = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/u;
/** A heard word's leading punctuation, its core, its trailing punctuation: `"(Palko!)"` is `(`, `Palko`, `!)`. */
const split = (text: string) => {
  const m = PARTS_RE.exec(text)!;
  return { lead: m[1]!, core: m[2]!, trail: m[3]! };
};

const compile = (terms: readonly string[]): Map<string, Term[]> => {
  const byFirst = new Map<string, Term[]>();
  for (const spelling of terms) {
    const tokens = spelling.split(/\s+/).filter(Boolean);
    const key = foldForMatch(spelling);
    if (!key || !tokens.length) continue;
    const term: Term = { tokens, key, lower: spelling === spelling.toLowerCase() };
    byFirst.set(key[0]!, [...(byFirst.get(key[0]!) ?? []), term]);
  }
  return byFirst;
};

/** A term in the heard word's case where the term itself has none to insist on ("mano" at a sentence's start is "Mano"). */
function cased(term: Term, heardCore: string): string[] {
  if (!term.lower) return term.tokens;
  const upper = heardCore.length > 1 && heardCore === heardCore.toUpperCase() && heardCore !== heardCore.toLowerCase();
  if (upper) return term.tokens.map((t) => t.toUpperCase());
  const capital = heardCore[0] !== undefined && heardCore[0] !== heardCore[0].toLowerCase();
  return capital ? term.tokens.map((t, i) => (i === 0 ? t[0]!.toUpperCase() + t.slice(1) : t)) : term.tokens;
}

/** The term's tokens over the heard words' time: one to one when the counts agree, else shared by length. */
function placed(tokens: string[], heard: TranscriptWord[], lead: string, trail: string): TranscriptWord[] {
  const confidence = Math.min(...heard.map((w) => w.confidence));
  const text = (i: number) => `${i === 0 ? lead : ''}${tokens[i]}${i === tokens.length - 1 ? trail : ''}`;
  if (tokens.length === heard.length) return heard.map((w, i) => ({ ...w, text: text(i) }));
  const startMs = heard[0]!.startMs;
  const span = heard[heard.length - 1]!.endMs - startMs;
  const total = tokens.reduce((n, t) => n + t.length, 0);
  let at = 0;
  return tokens.map((t, i) => {
    const from = startMs + Math.round((span * at) / total);
    at += t.length;
    const to = i === tokens.length - 1 ? startMs + span : startMs + Math.round((span * at) / total);
    return { text: text(i), startMs: from, endMs: to, confidence };
  });
}

/**
 * The words with every near miss of a term replaced by the term. A window of
 * one to four heard words (one more or one fewer than the term has: "Nu bank"
 * is "Nubank", "Zepereira" is "Zé Pereira") is compared folded; the closest
 * term within its allowed edits wins, a longer window on a tie. A window never
 * reaches over a sentence's or clause's end.
 */
export function applyVocabulary(words: readonly TranscriptWord[], terms: readonly string[]): TranscriptWord[] {
  const byFirst = compile(terms);
  if (!byFirst.size || !words.length) return [...words];
  const parts = words.map((w) => split(w.text));
  const folded = parts.map((p) => foldForMatch(p.core));
  const out: TranscriptWord[] = [];
  let i = 0;
  while (i < words.length) {
    let best: { term: Term; k: number; distance: number } | null = null;
    const candidates = folded[i] ? (byFirst.get(folded[i]![0]!) ?? []) : [];
    // The windows from here, folded: each adds a word that has letters or digits, after one that ends no clause.
    const keys: string[] = [];
    if (candidates.length)
      for (let k = 1, key = ''; k <= Math.min(4, words.length - i); k++) {
        if (!folded[i + k - 1] || (k > 1 && parts[i + k - 2]!.trail)) break;
        key += folded[i + k - 1];
        keys.push(key);
      }
    for (const term of candidates) {
      const n = term.tokens.length;
      const max = allowedEdits(term.key.length);
      for (let k = Math.max(1, n - 1); k <= Math.min(n + 1, keys.length); k++) {
        const distance = editDistance(keys[k - 1]!, term.key, max);
        if (distance > max) continue;
        if (!best || distance < best.distance || (distance === best.distance && k > best.k)) best = { term, k, distance };
      }
    }
    if (!best) {
      out.push(words[i]!);
      i++;
      continue;
    }
    const heard = words.slice(i, i + best.k);
    const tokens = cased(best.term, parts[i]!.core);
    out.push(...placed(tokens, heard, parts[i]!.lead, parts[i + best.k - 1]!.trail));
    i += best.k;
  }
  return out;
}
