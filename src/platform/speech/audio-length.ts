// How long a chunk of audio really is, read from its bytes without decoding
// them: what server speech is billed on (decision 032), never the length the
// client declares. Two containers, the ones whose length the bytes settle:
// - Ogg Opus (what the browser sends): every Opus packet's first byte (its TOC,
//   RFC 6716 section 3.1) says how many samples it decodes to, so the sum over
//   the packets is exactly what an engine will hear. The granule positions are
//   not trusted: a client can write any.
// - WAV (PCM): the data chunk's bytes over the format's bytes a second.
// Anything else (WebM, MP3, MP4, FLAC, Ogg Vorbis, several streams) answers
// null: the caller refuses it rather than guess.
import { joinBytes } from '../../common/typed-arrays';

const OPUS_RATE = 48_000;
/** RFC 6716: a packet holds at most 120 ms. */
const OPUS_MAX_PACKET_SAMPLES = (120 * OPUS_RATE) / 1000;

export interface AudioLength {
  durationMs: number;
  container: 'ogg-opus' | 'wav';
}

const ascii = (bytes: Uint8Array, at: number, text: string) => {
  if (at + text.length > bytes.length) return false;
  for (let i = 0; i < text.length; i++) if (bytes[at + i] !== text.charCodeAt(i)) return false;
  return true;
};

/** The length of the audio in `bytes` as the container `contentType` names it, or null when it cannot be read. */
export function audioLength(bytes: Uint8Array, contentType: string): AudioLength | null {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'audio/ogg') return oggOpusLength(bytes);
  if (type === 'audio/wav') return wavLength(bytes);
  return null;
}

/** Samples (at 48 kHz) an Opus packet decodes to, from its TOC byte; null for a malformed packet. */
export function opusPacketSamples(packet: Uint8Array): number | null {
  if (packet.length === 0) return 0; // a lost packet: nothing to hear
  const toc = packet[0]!;
  const config = toc >> 3;
  // Frame length in units of 2.5 ms: SILK 10/20/40/60 ms, hybrid 10/20 ms, CELT 2.5/5/10/20 ms.
  const quarter = config < 12 ? [4, 8, 16, 24][config & 3]! : config < 16 ? [4, 8][config & 1]! : [1, 2, 4, 8][config & 3]!;
  const frameSamples = (quarter * OPUS_RATE) / 400;
  const code = toc & 3;
  let frames: number;
  if (code === 0) frames = 1;
  else if (code === 1 || code === 2) frames = 2;
  else {
    if (packet.length < 2) return null;
    frames = packet[1]! & 0x3f;
    if (frames === 0) return null;
  }
  const samples = frames * frameSamples;
  return samples > OPUS_MAX_PACKET_SAMPLES ? null : samples;
}

function oggOpusLength(bytes: Uint8Array): AudioLength | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let serial: number | null = null;
  let packetIndex = 0;
  let preSkip = 0;
  let samples = 0;
  let pending: Uint8Array[] = [];
  const finishPacket = (): boolean => {
    const packet = pending.length === 1 ? pending[0]! : joinBytes(pending);
    pending = [];
    const index = packetIndex++;
    if (index === 0) {
      // OpusHead: magic, version, channels, pre-skip (samples the decoder drops at the start).
      if (packet.length < 19 || !ascii(packet, 0, 'OpusHead')) return false;
      preSkip = packet[10]! | (packet[11]! << 8);
      return true;
    }
    if (index === 1) return ascii(packet, 0, 'OpusTags');
    const n = opusPacketSamples(packet);
    if (n === null) return false;
    samples += n;
    return true;
  };
  let at = 0;
  while (at < bytes.length) {
    if (!ascii(bytes, at, 'OggS') || at + 27 > bytes.length) return null;
    const pageSerial = view.getUint32(at + 14, true);
    // One logical stream only: a second one (multiplexed or chained) would be heard but not counted.
    if (serial === null) serial = pageSerial;
    else if (pageSerial !== serial) return null;
    const segments = bytes[at + 26]!;
    const table = at + 27;
    let body = table + segments;
    if (body > bytes.length) return null;
    for (let i = 0; i < segments; i++) {
      const lacing = bytes[table + i]!;
      if (body + lacing > bytes.length) return null;
      pending.push(bytes.subarray(body, body + lacing));
      body += lacing;
      if (lacing < 255 && !finishPacket()) return null;
    }
    at = body;
  }
  // A packet cut off at the end still reaches the engine: count what its TOC says.
  if (pending.length && !finishPacket()) return null;
  if (packetIndex < 2) return null;
  return { durationMs: Math.round((Math.max(0, samples - preSkip) * 1000) / OPUS_RATE), container: 'ogg-opus' };
}

/** PCM, IEEE float, or the extensible header over either. */
const WAV_FORMATS = new Set([1, 3, 0xfffe]);

function wavLength(bytes: Uint8Array): AudioLength | null {
  if (!ascii(bytes, 0, 'RIFF') || !ascii(bytes, 8, 'WAVE')) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let byteRate = 0;
  let at = 12;
  while (at + 8 <= bytes.length) {
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (ascii(bytes, at, 'fmt ')) {
      if (size < 16 || body + 16 > bytes.length) return null;
      const format = view.getUint16(body, true);
      const channels = view.getUint16(body + 2, true);
      const rate = view.getUint32(body + 4, true);
      const blockAlign = view.getUint16(body + 12, true);
      // The byte rate is derived, not read: a header that says another one is lying about the length.
      if (!WAV_FORMATS.has(format) || !channels || !rate || !blockAlign || view.getUint32(body + 8, true) !== rate * blockAlign)
        return null;
      byteRate = rate * blockAlign;
    } else if (ascii(bytes, at, 'data')) {
      if (!byteRate) return null;
      // What is there, or less if the header says so (a streamed WAV declares 0 or 0xFFFFFFFF: all of it).
      const present = bytes.length - body;
      const data = size > 0 && size < 0xffffffff ? Math.min(size, present) : present;
      return { durationMs: Math.round((data * 1000) / byteRate), container: 'wav' };
    }
    at = body + size + (size & 1);
  }
  return null;
}
