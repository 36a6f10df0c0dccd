// What a video is made of, read from its metadata and packet index (no frame is
// decoded): container, duration, codecs, size, rotation, frame rate, keyframes.
import { EncodedPacketSink } from 'mediabunny';
import { MediaJobError } from '../errors';
import type { MediaInfo, MediaRef } from '../protocol';
import type { JobContext } from '../host';
import { codecName, throwIfCancelled, withInput } from './source';

/** Enough keyframe times for an hour at one per second; a longer list says so with `keyframesTruncated`. */
export const KEYFRAMES_MAX = 4000;

export function inspect(input: { source: MediaRef }, ctx: JobContext): Promise<MediaInfo> {
  return withInput(input.source, ctx.signal, async (media) => {
    const [format, duration, video, audio] = await Promise.all([
      media.getFormat(),
      media.computeDuration(),
      media.getPrimaryVideoTrack(),
      media.getPrimaryAudioTrack(),
    ]);
    // A file cut short or overwritten still names its container but holds no track.
    if (!video && !audio) throw new MediaJobError('unreadable_file', 'no audio or video track');
    ctx.progress(1, 3, 'metadata');
    const info: MediaInfo = {
      container: format.name,
      mimeType: format.mimeType,
      durationMs: Math.round(duration * 1000),
      video: null,
      audio: null,
    };
    if (video) {
      const stats = await video.computePacketStats(240);
      throwIfCancelled(ctx.signal);
      const keyframesMs: number[] = [];
      const packets = new EncodedPacketSink(video);
      for (
        let p = await packets.getFirstPacket({ metadataOnly: true });
        p && keyframesMs.length <= KEYFRAMES_MAX;
        p = await packets.getNextKeyPacket(p, { metadataOnly: true })
      ) {
        if (p.type === 'key') keyframesMs.push(Math.round(p.timestamp * 1000));
        throwIfCancelled(ctx.signal);
      }
      info.video = {
        codec: video.codec,
        codecName: codecName(video.codec),
        decodable: await video.canDecode(),
        width: video.displayWidth,
        height: video.displayHeight,
        codedWidth: video.codedWidth,
        codedHeight: video.codedHeight,
        rotation: video.rotation,
        frameRate: stats.averagePacketRate > 0 ? Math.round(stats.averagePacketRate * 100) / 100 : null,
        keyframesMs: keyframesMs.slice(0, KEYFRAMES_MAX),
        keyframesTruncated: keyframesMs.length > KEYFRAMES_MAX,
      };
    }
    ctx.progress(2, 3, 'video');
    if (audio) {
      info.audio = {
        codec: audio.codec,
        codecName: codecName(audio.codec),
        decodable: await audio.canDecode(),
        sampleRate: audio.sampleRate,
        channels: audio.numberOfChannels,
      };
    }
    ctx.progress(3, 3, 'audio');
    return info;
  });
}
