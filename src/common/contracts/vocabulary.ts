// An organization's custom vocabulary: the brand names, slang and people its
// videos say and speech models spell wrong (decision 037). One schema for the
// settings form and the Worker; its messages are error codes, so the form and
// the API say the same thing in the user's language (errors.<code>).
import { z } from 'zod';

/**
 * Limits (decision 037): 200 terms cover a brand's products, people and slang;
 * 40 characters hold any name ("Universidade Federal do Rio de Janeiro" is 38).
 * Only the first terms fit a Whisper prompt (VOCABULARY_PROMPT_MAX_CHARS); the
 * correction after transcription uses all of them.
 */
export const VOCABULARY_MAX_TERMS = 200;
export const VOCABULARY_TERM_MAX_CHARS = 40;

// Letters of any script, digits, spaces and the marks names carry (O'Neill, Coca-Cola, C&A, Dr., Mc.Donald's, #tag, @handle).
const TERM_RE = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} '’&.\-+#@]*$/u;

export const vocabularyTermSchema = z
  .string()
  .trim()
  .max(VOCABULARY_TERM_MAX_CHARS, 'vocabulary_term_too_long')
  .regex(TERM_RE, 'vocabulary_term_invalid')
  // Spaces inside a term collapse: "Palco   Studio" is "Palco Studio".
  .transform((s) => s.replace(/\s+/g, ' '));

/** The list as saved: at most VOCABULARY_MAX_TERMS, each term once (case does not make a new term: the first spelling wins). */
export const vocabularySchema = z.object({
  terms: z
    .array(vocabularyTermSchema)
    .max(VOCABULARY_MAX_TERMS, 'vocabulary_too_many_terms')
    .transform((terms) => {
      const seen = new Set<string>();
      return terms.filter((t) => {
        const key = t.toLocaleLowerCase('pt-BR');
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    }),
});
export type VocabularyInput = z.input<typeof vocabularySchema>;

/** The request body: only its shape, so the rules (and their codes) are vocabularySchema's, applied by the service. */
export const vocabularyBodySchema = z.object({ terms: z.array(z.string().max(1000)).max(5000) });

export interface VocabularyView {
  terms: string[];
  /** ISO time of the last change; null for a list never saved. */
  updatedAt: string | null;
}

/** The settings form's text: one term a line; blank lines are not terms. */
export const termsFromText = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * Whisper reads at most 224 prompt tokens and keeps the last ones; about 600
 * characters of names stay well inside that in Portuguese and English.
 */
export const VOCABULARY_PROMPT_MAX_CHARS = 600;

/** The prompt an engine that takes one is given: the terms, as many as fit, in the list's order. */
export function vocabularyPrompt(terms: readonly string[], maxChars = VOCABULARY_PROMPT_MAX_CHARS): string | null {
  let prompt = '';
  for (const term of terms) {
    const next = prompt ? `${prompt}, ${term}` : term;
    if (next.length > maxChars) break;
    prompt = next;
  }
  return prompt ? `${prompt}.` : null;
}
