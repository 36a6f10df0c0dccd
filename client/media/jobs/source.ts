// Where a job reads media from: a local File/Blob (before or during upload) or a
// library asset's URL, read through HTTP Range requests. Either way mediabunny
// reads only the byte ranges the work needs, so memory follows the work and a
// 2 GB file is never held whole. The URL is the only network a job touches, and
// it is the page that hands it in (decision 016).
import {
  ALL_FORMATS,
  BlobSource,
  Input,
  InputDisposedError,
  UnsupportedInputFormatError,
  UrlSource,
  type InputAudioTrack,
  type InputVideoTrack,
} from 'mediabunny';
import { MediaJobError } from '../errors';
import type { MediaRef } from '../protocol';

export function openInput(ref: MediaRef): Input {
  const source =
    'blob' in ref
      ? new BlobSource(ref.blob)
      : new UrlSource(ref.url, { requestInit: { credentials: 'same-origin' }, getRetryDelay: (n) => (n < 3 ? n + 1 : null) });
  return new Input({ source, formats: ALL_FORMATS });
}

/** Runs `work` on an opened input and disposes of it; a file no demuxer knows is `unreadable_file`. */
export async function withInput<T>(ref: MediaRef, signal: AbortSignal, work: (input: Input) => Promise<T>): Promise<T> {
  const input = openInput(ref);
  const onAbort = () => input.dispose();
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    return await work(input);
  } catch (error) {
    if (signal.aborted || error instanceof InputDisposedError) throw new MediaJobError('cancelled', 'cancelled');
    if (error instanceof MediaJobError) throw error;
    if (error instanceof UnsupportedInputFormatError) throw new MediaJobError('unreadable_file', error.message);
    // A demuxer that trips over a broken file throws plain errors; they all mean the same to a user.
    throw new MediaJobError('unreadable_file', error instanceof Error ? error.message : String(error));
  } finally {
    signal.removeEventListener('abort', onAbort);
    input.dispose();
  }
}

/** The codec as people know it ("H.264", "HEVC") with the exact string beside it. */
const CODEC_NAMES: Record<string, string> = {
  avc: 'H.264',
  hevc: 'HEVC (H.265)',
  vp8: 'VP8',
  vp9: 'VP9',
  av1: 'AV1',
  prores: 'ProRes',
  aac: 'AAC',
  opus: 'Opus',
  mp3: 'MP3',
  vorbis: 'Vorbis',
  flac: 'FLAC',
  ac3: 'AC-3',
  eac3: 'E-AC-3',
};
export const codecName = (codec: string | null) => (codec ? (CODEC_NAMES[codec] ?? codec) : 'unknown');

/** The video track, decodable by this browser, or a clear `unsupported_codec` naming the codec. */
export async function decodableVideo(input: Input): Promise<InputVideoTrack> {
  const track = await input.getPrimaryVideoTrack();
  if (!track) throw new MediaJobError('unreadable_file', 'no video track', 'video');
  if (!(await track.canDecode())) throw new MediaJobError('unsupported_codec', `cannot decode ${track.codec}`, codecName(track.codec));
  return track;
}

export async function decodableAudio(input: Input): Promise<InputAudioTrack> {
  const track = await input.getPrimaryAudioTrack();
  if (!track) throw new MediaJobError('no_audio', 'no audio track');
  if (!(await track.canDecode())) throw new MediaJobError('unsupported_codec', `cannot decode ${track.codec}`, codecName(track.codec));
  return track;
}

export function throwIfCancelled(signal: AbortSignal): void {
  if (signal.aborted) throw new MediaJobError('cancelled', 'cancelled');
}
