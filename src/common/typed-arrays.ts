// Joining typed arrays end to end: model files fetched in parts, Ogg packets
// split over pages, sound built from pieces all end as one array.
type Joinable = Uint8Array | Float32Array;

/** The parts, in order, in one new array of the kind `Kind` makes. */
export function joinArrays<T extends Joinable>(parts: readonly T[], Kind: new (length: number) => T): T {
  const out = new Kind(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export const joinBytes = (parts: readonly Uint8Array[]): Uint8Array => joinArrays(parts, Uint8Array);
