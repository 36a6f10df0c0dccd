// The draft's picture and sound measured in the browser's media worker
// (decision 083), only over the draft's own stretch of its source video: the
// loudness of the opening against the rest, the scene cuts (the scenes job the
// library and the clipper run, key frames first, 4 samples a second where a
// cut may hide) and the faces in about 30 frames (BlazeFace, as the clipper's
// framing runs it, in the same worker). Each result joins the score as it
// comes; the page shows a bar meanwhile. Results are kept per stretch, so
// choosing a draft again does not measure it again.
import { useEffect, useState } from 'react';
import { assetContentPath } from '@src/common/contracts/media';
import type { VideoSignals } from '@src/common/viral/speech';
import { draftLevels, onDraftClock, soundHook, toDraftMs, type DraftRange, type FaceSample } from '@src/common/viral/visual';
import { mediaClient } from '@client/media/client';
import { faceDetectorUrl } from '@client/services/face-detector';

/** One stretch of one library video, placed on the draft's clock. */
export interface SignalPart {
  assetId: string;
  range: DraftRange;
}
/** What a draft's picture is: one stretch (a clip, a library video) or a video project's videos, in draft order (decision 094). */
export type SignalTarget = readonly SignalPart[];

export const STAGES = ['sound', 'scenes', 'faces'] as const;
export type SignalStage = (typeof STAGES)[number];
/** Each stage's share of the bar: decoding frames costs more than sound. */
const SHARE: Record<SignalStage, number> = { sound: 0.2, scenes: 0.4, faces: 0.4 };
/** The loudness windows the audio job gives. */
const LEVEL_MS = 100;
/** Frames looked at for faces: enough for a share, few enough to be quick on a long stretch. */
const FACE_SAMPLES = 30;

export interface SignalsState {
  running: boolean;
  stage: SignalStage | null;
  /** 0..1 over the three stages. */
  fraction: number;
  signals: VideoSignals;
  /** The video's length as read from the file, for a library video the library does not know the length of. */
  mediaMs: number | null;
  /** The measure has ended, measured or not. */
  finished: boolean;
}

const IDLE: SignalsState = { running: false, stage: null, fraction: 0, signals: {}, mediaMs: null, finished: false };
const kept = new Map<string, { signals: VideoSignals; mediaMs: number }>();
const keyOf = (org: string, t: SignalTarget) => JSON.stringify([org, t.map((p) => [p.assetId, p.range])]);

/** `count` frames at a steady spacing over the stretch (at most one a second), skipping its cuts, in source ms. */
function faceTimes(r: DraftRange, count: number): number[] {
  const step = Math.max(1000, (r.endMs - r.startMs) / count);
  const out: number[] = [];
  for (let t = r.startMs + step / 2; t < r.endMs; t += step) if (toDraftMs(r, t) !== null) out.push(Math.round(t));
  return out;
}

/** A part's length on the draft's clock. */
const draftLength = (r: DraftRange) => (r.endMs - r.startMs) / r.speed;

