// What every offline writer reads from a brief first, and the seed that keeps
// its choices deterministic (the same brief gives the same draft).
import type { VoiceBrief } from './types';

/** FNV-1a of the text: a stable seed for the writers' picks. */
export function hash(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** The trimmed topic, the audience (the brief's, else the brand's) and the words the brand avoids. */
export function briefOf(task: { topic: string; audience?: string; voice: VoiceBrief | null }) {
  return {
    topic: task.topic.trim(),
    audience: (task.audience || task.voice?.audience || '').trim(),
    avoid: task.voice?.wordsToAvoid ?? [],
  };
}
