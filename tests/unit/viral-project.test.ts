// The viral predictor on a video editor project (decision 088): the cuts its
// own timeline makes, merged with those measured in its main video, and its
// text items against each network's safe zones over the time they show.
import { describe, expect, it } from 'vitest';
import { newVideoDocument, type TimelineItem, type VideoDocument } from '../../src/common/contracts/video';
import { videoDraft } from '../../src/common/viral/clip';
import { mergeCuts, textsOnScreen, textZonesFactor, timelineCutsMs, TEXT_MIN_MS } from '../../src/common/viral/project';
import { scoreSpeech } from '../../src/common/viral/speech';
import { fullFrame, textItem, videoItem } from './fixtures/video-items';

const transform = fullFrame;

/** A shot of the main track: a 60 s source from its start. */
const clip = (id: string, startMs: number, durationMs: number, transitionIn: TimelineItem['transitionIn'] = null): TimelineItem =>
  videoItem({ id, startMs, durationMs, transitionIn, assetId: `a-${id}`, inMs: 0, sourceDurationMs: 60_000 });

const text = textItem;

/** A 9:16 project at 30 fps with these items on its video and text tracks. */
function project(videos: TimelineItem[], texts: TimelineItem[] = [], images: TimelineItem[] = []): VideoDocument {
  const doc = newVideoDocument('9:16', 30);
  const put = (kind: string, items: TimelineItem[]) => doc.tracks.find((t) => t.kind === kind)!.items.push(...items);
  put('video', videos);
  put('text', texts);
  put('image', images);
  return doc;
}

const THREE_CLIPS = [clip('c1', 0, 4000), clip('c2', 4000, 5000), clip('c3', 9000, 6000)];

describe('viral predictor: a video project’s own cuts', () => {
  it('a project of three clips back to back counts its two edits', () => {
    expect(timelineCutsMs(project(THREE_CLIPS))).toEqual([4000, 9000]);
  });

  it('a crossfade is still a change of shot; a gap of a frame or more is two (to black and back), under a frame one', () => {
    const fade = [clip('c1', 0, 4000), clip('c2', 4000, 5000, { kind: 'crossfade', durationMs: 500 })];
    expect(timelineCutsMs(project(fade))).toEqual([4000]);
    expect(timelineCutsMs(project([clip('c1', 0, 4000), clip('c2', 5000, 5000)]))).toEqual([4000, 5000]);
    // 20 ms at 30 fps is under a frame (33 ms): one change, not two.
    expect(timelineCutsMs(project([clip('c1', 0, 4000), clip('c2', 4020, 5000)]))).toEqual([4020]);
  });

  it('only the main track counts: a picture-in-picture on a track above is no edit of the picture', () => {
    const doc = project(THREE_CLIPS);
    doc.tracks.splice(0, 0, { id: 't-pip', kind: 'video', muted: false, hidden: false, items: [clip('pip', 2000, 1000)] });
    expect(timelineCutsMs(doc)).toEqual([4000, 9000]);
    // A project of stills has its images' track as the picture.
    const stills = project(
      [],
      [],
      [{ kind: 'image', id: 'i1', startMs: 0, durationMs: 3000, transitionIn: null, assetId: 'x', transform }],
    );
    stills.tracks
      .find((t) => t.kind === 'image')!
      .items.push({ ...stills.tracks.find((t) => t.kind === 'image')!.items[0]!, id: 'i2', startMs: 3000 } as TimelineItem);
    expect(timelineCutsMs(stills)).toEqual([3000]);
  });

  it('cuts measured inside the main video and at an edit de-duplicate within 0.3 s', () => {
    expect(mergeCuts([4000, 9000], [2000, 4150, 8900, 12_000])).toEqual([2000, 4000, 8900, 12_000]);
    expect(mergeCuts([4000], [4300])).toEqual([4000, 4300]);
  });

  it('the scenes factor counts the edits with the measured cuts, and says how many are edits', () => {
    const doc = project(THREE_CLIPS);
    const d = videoDraft(doc);
    const s = scoreSpeech('tiktok', d, null, { cutsMs: [2000, 4100, 12_000], editsMs: timelineCutsMs(doc) });
    const scenes = s.factors.find((f) => f.id === 'scenes')!;
    expect(scenes.facts).toMatchObject({ cuts: 4, edits: 2 });
    // No video the browser could read: the edits alone are the scenes, not "unmeasured".
    const blind = scoreSpeech('tiktok', d, null, { cutsMs: null, editsMs: timelineCutsMs(doc) });
    expect(blind.factors.find((f) => f.id === 'scenes')!.facts).toMatchObject({ cuts: 2, edits: 2 });
    expect(blind.unmeasured.map((u) => u.id)).not.toContain('scenes');
  });
});

