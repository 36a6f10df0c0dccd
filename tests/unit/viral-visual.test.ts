// The viral predictor's picture and sound rules (decision 083): fixed cut
// times, face boxes and loudness windows in, factors out; and how they join
// the talk's score, including a draft nobody transcribed.
import { describe, expect, it } from 'vitest';
import { assetDraft, clipRange } from '../../src/common/viral/clip';
import { MAX_MEASURED_VIDEOS, mainTrackVideos } from '../../src/common/viral/project';
import { transcriptOf } from '../fixtures/transcript';
import { scoreSpeech, type SpeechDraft, type TimedWord } from '../../src/common/viral/speech';
import { draftLevels, facesFactor, onDraftClock, scenesFactor, soundHook, toDraftMs, type FaceSample } from '../../src/common/viral/visual';

/** Loudness windows of 100 ms: `head` dBFS for the first 3 s, `rest` after, `seconds` long. */
const levels = (head: number, rest: number, seconds = 20) => Float32Array.from({ length: seconds * 10 }, (_, i) => (i < 30 ? head : rest));
/** One sample a second; `withFace(i)` says which show a face of `width`. */
const samples = (n: number, withFace: (i: number) => boolean, width = 0.2): FaceSample[] =>
  Array.from({ length: n }, (_, i) => ({ atMs: i * 1000, faces: withFace(i) ? [{ width }] : [] }));
/** Cuts every `everyMs` across `durationMs`. */
const cutsEvery = (everyMs: number, durationMs: number) =>
  Array.from({ length: Math.floor((durationMs - 1) / everyMs) }, (_, i) => (i + 1) * everyMs);

function say(text: string, startMs: number, stepMs = 350): TimedWord[] {
  return text
    .split(' ')
    .map((t, i) => ({ text: t, startMs: startMs + i * stepMs, endMs: startMs + i * stepMs + 300, sourceMs: startMs + i * stepMs }));
}
const TALK =
  'Você sabia que três minutos de preparo mudam o sabor do café? A água precisa estar a noventa graus e o pó moído na hora. ' +
  'Depois despeje devagar em círculos e espere o café descansar. Teste amanhã e conte nos comentários o que mudou.';
const draft = (extra: Partial<SpeechDraft> = {}): SpeechDraft => ({
  words: say(TALK, 0),
  durationMs: 30_000,
  captions: true,
  post: null,
  sourceStartMs: 0,
  ...extra,
});
const factor = (s: ReturnType<typeof scoreSpeech>, id: string) => s.factors.find((f) => f.id === id);

describe('viral predictor: scene changes', () => {
  it('a static video scores lower than one cut every 3 s on TikTok, and is told to add cuts', () => {
    const still = scenesFactor('tiktok', [], 30_000)!;
    const cut = scenesFactor('tiktok', cutsEvery(3000, 30_000), 30_000)!;
    expect(cut.facts.per10s).toBe(3);
    expect(cut.score).toBe(100);
    expect(still.score).toBeLessThan(40);
    expect(still.suggestion).toMatchObject({ kind: 'add_cuts', everyMs: 2000 });
  });

  it('a cut every half second overwhelms, and the same rhythm suits TikTok better than LinkedIn', () => {
    const frantic = scenesFactor('tiktok', cutsEvery(500, 30_000), 30_000)!;
    expect(frantic.score).toBeLessThan(50);
    expect(frantic.suggestion?.kind).toBe('fewer_cuts');
    const rhythm = cutsEvery(2000, 30_000);
    expect(scenesFactor('linkedin', rhythm, 30_000)!.score).toBeLessThan(scenesFactor('tiktok', rhythm, 30_000)!.score);
    expect(scenesFactor('tiktok', [], 2000)).toBeNull();
  });

  it('in the whole score, the static video scores lower than the same talk cut every 3 s', () => {
    const still = scoreSpeech('tiktok', draft(), null, { cutsMs: [] });
    const cut = scoreSpeech('tiktok', draft(), null, { cutsMs: cutsEvery(3000, 30_000) });
    expect(factor(still, 'scenes')!.score).toBeLessThan(factor(cut, 'scenes')!.score);
    expect(still.total).toBeLessThan(cut.total);
  });
});

