// Two people on screen (decision 043), on synthetic face tracks: when a video
// is a two-person one, who speaks when (mouth and voice), a framing that cuts
// to the speaker without flickering, the split-screen crops, and the gentle
// auto-zoom on emphasis.
import { describe, expect, it } from 'vitest';
import { newClip } from '@client/features/clipper/model/commands';
import { clipComposition } from '@client/features/clipper/model/composition';
import { cropAt } from '@client/media/render/composition';
import { findPair, shotKeys, speakerShots, voiceFromFrames, type SpeakerSample } from '@client/features/clipper/model/speakers';
import { emphasisPeaks, zoomAt, zoomKeys } from '@client/features/clipper/model/auto-zoom';

const LEFT = { x: 0.3, y: 0.4 };
const RIGHT = { x: 0.72, y: 0.42 };
const face = (at: { x: number; y: number }, mouth: number) => ({ ...at, width: 0.12, height: 0.2, score: 0.9, mouth });

/** 20 s sampled every 250 ms: the left person talks 0–8 s, the right 8–20 s, except one open mouth of the left at 12 s. */
function podcast(): SpeakerSample[] {
  const out: SpeakerSample[] = [];
  for (let atMs = 0; atMs < 20_000; atMs += 250) {
    const leftTalks = atMs < 8000 || atMs === 12_000;
    // Talking mouths change a lot between samples; the listener's barely (with noise that alternates).
    const noise = (atMs / 250) % 2 ? 0.04 : 0.02;
    out.push({ atMs, faces: [face(LEFT, leftTalks ? 0.5 : noise), face(RIGHT, leftTalks ? noise : 0.45)] });
  }
  return out;
}
const alwaysVoiced = () => true;

describe('two people', () => {
  it('is a two-person video when two faces are there most of the time, and says who sits left and right', () => {
    const pair = findPair(podcast());
    expect(pair?.left).toEqual(LEFT);
    expect(pair?.right).toEqual(RIGHT);
    // One face most of the time: one crop is enough.
    const mostlyOne = podcast().map((s, i) => (i % 3 ? { ...s, faces: s.faces.slice(0, 1) } : s));
    expect(findPair(mostlyOne)).toBeNull();
    // Two detections of the same face are not two people.
    expect(findPair(podcast().map((s) => ({ ...s, faces: [face(LEFT, 0), face({ x: 0.33, y: 0.4 }, 0)] })))).toBeNull();
  });

  it('follows the speaker: cuts to the right person once they talk, and ignores one open mouth (hysteresis)', () => {
    const samples = podcast();
    const pair = findPair(samples)!;
    const shots = speakerShots(samples, pair, alwaysVoiced);
    expect(shots.map((s) => s.who)).toEqual(['left', 'right']);
    // The cut lands where the right began to lead (within the smoothing window), not a second later.
    expect(shots[1]!.fromMs).toBeGreaterThanOrEqual(7500);
    expect(shots[1]!.fromMs).toBeLessThanOrEqual(8500);
    // Keyframes hold each person and cut within a millisecond.
    const keys = shotKeys(shots, pair);
    const cut = keys.findIndex((k, i) => i > 0 && k.x !== keys[i - 1]!.x);
    expect(keys[cut]!.atMs - keys[cut - 1]!.atMs).toBe(1);
    expect(keys[0]).toMatchObject(LEFT);
    expect(keys.at(-1)).toMatchObject(RIGHT);
  });

  it('never flickers: people who alternate every half second get shots of at least the minimum length', () => {
    const samples: SpeakerSample[] = [];
    for (let atMs = 0; atMs < 20_000; atMs += 250) {
      const leftTalks = Math.floor(atMs / 500) % 2 === 0;
      samples.push({ atMs, faces: [face(LEFT, leftTalks ? 0.5 : 0), face(RIGHT, leftTalks ? 0 : 0.5)] });
    }
    const shots = speakerShots(samples, findPair(samples)!, alwaysVoiced);
    for (const s of shots.slice(0, -1)) expect(s.toMs - s.fromMs).toBeGreaterThanOrEqual(2000);
  });

  it('listens to the voice: a mouth moving in silence (chewing, a smile) is no turn to speak', () => {
    const samples = podcast();
    // Silence from 8 s on: the right person's mouth moves but nobody is heard.
    const shots = speakerShots(samples, findPair(samples)!, (ms) => ms < 8000);
    expect(shots.map((s) => s.who)).toEqual(['left']);
    // Voice frames (signals/voice.ts) answer the same question.
    const voicing = new Float32Array(100).map((_, i) => (i >= 50 && i < 60 ? 0.9 : 0.1));
    const voiceAt = voiceFromFrames({ hopMs: 20, voicing }, 1000);
    expect([voiceAt(2100), voiceAt(1000), voiceAt(2900)]).toEqual([true, false, false]);
  });

  it('without a mouth measure, reads the talking head by its movement', () => {
    const samples: SpeakerSample[] = [];
    for (let atMs = 0; atMs < 12_000; atMs += 250) {
      const wobble = ((atMs / 250) % 2) * 0.03;
      const right = atMs >= 5000;
      samples.push({
        atMs,
        faces: [
          { ...LEFT, x: LEFT.x + (right ? 0 : wobble), width: 0.12, height: 0.2, score: 0.9 },
          { ...RIGHT, x: RIGHT.x + (right ? wobble : 0), width: 0.12, height: 0.2, score: 0.9 },
        ],
      });
    }
    expect(speakerShots(samples, findPair(samples)!, alwaysVoiced).map((s) => s.who)).toEqual(['left', 'right']);
  });

  it('splits a 9:16 clip into two stacked crops, one per person', () => {
    const clip = { ...newClip('c1', { startMs: 0, endMs: 10_000 }, null, 'c1', ''), logo: false, split: { top: LEFT, bottom: RIGHT } };
    const comp = clipComposition(clip, { source: { ref: { url: '/v.mp4' }, width: 1920, height: 1080 }, words: [], kit: null, logo: null });
    const [top, bottom] = comp.clips[0]!.split!;
    // Each pane is 1080×960 of output: its crop has that shape in source pixels, centred on its person.
    expect((top.width * 1920) / (top.height * 1080)).toBeCloseTo(1080 / 960, 3);
    // Centred on each person, and tight enough that the other person is not in the pane too.
    expect(top.x + top.width / 2).toBeCloseTo(LEFT.x, 3);
    expect(bottom.x + bottom.width / 2).toBeCloseTo(RIGHT.x, 3);
    expect(top.x + top.width).toBeLessThanOrEqual(RIGHT.x - 0.06);
    expect(bottom.x).toBeGreaterThanOrEqual(LEFT.x + 0.06);
  });
});

