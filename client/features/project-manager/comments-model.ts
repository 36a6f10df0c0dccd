// The comment form's pure parts (decision 058): finding the "@na" being typed,
// suggesting members for it, putting the chosen name in, keeping only the
// mentions still written in the text, reading a typed time, and grouping
// comments into threads. Unit-tested without a browser.
import type { CommentView } from '@src/common/contracts/comments';
import { PIN_SECONDS_MAX } from '@src/common/contracts/comments';

export interface Mentionable {
  id: string;
  name: string;
}

/** The "@…" right before the caret (at the start or after a space), or null. */
export function mentionQuery(text: string, caret: number): { start: number; query: string } | null {
  const m = /(^|\s)@([\p{L}\p{N}._-]{0,30})$/u.exec(text.slice(0, caret));
  if (!m) return null;
  return { start: caret - m[2]!.length - 1, query: m[2]! };
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR');

/** Members whose name has a word starting with the query (accents and case aside), at most `max`. */
export function suggestMembers(members: Mentionable[], query: string, max = 6): Mentionable[] {
  const q = fold(query);
  return members
    .filter(
      (m) =>
        fold(m.name)
          .split(/[\s@._-]+/)
          .some((w) => w.startsWith(q)) || fold(m.name).startsWith(q),
    )
    .slice(0, max);
}

/** The text with "@query" replaced by "@Name ", and where the caret goes after it. */
export function insertMention(text: string, start: number, caret: number, name: string): { text: string; caret: number } {
  const inserted = `@${name} `;
  return { text: text.slice(0, start) + inserted + text.slice(caret), caret: start + inserted.length };
}

/** The chosen mentions whose "@Name" is still in the text (one deleted by hand is no longer a mention). */
export function keptMentions(body: string, chosen: Mentionable[]): string[] {
  return [...new Set(chosen.filter((m) => body.includes(`@${m.name}`)).map((m) => m.id))];
}

/** "12", "0:12", "1:02:03" as seconds; null for anything else or past the longest pin. */
export function parseTime(typed: string): number | null {
  const t = typed.trim();
  if (!/^\d{1,5}(:\d{1,2}){0,2}$/.test(t)) return null;
  const parts = t.split(':').map(Number);
  if (parts.slice(1).some((p) => p >= 60)) return null;
  const seconds = parts.reduce((acc, p) => acc * 60 + p, 0);
  return seconds <= PIN_SECONDS_MAX ? seconds : null;
}

export interface Thread {
  root: CommentView;
  replies: CommentView[];
}

/** Comments (oldest first) as threads: each top-level comment with its replies, in order. */
export function threads(comments: CommentView[]): Thread[] {
  const out: Thread[] = [];
  const byId = new Map<string, Thread>();
  for (const c of comments)
    if (!c.parentId) {
      const t = { root: c, replies: [] };
      out.push(t);
      byId.set(c.id, t);
    }
  for (const c of comments) if (c.parentId) byId.get(c.parentId)?.replies.push(c);
  return out;
}
