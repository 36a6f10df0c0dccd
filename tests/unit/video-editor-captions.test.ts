// Animated captions in the video editor (issue 33, decision 047): captions
// items made from a video's transcript, timed through its start, source offset
// and speed; their words kept at their moments when the caption is trimmed,
// split or moved; one look for a track; the composition drawing them with the
// caption model in the kit's (or a preset's) look; the schema's limits.
import { describe, expect, it } from 'vitest';
import {
  newVideoDocument,
  videoDocumentSchema,
  type CaptionsItem,
  type MediaItem,
  type TimelineItem,
  type VideoDocument,
} from '@src/common/contracts/video';
import {
  addCaptionTrack,
  captionFonts,
  captionItems,
  captionText,
  captionsOverlay,
  defaultCaptionsLook,
  restyleCaptions,
  setCaptionText,
  type CaptionKit,
} from '@client/features/video-editor/model/captions';
import { findItem, moveItems, splitAt, trimEnd, trimStart } from '@client/features/video-editor/model/timeline';
import { timelineComposition } from '@client/features/video-editor/model/composition';
import { fullFrame, videoItem } from './fixtures/video-items';

const transform = fullFrame;
const video: MediaItem = videoItem({ startMs: 8000 });
const font = (family: string) => ({ cssFamily: family, files: [{ url: `https://fonts.test/${family}.woff2`, weight: 800 }] });
const kit = {
  caption: {
    style: 'karaoke',
    font: font('Kit Caption'),
    textColor: '#ffffff',
    highlightColor: '#ffcc00',
    outlineColor: '#000000',
    uppercase: true,
  },
  voice: { wordsToUse: ['Palco'] },
  captionPresets: [
    {
      id: 'p1',
      name: 'Green box',
      style: 'box',
      font: font('Preset Font'),
      textColor: '#ff00ff',
      highlightColor: '#00ff00',
      outlineColor: '#111111',
      uppercase: false,
    },
  ],
} as unknown as CaptionKit;

const words = (...list: Array<[string, number, number]>) => list.map(([text, startMs, endMs]) => ({ text, startMs, endMs }));
function doc(): VideoDocument {
  const d = newVideoDocument('9:16', 30);
  d.tracks.find((t) => t.kind === 'video')!.items = [video];
  return d;
}
const valid = (d: VideoDocument) =>
  expect(videoDocumentSchema.safeParse(d).success, JSON.stringify(videoDocumentSchema.safeParse(d).error?.issues)).toBe(true);
const caps = (d: VideoDocument) => d.tracks.flatMap((t) => t.items).filter((i): i is CaptionsItem => i.kind === 'captions');
/** Each shown word's moment on the timeline, as the render gets it. */
const onTimeline = (item: CaptionsItem) => captionsOverlay(item, null, 1).cues[0]!.words.map((w) => [w.text, w.startMs, w.endMs]);

