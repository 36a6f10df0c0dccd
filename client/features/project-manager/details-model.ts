// The details dialog's tag field, pure so it is tested without React: a typed
// tag is spelled as the server stores it (trimmed, one space, lower case), so
// the chip shown is the tag saved; suggestions are the organization's tags in
// use that start with what is typed and are not on the project yet.
import { TAG_MAX_CHARS, TAGS_MAX } from '@src/common/contracts/workflow';

export const normalizeTag = (raw: string) => raw.trim().replace(/\s+/g, ' ').replace(/^#/, '').toLocaleLowerCase('pt-BR');

/** The tags with `raw` added, or unchanged when it is empty, too long, already there, or the project is full. */
export function addTag(tags: readonly string[], raw: string): string[] {
  const tag = normalizeTag(raw);
  if (!tag || tag.length > TAG_MAX_CHARS || tags.includes(tag) || tags.length >= TAGS_MAX) return [...tags];
  return [...tags, tag];
}

export function suggestTags(inUse: readonly string[], current: readonly string[], typed: string, max = 6): string[] {
  const start = normalizeTag(typed);
  return inUse.filter((t) => !current.includes(t) && t.startsWith(start)).slice(0, max);
}