describe('viral predictor: a video project’s text against the safe zones', () => {
  it('a text box in the middle of the frame is fine', () => {
    const f = textZonesFactor('tiktok', project(THREE_CLIPS, [text('t1', 'Oferta', 3000, 5000, { x: 0.5, y: 0.5 })]), 15_000)!;
    expect(f.score).toBe(100);
    expect(f.suggestion).toBeNull();
    expect(f.facts).toMatchObject({ texts: 1, inZones: 0 });
  });

  it('one in TikTok’s right column for 5 s is flagged with its name, zone and times', () => {
    const doc = project(THREE_CLIPS, [text('t1', 'Oferta', 3000, 5000, { x: 0.88, y: 0.5 })]);
    const [box] = textsOnScreen(doc);
    // 1080 wide: the box crosses TikTok's right margin (13 %, from x = 939.6).
    expect(box!.box.x + box!.box.width).toBeGreaterThan(940);
    const f = textZonesFactor('tiktok', doc, 15_000)!;
    expect(f.score).toBeLessThan(100);
    expect(f.suggestion).toEqual({ kind: 'move_text', apply: false, text: 'Oferta', side: 'right', fromMs: 3000, toMs: 8000 });
    // And in the whole score of the draft.
    const s = scoreSpeech('tiktok', videoDraft(doc), null);
    expect(s.factors.find((f) => f.id === 'text_zones')!.suggestion).toMatchObject({ side: 'right' });
  });

  it('one there only 0.2 s is a flash, not a problem', () => {
    expect(TEXT_MIN_MS).toBeGreaterThan(200);
    const f = textZonesFactor('tiktok', project(THREE_CLIPS, [text('t1', 'Oferta', 3000, 200, { x: 0.88, y: 0.5 })]), 15_000)!;
    expect(f.suggestion).toBeNull();
    expect(f.score).toBe(100);
  });

  it('each network has its own zones: high text clears TikTok’s top bar but sits under Reels’; LinkedIn has none', () => {
    const doc = project(THREE_CLIPS, [text('t1', 'Oferta', 0, 5000, { x: 0.5, y: 0.11 })]);
    expect(textZonesFactor('tiktok', doc, 15_000)!.suggestion).toBeNull();
    expect(textZonesFactor('instagram', doc, 15_000)!.suggestion).toMatchObject({ side: 'top', fromMs: 0, toMs: 5000 });
    expect(textZonesFactor('linkedin', doc, 15_000)).toBeNull();
  });

  it('text on a hidden track or fully transparent is not on screen; a project without text has no such factor', () => {
    const doc = project(THREE_CLIPS, [text('t1', 'Oferta', 0, 5000, { x: 0.88, y: 0.5 })]);
    doc.tracks.find((t) => t.kind === 'text')!.hidden = true;
    expect(textZonesFactor('tiktok', doc, 15_000)).toBeNull();
    const clear = project(THREE_CLIPS, [
      { ...text('t1', 'Oferta', 0, 5000, { x: 0.88, y: 0.5 }), transform: { ...transform, x: 0.88, opacity: 0 } } as TimelineItem,
    ]);
    expect(textZonesFactor('tiktok', clear, 15_000)).toBeNull();
    expect(scoreSpeech('tiktok', videoDraft(project(THREE_CLIPS)), null).factors.map((f) => f.id)).not.toContain('text_zones');
  });

  it('a long line wraps at 90 % of the width and grows downwards: a wrapped text low on the frame reaches the bottom line', () => {
    const long = 'Oferta de lançamento só nesta semana para quem chegou até aqui no vídeo';
    const doc = project(THREE_CLIPS, [text('t1', long, 0, 5000, { x: 0.5, y: 0.76 })]);
    const [t] = textsOnScreen(doc);
    expect(t!.box.width).toBeLessThanOrEqual(0.9 * 1080);
    expect(t!.box.height).toBeGreaterThan(64 * 1.2 * 2);
    expect(textZonesFactor('tiktok', doc, 15_000)!.suggestion).toMatchObject({ side: 'bottom' });
  });
});

describe('viral predictor: the text’s suggestion on the page', () => {
  it('names the item, the network’s zone, when, and which way, in both languages', async () => {
    const { default: i18next } = await import('i18next');
    const { MESSAGES } = await import('../../client/features/viral-predictor/messages');
    const { suggestionText } = await import('../../client/features/viral-predictor/components/score-card');
    const doc = project(THREE_CLIPS, [text('t1', 'Oferta', 3000, 5000, { x: 0.88, y: 0.5 })]);
    const f = textZonesFactor('tiktok', doc, 15_000)!;
    const i18n = i18next.createInstance();
    await i18n.init({
      resources: { 'pt-BR': { viral: MESSAGES['pt-BR'] }, en: { viral: MESSAGES.en } },
      interpolation: { escapeValue: false },
    });
    const say = (lng: string) => suggestionText(i18n.getFixedT(lng, 'viral') as never, f.suggestion!, f);
    expect(say('en')).toBe('“Oferta” sits under TikTok’s buttons on the right from 0:03 to 0:08: move it left.');
    expect(say('pt-BR')).toBe('“Oferta” fica sob os botões da direita do TikTok de 0:03 a 0:08: mova para a esquerda.');
  });
});