describe('captions from a transcript', () => {
  const cues = [
    { startMs: 200, endMs: 900, words: words(['before', 200, 900]) },
    { startMs: 1000, endMs: 3000, words: words(['first', 1000, 1800], ['words', 2000, 3000]) },
    { startMs: 3000, endMs: 20_000, words: words(['runs', 3000, 4000], ['past', 4000, 6000], ['gone', 15_000, 16_000]) },
  ];

  it('times each cue and its words through the item (start, source offset, speed), inside it, on a captions track on top', () => {
    const d = doc();
    const fast = { ...video, speed: 2 };
    const made = captionItems(d, fast, cues, defaultCaptionsLook(kit));
    // Source 1000–3000 at 2× from 8 s: 8000–9000; the last cue ends with the item (12 s); 'gone' is past it.
    expect(made.map((i) => [i.id, i.startMs, i.durationMs, captionText(i)])).toEqual([
      ['cap1', 8000, 1000, 'first words'],
      ['cap2', 9000, 3000, 'runs past'],
    ]);
    expect(made[0]!.words).toEqual(words(['first', 0, 400], ['words', 500, 1000]));
    expect(made[1]!.words).toEqual(words(['runs', 0, 500], ['past', 500, 1500]));
    expect(made[0]!.look).toEqual({ style: 'karaoke', presetId: null, uppercase: true, position: 'bottom', fontSize: 72 });
    const next = addCaptionTrack(made).apply(d);
    expect(next.tracks[0]).toMatchObject({ kind: 'captions', items: made });
    valid(next);
    expect(addCaptionTrack([]).apply(d)).toBe(d);
    // A second pass takes new ids.
    expect(captionItems(next, fast, cues, defaultCaptionsLook(null)).map((i) => i.id)).toEqual(['cap3', 'cap4']);
  });

  it('keeps every word at its moment when a caption is trimmed, split or moved', () => {
    let d = addCaptionTrack(captionItems(doc(), video, cues, defaultCaptionsLook(null))).apply(doc());
    // Source 1000 is the item's start (8 s): 'first' 8000–8800, 'words' 9000–10000.
    const id = caps(d)[0]!.id;
    const at = () => findItem(d, id)!.item as CaptionsItem;
    expect(onTimeline(at())).toEqual([
      ['first', 8000, 8800],
      ['words', 9000, 10000],
    ]);
    d = trimStart(id, 8900).apply(d);
    expect(at()).toMatchObject({ startMs: 8900, inMs: 900 });
    expect(onTimeline(at())).toEqual([['words', 9000, 10000]]);
    // Trimmed back: the word is there again; never before the caption's first moment.
    d = trimStart(id, 7000).apply(d);
    expect(at()).toMatchObject({ startMs: 8000, inMs: 0 });
    expect(captionText(at())).toBe('first words');

    d = splitAt(8900, [id]).apply(d);
    const [a, b] = caps(d).filter((c) => c.startMs < 10_000);
    expect([a!.startMs, a!.durationMs, a!.inMs, b!.startMs, b!.durationMs, b!.inMs]).toEqual([8000, 900, 0, 8900, 1100, 900]);
    expect(onTimeline(a!)).toEqual([['first', 8000, 8800]]);
    expect(onTimeline(b!)).toEqual([['words', 9000, 10000]]);
    valid(d);

    d = moveItems([a!.id], -500).apply(d);
    expect(onTimeline(findItem(d, a!.id)!.item as CaptionsItem)).toEqual([['first', 7500, 8300]]);
    // Lengthened past its last word: the words keep their moments.
    const last = caps(d).at(-1)!;
    d = trimEnd(last.id, last.startMs + last.durationMs + 2000).apply(d);
    expect(onTimeline(findItem(d, last.id)!.item as CaptionsItem)).toEqual(onTimeline(last));
  });
});

describe('editing captions', () => {
  const made = () =>
    addCaptionTrack(
      captionItems(
        doc(),
        video,
        [
          { startMs: 1000, endMs: 3000, words: words(['um', 1000, 1500], ['dois', 2000, 3000]) },
          { startMs: 3000, endMs: 4000, words: words(['três', 3000, 4000]) },
        ],
        defaultCaptionsLook(null),
      ),
    ).apply(doc());

  it('gives every caption of the track one look, and no other item', () => {
    const d = made();
    const text = {
      kind: 'text',
      id: 'x',
      startMs: 0,
      durationMs: 500,
      transitionIn: null,
      text: 'Olá',
      style: { fontFamily: 'Inter', fontSize: 80, fontWeight: 800, color: '#ffffff', background: null },
      transform,
    } as TimelineItem;
    d.tracks[1]!.items = [text];
    const next = restyleCaptions('cap1', { style: 'bounce', presetId: 'p1', position: 'top' }).apply(d);
    expect(caps(next).map((c) => [c.look.style, c.look.presetId, c.look.position])).toEqual([
      ['bounce', 'p1', 'top'],
      ['bounce', 'p1', 'top'],
    ]);
    expect(next.tracks[1]!.items[0]).toBe(text);
    expect(restyleCaptions('x', { style: 'pop' }).apply(d)).toBe(d);
    valid(next);
  });

  it('keeps word moments when the words are as many, and shares the time evenly when not', () => {
    let d = made();
    d = setCaptionText('cap1', 'one  two').apply(d);
    expect(caps(d)[0]!.words).toEqual(words(['one', 0, 500], ['two', 1000, 2000]));
    d = setCaptionText('cap1', 'one two three four').apply(d);
    expect(caps(d)[0]!.words).toEqual(words(['one', 0, 500], ['two', 500, 1000], ['three', 1000, 1500], ['four', 1500, 2000]));
    expect(setCaptionText('cap1', '   ').apply(d)).toBe(d);
    valid(d);
  });
});

