// The two files people take elsewhere, from a track. WebVTT names who speaks
// with a voice span (`<v Ana>`); SRT has no place for it and keeps the text.
import type { SubtitleTrack } from '@src/common/contracts/subtitles';
import { toSrt, toVtt } from '@client/media/transcript/subtitles';

const escapeVtt = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function subtitleFiles(track: Pick<SubtitleTrack, 'cues'>): { srt: string; vtt: string } {
  const plain = track.cues.map((c) => ({ startMs: c.startMs, endMs: c.endMs, text: c.text, words: [] }));
  const voiced = track.cues.map((c, i) => ({ ...plain[i]!, text: c.speaker ? `<v ${escapeVtt(c.speaker)}>${c.text}` : c.text }));
  return { srt: toSrt(plain), vtt: toVtt(voiced) };
}
