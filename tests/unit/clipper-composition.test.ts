// A clip as the engine renders it: kept stretches, source-to-clip time, the crop
// at each aspect, caption cues and the overlays drawn from the brand kit.
import { describe, expect, it } from 'vitest';
import type { Clip } from '@src/common/contracts/clip';
import { defaultKitFields } from '@src/common/contracts/brand-kits';
import { newClip } from '@client/features/clipper/model/commands';
import { captionCues, clipComposition, clipDurationMs, cropBox, keptRanges, toClipTime } from '@client/features/clipper/model/composition';

const clip = (over: Partial<Clip> = {}): Clip => ({
  ...newClip('c1', { startMs: 10_000, endMs: 40_000 }, null, 'c1', ''),
  logo: false,
  ...over,
});

describe('kept ranges and clip time', () => {
  it('removes the cuts, overlapping or out of order, and maps source time into the clip', () => {
    const c = clip({
      cuts: [
        { startMs: 30_000, endMs: 31_000 },
        { startMs: 12_000, endMs: 13_000 },
        { startMs: 12_500, endMs: 14_000 },
      ],
    });
    expect(keptRanges(c)).toEqual([
      { fromMs: 10_000, toMs: 12_000 },
      { fromMs: 14_000, toMs: 30_000 },
      { fromMs: 31_000, toMs: 40_000 },
    ]);
    expect(clipDurationMs(c)).toBe(27_000);
    const kept = keptRanges(c);
    expect(toClipTime(kept, 10_000)).toBe(0);
    expect(toClipTime(kept, 13_000)).toBeNull();
    expect(toClipTime(kept, 14_000)).toBe(2_000);
    expect(toClipTime(kept, 31_500)).toBe(18_500);
    expect(toClipTime(kept, 45_000)).toBeNull();
    expect(keptRanges(clip())).toEqual([{ fromMs: 10_000, toMs: 40_000 }]);
  });
});

describe('cropBox', () => {
  it('cuts a 9:16, 1:1 and 16:9 window out of a landscape source around the crop centre, inside the frame', () => {
    const src = { width: 1920, height: 1080 };
    const tall = cropBox(src, '9:16');
    expect(tall.height).toBe(1);
    expect(tall.width).toBeCloseTo((9 / 16) * (1080 / 1920), 6);
    expect(tall.x).toBeCloseTo((1 - tall.width) / 2, 6);
    expect(cropBox(src, '16:9')).toEqual({ x: 0, y: 0, width: 1, height: 1 });
    const square = cropBox(src, '1:1', { x: 0.95, y: 0.5 });
    expect(square.x + square.width).toBeCloseTo(1, 6);
    expect(cropBox(src, '9:16', { x: 0, y: 0.5 }).x).toBe(0);
  });
});

describe('captionCues', () => {
  it('shows a few words at a time and starts anew at a sentence end or a pause', () => {
    const w = (text: string, startMs: number) => ({ text, startMs, endMs: startMs + 300 });
    const cues = captionCues([w('one', 0), w('two', 300), w('three', 600), w('four', 900), w('end.', 1200), w('after', 2500)]);
    expect(cues.map((c) => c.words.map((x) => x.text).join(' '))).toEqual(['one two three', 'four end.', 'after']);
    expect(cues[0]).toMatchObject({ startMs: 0, endMs: 900 });
  });
});