describe('captions in the composition', () => {
  it('draws each caption as a captions layer in the preset look, sized for the export, with the fonts it needs', () => {
    let d = addCaptionTrack(
      captionItems(
        doc(),
        video,
        [{ startMs: 1000, endMs: 3000, words: words(['Palco', 1000, 1500], ['now', 2000, 3000]) }],
        defaultCaptionsLook(kit),
      ),
    ).apply(doc());
    const inputs = { sources: new Map(), images: new Map(), kit };
    const kitOwn = timelineComposition(d, inputs, 1080).layers.find((l) => l.kind === 'captions')!;
    expect(kitOwn).toMatchObject({ startMs: 8000, durationMs: 2000, box: { x: 0, y: 0, width: 1, height: 1 } });
    expect(kitOwn.kind === 'captions' && kitOwn.captions).toMatchObject({
      style: 'karaoke',
      color: '#ffffff',
      highlight: '#ffcc00',
      fontSize: 72,
      fontFamily: "'Kit Caption', sans-serif",
      keywords: ['palco'],
      cues: [
        {
          startMs: 8000,
          endMs: 10_000,
          words: [
            { text: 'PALCO', startMs: 8000, endMs: 8500 },
            { text: 'NOW', startMs: 9000, endMs: 10_000 },
          ],
        },
      ],
    });
    d = restyleCaptions('cap1', { presetId: 'p1', style: 'box', uppercase: false, position: 'top', fontSize: 90 }).apply(d);
    const comp = timelineComposition(d, inputs, 720);
    const layer = comp.layers.find((l) => l.kind === 'captions')!;
    expect(layer.kind === 'captions' && layer.captions).toMatchObject({
      style: 'box',
      color: '#ff00ff',
      highlight: '#00ff00',
      stroke: '#111111',
      fontSize: 60,
      y: 0.2,
      fontFamily: "'Preset Font', sans-serif",
      cues: [{ words: [{ text: 'Palco' }, { text: 'now' }] }],
    });
    expect(comp.fonts).toEqual([{ family: 'Preset Font', url: 'https://fonts.test/Preset Font.woff2', weight: 800 }]);
    expect(captionFonts(doc(), kit)).toEqual([]);
    // A hidden captions track draws nothing.
    d.tracks[0]!.hidden = true;
    expect(timelineComposition(d, inputs, 720).layers.some((l) => l.kind === 'captions')).toBe(false);
  });
});

describe('the schema', () => {
  const item = (over: Partial<CaptionsItem> = {}): CaptionsItem => ({
    kind: 'captions',
    id: 'c1',
    startMs: 0,
    durationMs: 1000,
    transitionIn: null,
    inMs: 0,
    words: words(['oi', 0, 500]),
    look: defaultCaptionsLook(null),
    ...over,
  });
  const withItem = (i: CaptionsItem, kind: 'captions' | 'text' = 'captions') => {
    const d = newVideoDocument('9:16', 30);
    d.tracks.unshift({ id: 't-c', kind, muted: false, hidden: false, items: [i] });
    return videoDocumentSchema.safeParse(d);
  };
  it('takes captions on a captions track only, with words, a known style and a size within limits', () => {
    expect(withItem(item()).success).toBe(true);
    expect(withItem(item(), 'text').error?.issues[0]?.message).toBe('validation.wrongTrack');
    expect(withItem(item({ words: [] })).error?.issues[0]?.message).toBe('validation.textRequired');
    expect(withItem(item({ look: { ...defaultCaptionsLook(null), style: 'wobble' as 'pop' } })).success).toBe(false);
    expect(withItem(item({ look: { ...defaultCaptionsLook(null), fontSize: 400 } })).success).toBe(false);
  });
});
