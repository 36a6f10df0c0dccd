// The script editor's commands (edit, add, remove, reorder beats; save and
// restore named versions, bounded), the plain-text export, the mapping to a
// video project's text track, and the teleprompter's scroll at the speaking rate.
import { describe, expect, it } from 'vitest';
import { newScriptDocument, scriptDocumentSchema, SCRIPT_VERSIONS_MAX, type ScriptDocument } from '../../src/common/contracts/script';
import { videoDocumentSchema } from '../../src/common/contracts/video';
import { perform, startHistory, undo } from '../../client/editor/history';
import {
  addBeat,
  draftDocument,
  moveBeat,
  removeBeat,
  restoreVersion,
  saveVersion,
  setPartField,
} from '../../client/features/scripts/model/commands';
import { clock, scriptText, scriptVideoDocument, teleprompterOffset } from '../../client/features/scripts/model/outputs';

const words = (n: number, w = 'word') => Array.from({ length: n }, () => w).join(' ');

function sample(): ScriptDocument {
  return {
    ...newScriptDocument({ topic: 'coffee', format: 'tutorial', language: 'en', targetSeconds: 30, wordsPerMinute: 150 }),
    hook: { spoken: words(10), onScreen: 'Better coffee', broll: 'pour' },
    beats: [
      { id: 'a', spoken: words(20), onScreen: 'Step 1', broll: '' },
      { id: 'b', spoken: words(15), onScreen: '', broll: 'grinder' },
    ],
    cta: { spoken: words(5), onScreen: 'Follow @aurora', broll: '' },
  };
}

describe('commands', () => {
  it('edits a field of a beat, merging typing into one undo step', () => {
    let h = startHistory(sample());
    h = perform(h, setPartField({ beat: 'a' }, 'onScreen', 'Step 1:'));
    h = perform(h, setPartField({ beat: 'a' }, 'onScreen', 'Step 1: grind'));
    expect(h.present.beats[0]!.onScreen).toBe('Step 1: grind');
    expect(undo(h).present.beats[0]!.onScreen).toBe('Step 1');
    expect(perform(h, setPartField('hook', 'spoken', 'Hi')).present.hook.spoken).toBe('Hi');
  });

  it('adds a beat after another, removes one, and moves one up and down but not past the ends', () => {
    const doc = sample();
    expect(
      addBeat('n', 0)
        .apply(doc)
        .beats.map((b) => b.id),
    ).toEqual(['a', 'n', 'b']);
    expect(
      addBeat('n')
        .apply(doc)
        .beats.map((b) => b.id),
    ).toEqual(['a', 'b', 'n']);
    expect(
      removeBeat('a')
        .apply(doc)
        .beats.map((b) => b.id),
    ).toEqual(['b']);
    expect(
      moveBeat('b', -1)
        .apply(doc)
        .beats.map((b) => b.id),
    ).toEqual(['b', 'a']);
    expect(moveBeat('a', -1).apply(doc)).toBe(doc);
    expect(moveBeat('b', 1).apply(doc)).toBe(doc);
  });

  it('saves named versions (the oldest dropped past the limit) and restores one, undoably', () => {
    let doc = sample();
    doc = saveVersion('v1', 'First take', '2026-01-01T00:00:00.000Z').apply(doc);
    const edited = setPartField('hook', 'spoken', 'A new hook').apply(doc);
    const restored = restoreVersion('v1').apply(edited);
    expect(restored.hook.spoken).toBe(words(10));
    expect(restored.versions.map((v) => v.name)).toEqual(['First take']);
    expect(scriptDocumentSchema.safeParse(restored).success).toBe(true);
    let many = doc;
    for (let i = 2; i <= SCRIPT_VERSIONS_MAX + 3; i++) many = saveVersion(`v${i}`, `Take ${i}`, '2026-01-01T00:00:00.000Z').apply(many);
    expect(many.versions).toHaveLength(SCRIPT_VERSIONS_MAX);
    expect(many.versions[0]!.id).toBe('v4');
    expect(scriptDocumentSchema.safeParse(many).success).toBe(true);
  });

  it('makes a document from a draft with an id for every beat', () => {
    let n = 0;
    const part = { spoken: 'x', onScreen: '', broll: '' };
    const doc = draftDocument(
      { title: 't', hook: part, beats: [part, part], cta: part },
      { topic: 't', audience: '', format: 'ad', locale: 'pt-BR', targetSeconds: 15, kitId: null },
      140,
      () => `id${n++}`,
    );
    expect(doc.beats.map((b) => b.id)).toEqual(['id0', 'id1']);
    expect(scriptDocumentSchema.parse(doc)).toEqual(doc);
  });
});