async function measure(
  org: string,
  target: SignalTarget,
  signal: AbortSignal,
  report: (stage: SignalStage, part: number, signals: VideoSignals) => void,
): Promise<{ signals: VideoSignals; mediaMs: number }> {
  const media = mediaClient();
  const out: VideoSignals = {};
  /** A stage's progress over all parts: part `i` of `n` at `d` of its own work. */
  const step = (stage: SignalStage, i: number) => ({
    signal,
    onProgress: (d: number, n: number) => report(stage, (i + (n ? d / n : 0)) / parts.length, { ...out }),
  });
  // Each part's file is opened once; a part that cannot be read is left out, the rest measured.
  const opened = await Promise.all(
    target.map(async (p) => {
      const source = { url: assetContentPath(org, p.assetId) };
      const info = await media.run('inspect', { source }, { signal }).catch((error: unknown) => {
        if (signal.aborted) throw error;
        return null;
      });
      // A stretch "to the end" (a library video of unknown length) ends where the file does.
      return info && { source, info, range: { ...p.range, endMs: Math.min(p.range.endMs, info.durationMs) } };
    }),
  );
  const parts = opened.filter((p) => p !== null);
  if (!parts.length) throw new Error('no readable video');

  // The opening's loudness against the rest: the sound of the part the draft opens with.
  report('sound', 0, out);
  const first = parts[0]!;
  if (first.info.audio?.decodable) {
    // Loudness needs no speech-quality sound: 4 kHz keeps a long stretch small.
    const sound = await media.run(
      'audio',
      { source: first.source, startMs: first.range.startMs, endMs: first.range.endMs, sampleRate: 4000, peaksPerSecond: 1 },
      step('sound', 0),
    );
    out.sound = soundHook(draftLevels(first.range, sound.levels, sound.startMs, LEVEL_MS), LEVEL_MS / first.range.speed);
  } else out.sound = null;

  report('scenes', 0, out);
  const pictures = parts.filter((p) => p.info.video?.decodable);
  const cuts: number[] = [];
  for (const [i, p] of parts.entries()) {
    if (!p.info.video?.decodable) continue;
    const found = await media.run(
      'scenes',
      { source: p.source, startMs: p.range.startMs, endMs: p.range.endMs, intervalMs: 250 },
      step('scenes', i),
    );
    cuts.push(...onDraftClock(p.range, found.cutsMs));
  }
  out.cutsMs = pictures.length ? cuts.sort((a, b) => a - b) : null;

  report('faces', 0, out);
  const modelUrl = pictures.length ? await faceDetectorUrl().catch(() => null) : null;
  if (!pictures.length) out.faces = null;
  else if (!modelUrl) {
    out.faces = null;
    out.facesWhy = 'no_detector';
  } else {
    // The frames are shared out by each part's length, one at least, so a short shot is looked at too.
    const total = pictures.reduce((s, p) => s + draftLength(p.range), 0);
    const samples: FaceSample[] = [];
    let failed = false;
    for (const [i, p] of parts.entries()) {
      if (!p.info.video?.decodable || failed) continue;
      const count = Math.max(1, Math.round((FACE_SAMPLES * draftLength(p.range)) / total));
      const timesMs = faceTimes(p.range, count);
      const found = await media
        .run('faces', { source: p.source, startMs: p.range.startMs, endMs: p.range.endMs, timesMs, modelUrl }, step('faces', i))
        .catch((error: unknown) => {
          // A detector that cannot load costs the score one factor, said so, not the whole measure.
          if (signal.aborted) throw error;
          return null;
        });
      if (found) samples.push(...found.samples.map((s) => ({ atMs: toDraftMs(p.range, s.atMs) ?? p.range.atMs, faces: s.faces })));
      else failed = true;
    }
    out.faces = failed ? null : samples.sort((a, b) => a.atMs - b.atMs);
    if (failed) out.facesWhy = 'no_detector';
  }
  return { signals: out, mediaMs: first.info.durationMs };
}

export function useVideoSignals(org: string, target: SignalTarget | null): SignalsState {
  const key = target && org ? keyOf(org, target) : '';
  const [state, setState] = useState<SignalsState & { key: string }>({ ...IDLE, key: '' });
  useEffect(() => {
    if (!key || !target) return;
    const done = kept.get(key);
    if (done) return void setState({ ...IDLE, ...done, finished: true, key });
    const controller = new AbortController();
    const report = (stage: SignalStage, part: number, signals: VideoSignals) => {
      const before = STAGES.slice(0, STAGES.indexOf(stage)).reduce((s, x) => s + SHARE[x], 0);
      if (!controller.signal.aborted)
        setState({ running: true, stage, fraction: before + SHARE[stage] * part, signals, mediaMs: null, finished: false, key });
    };
    setState({ running: true, stage: 'sound', fraction: 0, signals: {}, mediaMs: null, finished: false, key });
    measure(org, target, controller.signal, report)
      .then((measured) => {
        kept.set(key, measured);
        if (!controller.signal.aborted) setState({ ...IDLE, ...measured, finished: true, key });
      })
      .catch(() => {
        // The video could not be read at all (a codec this browser lacks, a failed fetch): said per factor.
        if (!controller.signal.aborted) setState({ ...IDLE, signals: { sound: null, cutsMs: null, faces: null }, finished: true, key });
      });
    return () => controller.abort();
    // The target is named by its key: a new object for the same stretch is the same measure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state : IDLE;
}
