// A 16-bit PCM WAV file's samples in [-1, 1) (mono), for tests and the bench.
import { readFileSync } from 'node:fs';

export function readPcmWav(path) {
  const bytes = readFileSync(path);
  let at = 12;
  // Chunks after the RIFF header: skip each until the samples.
  while (bytes.toString('ascii', at, at + 4) !== 'data') at += 8 + bytes.readUInt32LE(at + 4);
  const length = bytes.readUInt32LE(at + 4) / 2;
  return Float32Array.from({ length }, (_, i) => bytes.readInt16LE(at + 8 + 2 * i) / 32768);
}