describe('viral predictor: faces', () => {
  it('scores the share of sampled frames with a readable face: full from 60 %, 30 with none', () => {
    expect(facesFactor(samples(10, () => true))!.score).toBe(100);
    expect(facesFactor(samples(10, (i) => i < 6))!.score).toBe(100);
    const none = facesFactor(samples(10, () => false))!;
    expect(none.score).toBe(30);
    expect(none.suggestion?.kind).toBe('show_face');
    const some = facesFactor(samples(10, (i) => i >= 7))!;
    expect(some.score).toBeGreaterThan(30);
    expect(some.score).toBeLessThan(100);
    expect(some.facts).toMatchObject({ percent: 30, inHook: false });
    expect(facesFactor(samples(10, (i) => i < 2))!.facts.inHook).toBe(true);
  });

  it('a face too small to read (a crowd) does not count, and too few samples say nothing', () => {
    expect(facesFactor(samples(10, () => true, 0.02))!.score).toBe(30);
    expect(facesFactor(samples(2, () => true))).toBeNull();
  });

  it('in the whole score, a talk with a face on screen scores higher than the same talk without one', () => {
    const face = scoreSpeech('tiktok', draft(), null, { faces: samples(30, () => true) });
    const none = scoreSpeech('tiktok', draft(), null, { faces: samples(30, () => false) });
    expect(face.total).toBeGreaterThan(none.total);
  });
});

describe('viral predictor: the sound of the hook', () => {
  it('a start as loud as the rest is full; a quiet one loses 8 points a dB; a silent one almost all', () => {
    expect(soundHook(levels(-20, -20), 100)!.score).toBe(100);
    expect(soundHook(levels(-12, -20), 100)!.score).toBe(100);
    const quiet = soundHook(levels(-26, -20), 100)!;
    expect(quiet.firstDb).toBe(-26);
    expect(quiet.restDb).toBe(-20);
    expect(quiet.score).toBeCloseTo(52, 0);
    expect(soundHook(levels(-90, -20), 100)!.score).toBe(0);
    expect(soundHook(levels(-20, -20, 3), 100)).toBeNull();
  });

  it('joins the hook with the words: a silent start costs an early hook a quarter, and is told to open louder', () => {
    const loud = scoreSpeech('tiktok', draft(), null, { sound: soundHook(levels(-18, -20), 100) });
    const silent = scoreSpeech('tiktok', draft(), null, { sound: soundHook(levels(-90, -20), 100) });
    expect(factor(loud, 'hook')!.score).toBeGreaterThan(factor(silent, 'hook')!.score);
    // The words' hook is on time and opens well: the only thing to change is the sound.
    expect(factor(silent, 'hook')!.suggestion?.kind).toBe('louder_start');
    expect(factor(loud, 'hook')!.suggestion).toBeNull();
    const words = scoreSpeech('tiktok', draft(), null);
    expect(factor(words, 'hook')!.score).toBe(100);
    expect(factor(silent, 'hook')!.score).toBe(75);
  });

  it('without a transcript the hook is the sound alone, and the talk’s factors are said unmeasured', () => {
    const s = scoreSpeech('tiktok', draft({ heard: false, words: [] }), null, {
      sound: soundHook(levels(-40, -20), 100),
      cutsMs: null,
      faces: null,
      facesWhy: 'no_detector',
    });
    expect(factor(s, 'hook')!.facts.atMs).toBe(-2);
    expect(factor(s, 'hook')!.suggestion?.kind).toBe('louder_start');
    expect(factor(s, 'pace')).toBeUndefined();
    expect(s.unmeasured).toEqual([
      { id: 'pace', why: 'no_transcript' },
      { id: 'dead_air', why: 'no_transcript' },
      { id: 'scenes', why: 'no_video' },
      { id: 'faces', why: 'no_detector' },
    ]);
    const deaf = scoreSpeech('tiktok', draft({ heard: false, words: [] }), null);
    expect(deaf.unmeasured.map((u) => u.id)).toEqual(['hook', 'pace', 'dead_air']);
  });
});