describe('clipComposition', () => {
  const words = [
    { text: 'Why', startMs: 10_200, endMs: 10_500, confidence: 1 },
    { text: 'do', startMs: 12_100, endMs: 12_300, confidence: 1 },
    { text: 'creators', startMs: 14_200, endMs: 14_800, confidence: 1 },
    { text: 'quit?', startMs: 50_000, endMs: 50_400, confidence: 1 },
  ];
  const kit = {
    caption: {
      ...defaultKitFields('k').caption,
      font: { family: 'Montserrat', cssFamily: 'palco-montserrat', files: [{ weight: 800, url: '/f.woff2', format: 'woff2' as const }] },
    },
  };

  it('renders the kept stretches cropped at the aspect, with captions re-timed, edited and in the kit style', () => {
    const c = clip({
      cuts: [{ startMs: 12_000, endMs: 13_000 }],
      captions: { enabled: true, allCaps: true, position: 'top', edits: [{ startMs: 14_200, text: 'makers' }] },
      headline: 'Hook',
    });
    const kitSnapshot = {
      ...kit,
      colors: defaultKitFields('k').colors,
      fonts: { heading: kit.caption.font, body: kit.caption.font },
    } as unknown as Parameters<typeof clipComposition>[1]['kit'];
    const comp = clipComposition(c, { source: { ref: { url: '/v.mp4' }, width: 1920, height: 1080 }, words, kit: kitSnapshot, logo: null });
    expect(comp).toMatchObject({ width: 1080, height: 1920, fps: 30 });
    expect(comp.clips.map((k) => [k.fromMs, k.toMs])).toEqual([
      [10_000, 12_000],
      [13_000, 40_000],
    ]);
    const captions = comp.overlays.find((o) => o.kind === 'captions');
    if (captions?.kind !== 'captions') throw new Error('no captions');
    // "do" was cut; "quit?" is past the clip; "creators" was edited; all caps.
    expect(captions.cues.flatMap((q) => q.words)).toEqual([
      { text: 'WHY', startMs: 200, endMs: 500 },
      { text: 'MAKERS', startMs: 3_200, endMs: 3_800 },
    ]);
    expect(captions).toMatchObject({
      color: '#ffffff',
      highlight: '#facc15',
      stroke: '#000000',
      fontFamily: "'palco-montserrat', sans-serif",
    });
    expect(captions.y).toBeLessThan(0.5);
    expect(comp.overlays.find((o) => o.kind === 'text')).toMatchObject({ text: 'Hook', endMs: 29_000 });
    expect(comp.fonts).toContainEqual({ family: 'palco-montserrat', url: '/f.woff2', weight: 800 });
    expect(
      clipComposition(clip({ captions: { ...c.captions, enabled: false } }), {
        source: { ref: { url: '/v.mp4' }, width: 1920, height: 1080 },
        words,
        kit: null,
        logo: null,
      }).overlays,
    ).toEqual([]);
  });
});

describe('a clip opened in the video editor', () => {
  it('becomes its kept stretches in a row, framed like the clip, with its headline and one text a caption cue, a valid project', async () => {
    const { clipToVideo } = await import('@client/features/clipper/model/to-video');
    const { videoDocumentSchema } = await import('@src/common/contracts/video');
    const said = ['Why', 'do', 'creators', 'quit?', 'Because', 'they', 'stop.'].map((text, i) => ({
      text,
      startMs: 10_000 + i * 500,
      endMs: 10_000 + i * 500 + 400,
      confidence: 0.9,
    }));
    const c = {
      id: 'c1',
      momentId: null,
      name: 'Clip 1',
      startMs: 10_000,
      endMs: 14_000,
      cuts: [{ startMs: 11_000, endMs: 11_500 }],
      aspect: '9:16' as const,
      crop: [{ atMs: 10_000, x: 0.3, y: 0.5 }],
      captions: { enabled: true, allCaps: true, position: 'bottom' as const, edits: [] },
      headline: 'Why creators quit',
      logo: false,
      logoCorner: 'top-right' as const,
      split: null,
      autoZoom: null,
      render: { state: 'none' as const, assetId: null },
    };
    const doc = clipToVideo(c, { assetId: 'ast_1', durationMs: 60_000, width: 1920, height: 1080 }, said, null);
    expect(videoDocumentSchema.safeParse(doc).success).toBe(true);
    const video = doc.tracks.find((t) => t.kind === 'video')!.items;
    expect(video.map((i) => [i.startMs, i.durationMs, i.kind === 'video' ? i.inMs : null])).toEqual([
      [0, 1000, 10_000],
      [1000, 2500, 11_500],
    ]);
    expect(video[0]!.kind === 'video' && video[0]!.transform.crop.x).toBeCloseTo(0.3 - 0.316 / 2, 2);
    expect(doc.tracks[0]!.items[0]).toMatchObject({ kind: 'text', text: 'Why creators quit', startMs: 0, durationMs: 3500 });
    // Animated captions (decision 047): words on each caption's clock, capitals and style in the look.
    const cues = doc.tracks[1]!.items.map((i) => (i.kind === 'captions' ? i : null));
    expect(doc.tracks[1]!.kind).toBe('captions');
    expect(cues[0]!.words.map((w) => w.text).join(' ')).toBe('Why do quit?');
    expect(cues[0]!.words[2]).toEqual({ text: 'quit?', startMs: 1000, endMs: 1400 });
    expect(cues[0]!.look).toEqual({ style: 'highlight', presetId: null, uppercase: true, position: 'bottom', fontSize: 72 });
    expect(cues.map((c) => c!.words.map((w) => w.text).join(' ')).join(' ')).not.toContain('creators');
  });
});