describe('auto-zoom on emphasis', () => {
  // 20 s of levels every 100 ms around −30 dB, with shouts at 5 s and 5.8 s (one moment) and at 14 s.
  const levels = new Float32Array(200).map((_, i) => (i === 50 ? -14 : i === 58 ? -15 : i === 140 ? -16 : -30 + (i % 3)));

  it('finds the peaks well above the speaking level, spaced apart', () => {
    expect(emphasisPeaks(levels, 10_000)).toEqual([15_000, 24_000]);
    // A flat delivery has no emphasis to zoom on.
    expect(emphasisPeaks(new Float32Array(200).fill(-30), 0)).toEqual([]);
  });

  it('eases in, holds and eases out, and a clip with auto-zoom pushes its crop in at the peak only', () => {
    const keys = zoomKeys([5000]);
    expect(zoomAt(keys, 1000)).toBe(1);
    expect(zoomAt(keys, 4850)).toBeGreaterThan(1);
    expect(zoomAt(keys, 4850)).toBeLessThan(1.12);
    expect(zoomAt(keys, 5500)).toBeCloseTo(1.12);
    expect(zoomAt(keys, 8000)).toBe(1);
    const clip = { ...newClip('c1', { startMs: 0, endMs: 10_000 }, null, 'c1', ''), logo: false, autoZoom: { peaks: [5000] } };
    const c = clipComposition(clip, { source: { ref: { url: '/v.mp4' }, width: 1920, height: 1080 }, words: [], kit: null, logo: null })
      .clips[0]!;
    const plain = clipComposition(
      { ...clip, autoZoom: null },
      { source: { ref: { url: '/v.mp4' }, width: 1920, height: 1080 }, words: [], kit: null, logo: null },
    ).clips[0]!;
    expect(cropAt(c, 1000)).toEqual(cropAt(plain, 1000));
    const zoomed = cropAt(c, 5500)!;
    const base = cropAt(plain, 5500)!;
    expect(zoomed.width).toBeCloseTo(base.width / 1.12);
    expect(zoomed.x + zoomed.width / 2).toBeCloseTo(base.x + base.width / 2);
  });
});
