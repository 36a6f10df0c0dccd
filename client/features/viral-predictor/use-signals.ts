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
import { draftLevels, onDraftClock, soundHook, toDraftMs, type DraftRange } from '@src/common/viral/visual';
import { mediaClient } from '@client/media/client';
import { faceDetectorUrl } from '@client/services/face-detector';

export interface SignalTarget {
  assetId: string;
  range: DraftRange;
}

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
const keyOf = (org: string, t: SignalTarget) => JSON.stringify([org, t.assetId, t.range]);

/** Frames at a steady spacing over the stretch, skipping its cuts, in source ms. */
function faceTimes(r: DraftRange): number[] {
  const step = Math.max(1000, (r.endMs - r.startMs) / FACE_SAMPLES);
  const out: number[] = [];
  for (let t = r.startMs + step / 2; t < r.endMs; t += step) if (toDraftMs(r, t) !== null) out.push(Math.round(t));
  return out;
}

async function measure(
  org: string,
  t: SignalTarget,
  signal: AbortSignal,
  report: (stage: SignalStage, part: number, signals: VideoSignals) => void,
): Promise<{ signals: VideoSignals; mediaMs: number }> {
  const media = mediaClient();
  const source = { url: assetContentPath(org, t.assetId) };
  const out: VideoSignals = {};
  const step = (stage: SignalStage) => ({ signal, onProgress: (d: number, n: number) => report(stage, n ? d / n : 0, { ...out }) });
  const info = await media.run('inspect', { source }, { signal });
  // A stretch "to the end" (a library video of unknown length) ends where the file does.
  const range = { ...t.range, endMs: Math.min(t.range.endMs, info.durationMs) };

  report('sound', 0, out);
  if (info.audio?.decodable) {
    // Loudness needs no speech-quality sound: 4 kHz keeps a long stretch small.
    const sound = await media.run(
      'audio',
      { source, startMs: range.startMs, endMs: range.endMs, sampleRate: 4000, peaksPerSecond: 1 },
      step('sound'),
    );
    out.sound = soundHook(draftLevels(range, sound.levels, sound.startMs, LEVEL_MS), LEVEL_MS / range.speed);
  } else out.sound = null;

  report('scenes', 0, out);
  const video = Boolean(info.video?.decodable);
  out.cutsMs = video
    ? onDraftClock(
        range,
        (await media.run('scenes', { source, startMs: range.startMs, endMs: range.endMs, intervalMs: 250 }, step('scenes'))).cutsMs,
      )
    : null;

  report('faces', 0, out);
  const modelUrl = video ? await faceDetectorUrl().catch(() => null) : null;
  if (!video) out.faces = null;
  else if (!modelUrl) {
    out.faces = null;
    out.facesWhy = 'no_detector';
  } else {
    const found = await media
      .run('faces', { source, startMs: range.startMs, endMs: range.endMs, timesMs: faceTimes(range), modelUrl }, step('faces'))
      .catch((error: unknown) => {
        // A detector that cannot load costs the score one factor, said so, not the whole measure.
        if (signal.aborted) throw error;
        return null;
      });
    out.faces = found ? found.samples.map((s) => ({ atMs: toDraftMs(range, s.atMs) ?? 0, faces: s.faces })) : null;
    if (!found) out.facesWhy = 'no_detector';
  }
  return { signals: out, mediaMs: info.durationMs };
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