describe('viral predictor: a draft’s clock', () => {
  it('a clip’s source times land on its clock with its cuts taken out', () => {
    const r = clipRange({ startMs: 10_000, endMs: 40_000, cuts: [{ startMs: 20_000, endMs: 25_000 }] });
    expect(toDraftMs(r, 9_000)).toBeNull();
    expect(toDraftMs(r, 12_000)).toBe(2000);
    expect(toDraftMs(r, 22_000)).toBeNull();
    expect(toDraftMs(r, 30_000)).toBe(15_000);
    expect(onDraftClock(r, [5000, 15_000, 21_000, 26_000, 41_000])).toEqual([5000, 11_000]);
    // Windows every second from 9 s: those before 10 s, inside the cut and from 40 s are dropped.
    const kept = draftLevels(
      r,
      Float32Array.from({ length: 35 }, (_, i) => -i),
      9000,
      1000,
    );
    expect(kept.length).toBe(25);
    expect(kept[0]).toBe(-1);
  });

  it('a video project is measured on every video of its main track, each placed and sped as on its timeline', () => {
    const video = (id: string, startMs: number, durationMs: number, speed = 1) => ({
      kind: 'video' as const,
      id,
      assetId: `a_${id}`,
      startMs,
      durationMs,
      inMs: 1000,
      sourceDurationMs: 120_000,
      speed,
      volume: 1,
      fadeInMs: 0,
      fadeOutMs: 0,
      transitionIn: null,
      transform: { x: 0, y: 0, scale: 1, rotation: 0, opacity: 1, crop: { x: 0, y: 0, width: 1, height: 1 } },
    });
    const doc = {
      tracks: [
        {
          id: 't',
          kind: 'video' as const,
          hidden: false,
          muted: false,
          locked: false,
          items: [video('b', 3000, 10_000, 2), video('a', 0, 3000)],
        },
        // A picture in picture above the main track is not measured.
        { id: 'pip', kind: 'video' as const, hidden: false, muted: false, locked: false, items: [video('p', 0, 20_000)] },
      ].reverse(),
    };
    const parts = mainTrackVideos(doc as never);
    expect(parts.map((p) => p.assetId)).toEqual(['a_a', 'a_b']);
    expect(parts[0]!.range).toMatchObject({ startMs: 1000, endMs: 4000, atMs: 0, speed: 1 });
    expect(parts[1]!.range).toMatchObject({ startMs: 1000, endMs: 21_000, atMs: 3000, speed: 2 });
    // A cut found 2 s into b's stretch of its source lands 1 s after b starts on the timeline.
    expect(onDraftClock(parts[1]!.range, [3000, 500])).toEqual([4000]);
    expect(toDraftMs(parts[1]!.range, 5000)).toBe(5000);
    // Only stills on the main track: no video to measure.
    expect(mainTrackVideos({ tracks: [] } as never)).toEqual([]);
  });

  it('a project of very many shots is measured on its longest, still in timeline order', () => {
    const shot = (i: number) => ({
      kind: 'video' as const,
      id: `s${i}`,
      assetId: `a${i}`,
      startMs: i * 1000,
      durationMs: 500 + (i % 7) * 100,
      inMs: 0,
      speed: 1,
    });
    const items = Array.from({ length: MAX_MEASURED_VIDEOS + 10 }, (_, i) => shot(i));
    const parts = mainTrackVideos({ tracks: [{ id: 't', kind: 'video', hidden: false, items }] } as never);
    expect(parts).toHaveLength(MAX_MEASURED_VIDEOS);
    expect(parts.every((p) => p.range.endMs - p.range.startMs >= 700)).toBe(true);
    expect(parts.map((p) => p.range.atMs)).toEqual([...parts.map((p) => p.range.atMs)].sort((a, b) => a - b));
  });

  it('a library video is scored on its stored transcript when it has one, and said unheard when not', () => {
    const heard = assetDraft(30_000, transcriptOf([say(TALK, 4000)], { language: 'pt' }));
    expect(heard.heard).toBe(true);
    expect(heard.words[0]).toMatchObject({ text: 'Você', startMs: 4000 });
    const s = scoreSpeech('tiktok', heard, null);
    expect(factor(s, 'hook')!.facts.atMs).toBe(4000);
    expect(factor(s, 'pace')).toBeDefined();
    expect(s.factors.some((f) => f.id === 'captions')).toBe(false);
    const unheard = assetDraft(30_000, null);
    expect(unheard.heard).toBe(false);
    expect(scoreSpeech('tiktok', unheard, null).unmeasured.map((u) => u.id)).toEqual(['hook', 'pace', 'dead_air']);
  });
});
