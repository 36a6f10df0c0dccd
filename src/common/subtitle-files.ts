// Reading SRT and WebVTT files (decision 097): which of the two a text is, and
// its cues. Written once for the Worker (the upload's check, the share page)
// and the browser (the library's preview); the subtitles tool writes these
// files with toSrt/toVtt (client/media/transcript/subtitles.ts). Pure.

export type SubtitleFormat = 'srt' | 'vtt';

export interface SubtitleCue {
  startMs: number;
  endMs: number;
  /** Lines joined by "\n", markup removed; a WebVTT voice becomes "Name: ". */
  text: string;
}

export interface ParsedSubtitles {
  format: SubtitleFormat;
  /** From a WebVTT header's `Language:` line, else null. */
  language: string | null;
  cues: SubtitleCue[];
}

export const SUBTITLE_TYPES = { srt: 'application/x-subrip', vtt: 'text/vtt' } as const;

// hh:mm:ss,mmm (SRT) or [hh:]mm:ss.mmm (WebVTT); files in the wild mix the separators, so both are read.
const TIME = String.raw`(?:(\d{1,3}):)?(\d{1,2}):(\d{2})[,.](\d{1,3})`;
const TIMING = new RegExp(String.raw`^\s*${TIME}\s*-->\s*${TIME}`);

const withoutBom = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
const linesOf = (text: string) => withoutBom(text).replace(/\r\n?/g, '\n').split('\n');

/**
 * Which format the text is, or null: a WebVTT file starts with `WEBVTT` (then
 * a space, a tab or the line's end); an SRT file's first non-empty line is a
 * cue number and the next line its `-->` timing.
 */
export function subtitleFormat(text: string): SubtitleFormat | null {
  const lines = linesOf(text);
  if (/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '')) return 'vtt';
  const first = lines.findIndex((l) => l.trim() !== '');
  if (first < 0 || !/^\s*\d+\s*$/.test(lines[first]!)) return null;
  return TIMING.test(lines[first + 1] ?? '') ? 'srt' : null;
}

function ms(h: string | undefined, m: string, s: string, frac: string): number {
  return ((Number(h ?? 0) * 60 + Number(m)) * 60 + Number(s)) * 1000 + Number(frac.padEnd(3, '0'));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', nbsp: '\u00a0', lrm: '\u200e', rlm: '\u200f' };

/** A cue's payload as plain text: tags dropped, a voice span named, entities read. */
function plain(payload: string): string {
  return payload
    .replace(/<v(?:\.[^ >]*)?\s+([^>]+)>/g, '$1: ')
    .replace(/<[^>]*>/g, '')
    .replace(/\{\\[^}]*\}/g, '') // SSA-style overrides some SRT files carry ({\an8})
    .replace(/&(amp|lt|gt|nbsp|lrm|rlm);/g, (_, name: string) => ENTITIES[name]!)
    .trim();
}

/** The file's cues in order, or null when the text is neither format. Blocks without a timing (NOTE, STYLE, junk) are skipped. */
export function parseSubtitles(text: string): ParsedSubtitles | null {
  const format = subtitleFormat(text);
  if (!format) return null;
  const lines = linesOf(text);
  const cues: SubtitleCue[] = [];
  let language: string | null = null;
  let i = 0;
  if (format === 'vtt') {
    // The header runs to the first blank line; YouTube and others put `Language: xx` there.
    for (i = 1; i < lines.length && lines[i]!.trim() !== ''; i++) {
      const m = /^Language:\s*(\S+)/i.exec(lines[i]!);
      if (m) language = m[1]!.slice(0, 35);
    }
  }
  while (i < lines.length) {
    while (i < lines.length && lines[i]!.trim() === '') i++;
    const block: string[] = [];
    while (i < lines.length && lines[i]!.trim() !== '') block.push(lines[i++]!);
    const at = block.findIndex((l) => l.includes('-->'));
    // The timing is the block's first line, or its second after an id (a WebVTT id or an SRT number).
    if (at < 0 || at > 1) continue;
    const m = TIMING.exec(block[at]!);
    if (!m) continue;
    const startMs = ms(m[1], m[2]!, m[3]!, m[4]!);
    const endMs = ms(m[5], m[6]!, m[7]!, m[8]!);
    cues.push({ startMs, endMs: Math.max(startMs, endMs), text: plain(block.slice(at + 1).join('\n')) });
  }
  return { format, language, cues };
}

/** A language a file's name carries before its extension (`aula.pt-BR.srt`), else null. */
export function languageFromName(name: string): string | null {
  const m = /\.([a-z]{2,3}(?:[-_][A-Za-z]{2,4})?)\.(?:srt|vtt)$/i.exec(name);
  return m ? m[1]!.replace('_', '-') : null;
}

/** 3723004 → "1:02:03", 63004 → "1:03": the reader's clock, not the file's. */
export function readableTime(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor(total / 60) % 60;
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
