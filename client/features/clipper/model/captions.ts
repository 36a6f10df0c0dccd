// Whether a clip's word-by-word captions can show (decision 037): a clip is
// never rendered with an empty caption track as if it had captions. Without a
// transcript, or without a word said in the clip, the switch is off and says why.
import type { Transcript, TranscriptWord } from '@src/common/contracts/transcript';

export type CaptionsOff = 'noTranscript' | 'noWords';

/** Why the captions cannot show, or null when they can. `words` are the clip's kept words. */
export function captionsOffReason(transcript: Transcript | null, words: readonly TranscriptWord[]): CaptionsOff | null {
  if (!transcript || !transcript.segments.some((s) => s.words.length)) return 'noTranscript';
  return words.length ? null : 'noWords';
}
