// Faces in a stretch of video, for a crop that follows the speaker: frames
// sampled at an interval, decoded straight to the detector's 256×256 square
// (the whole picture fitted in, letterboxed), heard by BlazeFace on
// onnxruntime's WASM backend. Only boxes leave the worker.
import * as ort from 'onnxruntime-web/wasm';
import { CanvasSink } from 'mediabunny';
import { MediaJobError } from '../errors';
import type { JobContext } from '../host';
import type { FacesInput, FacesResult } from '../protocol';
import { decode, fromLetterbox, INPUT, suppress } from '../vision/blazeface';
import { mouthChanges, mouthPatch } from '../vision/mouth';
import { decodableVideo, throwIfCancelled, withInput } from './source';

let session: { url: string; ready: Promise<ort.InferenceSession> } | null = null;

function detector(url: string, wasmUrl: string | undefined): Promise<ort.InferenceSession> {
  if (session?.url === url) return session.ready;
  ort.env.wasm.numThreads = globalThis.crossOriginIsolated ? Math.min(4, navigator.hardwareConcurrency || 1) : 1;
  if (wasmUrl) ort.env.wasm.wasmPaths = { wasm: wasmUrl };
  const ready = fetch(url)
    .then((res) => {
      if (!res.ok) throw new MediaJobError('worker_failed', `face detector: HTTP ${res.status}`);
      return res.arrayBuffer();
    })
    // The converted model carries a few unused constants; onnxruntime's warnings about them are noise on the console.
    .then((bytes) => ort.InferenceSession.create(new Uint8Array(bytes), { executionProviders: ['wasm'], logSeverityLevel: 3 }));
  session = { url, ready };
  // A failed load is not remembered: the next job tries again.
  ready.catch(() => (session = null));
  return ready;
}

export function faces(input: FacesInput, ctx: JobContext): Promise<FacesResult> {
  const intervalMs = Math.max(50, input.intervalMs ?? 250);
  return withInput(input.source, ctx.signal, async (media) => {
    const model = await detector(input.modelUrl, input.wasmUrl);
    const track = await decodableVideo(media);
    const w = track.displayWidth;
    const h = track.displayHeight;
    const times: number[] = input.timesMs?.map((t) => t / 1000) ?? [];
    if (!input.timesMs) for (let t = input.startMs; t < input.endMs; t += intervalMs) times.push(t / 1000);
    const sink = new CanvasSink(track, { width: INPUT, height: INPUT, fit: 'contain', poolSize: 1 });
    const square = new OffscreenCanvas(INPUT, INPUT);
    const g = square.getContext('2d', { willReadFrequently: true })!;
    const pixels = new Float32Array(INPUT * INPUT * 3);
    const samples: FacesResult['samples'] = [];
    let previous: Array<{ face: { x: number; y: number }; patch: Float32Array }> = [];
    let i = 0;
    for await (const frame of sink.canvasesAtTimestamps(times)) {
      throwIfCancelled(ctx.signal);
      const atMs = Math.round(times[i]! * 1000);
      if (frame) {
        g.fillStyle = '#000';
        g.fillRect(0, 0, INPUT, INPUT);
        g.drawImage(frame.canvas, 0, 0);
        const rgba = g.getImageData(0, 0, INPUT, INPUT).data;
        for (let p = 0, q = 0; p < rgba.length; p += 4, q += 3) {
          pixels[q] = rgba[p]! / 127.5 - 1;
          pixels[q + 1] = rgba[p + 1]! / 127.5 - 1;
          pixels[q + 2] = rgba[p + 2]! / 127.5 - 1;
        }
        const out = await model.run({ [model.inputNames[0]!]: new ort.Tensor('float32', pixels, [1, INPUT, INPUT, 3]) });
        // Two heads per anchor size (16×16 cells, then 8×8): scores first, then regressors.
        const [s16, s8, r16, r8] = model.outputNames.map((n) => out[n]!.data as Float32Array);
        const scores = new Float32Array(s16!.length + s8!.length);
        scores.set(s16!);
        scores.set(s8!, s16!.length);
        const boxes = new Float32Array(r16!.length + r8!.length);
        boxes.set(r16!);
        boxes.set(r8!, r16!.length);
        const inSquare = suppress(decode(scores, boxes));
        // Each mouth's change since the last sample: who of two people speaks (decision 043).
        const patches = inSquare.map((f) => mouthPatch(rgba, INPUT, f));
        const mouths = mouthChanges(inSquare, patches, previous);
        previous = inSquare.map((face, k) => ({ face, patch: patches[k]! }));
        samples.push({ atMs, faces: inSquare.map((f, k) => ({ ...fromLetterbox(f, w, h), mouth: mouths[k]! })) });
      } else {
        samples.push({ atMs, faces: [] });
        previous = [];
      }
      ctx.progress(++i, times.length, 'faces');
    }
    return { samples };
  });
}
