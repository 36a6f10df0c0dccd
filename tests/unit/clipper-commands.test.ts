// The clipper's edits as commands: analysis results kept inside the video,
// clips made once per moment, trims snapped to words and kept inside the video,
// words cut and restored, hesitations cut in one step, and every one undoable.
import { describe, expect, it } from 'vitest';
import { newClipDocument, type ClipDocument } from '@src/common/contracts/clip';
import type { Transcript } from '@src/common/contracts/transcript';
import { perform, startHistory, undo } from '@client/editor/history';
import {
  analysed,
  clipsFromMoments,
  cutFillers,
  editCaptionWord,
  snapToWord,
  MIN_CLIP_MS,
  removeClip,
  setInAtWord,
  setOutAtWord,
  toggleWordCut,
  trimClip,
} from '@client/features/clipper/model/commands';
import { clipDocumentSchema } from '@src/common/contracts/clip';

const words = ['So', 'um', 'why', 'do', 'creators', 'uh', 'quit?'].map((text, i) => ({
  text,
  startMs: 20_000 + i * 500,
  endMs: 20_400 + i * 500,
  confidence: 1,
}));
const transcript: Transcript = {
  version: 1,
  language: 'en',
  durationMs: 60_000,
  engine: { provider: 'local', model: 't' },
  segments: [{ startMs: 20_000, endMs: words.at(-1)!.endMs, text: words.map((w) => w.text).join(' '), words }],
};

function doc(): ClipDocument {
  const d = analysed({
    moments: [
      { id: 'm1', startMs: 20_000, endMs: 40_000, match: 90, title: 'Why do creators quit?', reasons: ['question_hook'] },
      // Timed a little past the container's end: kept inside the video.
      { id: 'm2', startMs: 45_000, endMs: 60_300, match: 60, title: 'End', reasons: [] },
    ],
    language: 'en',
    withTranscript: true,
    rankedBy: 'ai',
    durationMs: 60_000,
  }).apply(newClipDocument({ assetId: 'ast_1', name: 'talk.mp4', durationMs: 1 }));
  return clipsFromMoments(['m1', 'm2', 'm1'], (n) => `Clip ${n}`).apply(d);
}

describe('clipper commands', () => {
  it('records the analysis inside the video and makes one clip per moment, a valid document', () => {
    const d = doc();
    expect(d.analysis).toEqual({ state: 'complete', withTranscript: true, rankedBy: 'ai' });
    expect(d.moments[1]!.endMs).toBe(60_000);
    expect(d.clips.map((c) => [c.id, c.momentId, c.name, c.startMs, c.endMs])).toEqual([
      ['c1', 'm1', 'Clip 1', 20_000, 40_000],
      ['c2', 'm2', 'Clip 2', 45_000, 60_000],
    ]);
    expect(clipDocumentSchema.safeParse(d).success).toBe(true);
  });

  it('trims to word boundaries, inside the video and never under a second', () => {
    const d = doc();
    const atWord = setInAtWord('c1', words[2]!).apply(d);
    expect(atWord.clips[0]!.startMs).toBe(21_000);
    expect(setOutAtWord('c1', words[4]!).apply(atWord).clips[0]!.endMs).toBe(22_400);
    const squeezed = trimClip('c1', 30_000, 30_100).apply(d).clips[0]!;
    expect(squeezed.endMs - squeezed.startMs).toBe(MIN_CLIP_MS);
    expect(trimClip('c1', -5, 99_000).apply(d).clips[0]).toMatchObject({ startMs: 0, endMs: 60_000 });
  });

  it('cuts a word and brings it back, and cuts every hesitation at once', () => {
    const d = doc();
    const cut = toggleWordCut('c1', words[3]!).apply(d);
    expect(cut.clips[0]!.cuts).toEqual([{ startMs: 21_500, endMs: 21_900 }]);
    expect(toggleWordCut('c1', words[3]!).apply(cut).clips[0]!.cuts).toEqual([]);
    const fillers = cutFillers('c1', transcript).apply(d);
    expect(fillers.clips[0]!.cuts).toEqual([
      { startMs: 20_500, endMs: 20_900 },
      { startMs: 22_500, endMs: 22_900 },
    ]);
    // A word outside the clip is not cut into it.
    expect(toggleWordCut('c2', words[0]!).apply(d)).toBe(d);
  });

  it("changes a word's caption text, and going back to what was heard removes the edit", () => {
    const d = doc();
    const edited = editCaptionWord('c1', words[4]!, ' makers ').apply(d);
    expect(edited.clips[0]!.captions.edits).toEqual([{ startMs: 22_000, text: 'makers' }]);
    expect(editCaptionWord('c1', words[4]!, 'creators').apply(edited).clips[0]!.captions.edits).toEqual([]);
    expect(editCaptionWord('c1', words[4]!, '   ').apply(edited).clips[0]!.captions.edits).toEqual([]);
  });

  it('snaps a dragged edge to the nearest word boundary within reach, else leaves it', () => {
    expect(snapToWord(21_100, words, 'start')).toBe(21_000);
    expect(snapToWord(21_100, words, 'end')).toBe(20_900);
    expect(snapToWord(30_000, words, 'start')).toBe(30_000);
  });

  it('undoes each edit through the kernel history', () => {
    let h = startHistory(doc());
    h = perform(h, toggleWordCut('c1', words[3]!));
    h = perform(h, removeClip('c2'));
    expect(h.present.clips).toHaveLength(1);
    h = undo(h);
    expect(h.present.clips).toHaveLength(2);
    h = undo(h);
    expect(h.present.clips[0]!.cuts).toEqual([]);
  });
});
