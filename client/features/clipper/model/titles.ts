// Every moment's title is its own: the rules title a moment by its first
// sentence and the AI layer may write the same words twice, and two cards
// called the same cannot be told apart (or chosen) by their names.
/** A moment title's length limit (the document's `momentSchema`). */
const TITLE_MAX = 200;

/** Titles that differ only in case, accents, spaces or punctuation are the same title to a reader. */
export const titleKey = (title: string) =>
  title
    .toLocaleLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const clock = (ms: number) => {
  const s = Math.floor(ms / 1000);
  const h = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(mm).padStart(2, '0')}:${ss}` : `${mm}:${ss}`;
};

/** `title` with `suffix`, the title cut (at a word, with "…") so the whole stays within the limit. */
function withSuffix(title: string, suffix: string): string {
  const room = TITLE_MAX - suffix.length;
  if (title.length <= room) return `${title}${suffix}`;
  const cut = title.slice(0, room - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > room / 2 ? cut.slice(0, space) : cut).trimEnd()}…${suffix}`;
}

/**
 * The moments, in their order, each with a title no earlier one has: the first
 * keeps its title; a later one with the same title gets where it starts
 * ("… · 2:05"), and a counter if that is taken too. An empty title stays empty.
 */
export function uniqueTitles<M extends { title: string; startMs: number }>(moments: readonly M[]): M[] {
  const seen = new Set<string>();
  return moments.map((m) => {
    const title = m.title.trim();
    if (!title) return m;
    let next = title;
    for (let n = 1; seen.has(titleKey(next)); n++)
      next = withSuffix(title, n === 1 ? ` · ${clock(m.startMs)}` : ` · ${clock(m.startMs)} (${n})`);
    seen.add(titleKey(next));
    return next === m.title ? m : { ...m, title: next };
  });
}