describe('outputs', () => {
  const labels = {
    hook: 'Hook',
    beat: (n: number) => `Beat ${n}`,
    cta: 'Call to action',
    onScreen: 'On screen',
    broll: 'B-roll',
    summary: 'Estimated 0:20',
  };
  it('writes the script as text with each part timed', () => {
    const text = scriptText('Coffee', sample(), labels);
    expect(text).toContain('# Coffee\nEstimated 0:20');
    expect(text).toContain('## Hook [0:00–0:04]\nword');
    expect(text).toContain('## Beat 1 [0:04–0:12]');
    expect(text).toContain('## Beat 2 [0:12–0:18]\n' + words(15) + '\nB-roll: grinder');
    expect(text).toContain('## Call to action [0:18–0:20]\nword word word word word\nOn screen: Follow @aurora');
    expect(clock(605)).toBe('10:05');
  });

  it("puts each part's on-screen text on the text track for as long as the part is said", () => {
    const video = scriptVideoDocument(sample(), { fontFamily: 'Inter', color: '#ffffff' });
    expect(videoDocumentSchema.safeParse(video).success).toBe(true);
    const text = video.tracks.find((t) => t.kind === 'text')!.items;
    expect(text.map((i) => [i.kind === 'text' && i.text, i.startMs, i.durationMs])).toEqual([
      ['Better coffee', 0, 4000],
      ['Step 1', 4000, 8000],
      ['Follow @aurora', 18000, 2000],
    ]);
  });

  it('gives an empty text track when nothing is on screen, and keeps only what fits in a timeline', () => {
    const blank = { ...sample(), hook: { ...sample().hook, onScreen: '' }, beats: [], cta: { ...sample().cta, onScreen: ' ' } };
    expect(scriptVideoDocument(blank, { fontFamily: 'Inter', color: '#ffffff' }).tracks.flatMap((t) => t.items)).toEqual([]);
    // 80 words a minute: 20 beats of 900 words are 225 minutes; the two-hour timeline keeps the first ones.
    const long = {
      ...sample(),
      wordsPerMinute: 80,
      beats: Array.from({ length: 20 }, (_, i) => ({ id: `b${i}`, spoken: words(900), onScreen: `Part ${i}`, broll: '' })),
    };
    const video = scriptVideoDocument(long, { fontFamily: 'Inter', color: '#ffffff' });
    expect(videoDocumentSchema.safeParse(video).success).toBe(true);
    const kept = video.tracks.find((t) => t.kind === 'text')!.items;
    expect(kept.length).toBeGreaterThan(5);
    expect(kept.length).toBeLessThan(22);
  });

  it('scrolls the teleprompter through the text in the estimated time, faster at a higher speed, and stops at the end', () => {
    expect(teleprompterOffset(10, 20, 1000, 1)).toBe(500);
    expect(teleprompterOffset(10, 20, 1000, 1.5)).toBe(750);
    expect(teleprompterOffset(30, 20, 1000, 1)).toBe(1000);
    expect(teleprompterOffset(5, 0, 1000, 1)).toBe(0);
  });
});
