// Cutting decoded audio to a window of the source's time, for every job that
// hears only part of a file (the render's clips, the speech engine's stretch).
import { AudioSample } from 'mediabunny';

/**
 * The frames of `sample` that fall inside [from, to) seconds, as a new sample
 * whose time is moved by `shift` seconds (never before 0); null when no frame
 * falls inside. The caller closes both samples.
 */
export function audioWindow(sample: AudioSample, from: number, to: number, shift: number): AudioSample | null {
  const skip = Math.max(0, Math.round((from - sample.timestamp) * sample.sampleRate));
  const take = Math.min(sample.numberOfFrames, Math.round((to - sample.timestamp) * sample.sampleRate)) - skip;
  if (take <= 0) return null;
  const data = new Float32Array(take * sample.numberOfChannels);
  for (let c = 0; c < sample.numberOfChannels; c++)
    sample.copyTo(data.subarray(c * take, (c + 1) * take), { planeIndex: c, format: 'f32-planar', frameOffset: skip, frameCount: take });
  return new AudioSample({
    data,
    format: 'f32-planar',
    numberOfChannels: sample.numberOfChannels,
    sampleRate: sample.sampleRate,
    timestamp: Math.max(0, sample.timestamp + skip / sample.sampleRate + shift),
  });
}
