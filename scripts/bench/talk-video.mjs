// A creator-like talk for the clipper's bench: 1080×1920 at 30 fps, H.264 High
// with B-frames and a key frame every 2 s at about 7 Mb/s (as phones and editing
// apps export: a 10-minute talk is some 500 MB, not the 110 MB a constant-quality
// encode of this picture gives), AAC speech from espeak-ng. The picture is a talking-head stand-in that moves
// every frame: a head bobbing over a drifting gradient with sensor-like grain,
// and a jump cut (head shifted, colours changed) every 30 s. Made once and kept
// in .bench-cache/ (gitignored): ten minutes of it take minutes to encode.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LONG_EN } from '../lib/speech-text.mjs';

export const CACHE = join(import.meta.dirname, '..', '..', '.bench-cache');

const SHOT_S = 30;
/** A phone's or an editing app's export: 6–8 Mb/s for 1080×1920 at 30 fps. */
const VIDEO_BITRATE = '7M';

const ff = (args) => execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'pipe' });

/** The path of a `seconds`-long talk, made if it is not cached yet. */
export function talkVideo(seconds = 600) {
  mkdirSync(CACHE, { recursive: true });
  const out = join(CACHE, `talk-1080x1920-${seconds}s-${VIDEO_BITRATE}.mp4`);
  if (existsSync(out)) return out;
  const speech = join(CACHE, 'talk-speech.wav');
  execFileSync('espeak-ng', ['-v', 'en', '-s', '160', '-w', speech, LONG_EN]);
  // A face: skin-toned ellipse with two eyes and a mouth, drawn once (geq is slow per frame, not once).
  const face = join(CACHE, 'talk-face.png');
  ff([
    '-f',
    'lavfi',
    '-i',
    'color=black@0:s=400x520,format=rgba',
    '-vf',
    "geq=r='if(lte(pow((X-200)/190,2)+pow((Y-260)/250,2),1),if(lte(pow((X-130)/22,2)+pow((Y-210)/14,2),1)+lte(pow((X-270)/22,2)+pow((Y-210)/14,2),1)+lte(pow((X-200)/60,2)+pow((Y-370)/18,2),1),40,225),0)':g='if(lte(pow((X-200)/190,2)+pow((Y-260)/250,2),1),if(lte(pow((X-130)/22,2)+pow((Y-210)/14,2),1)+lte(pow((X-270)/22,2)+pow((Y-210)/14,2),1)+lte(pow((X-200)/60,2)+pow((Y-370)/18,2),1),30,180),0)':b='if(lte(pow((X-200)/190,2)+pow((Y-260)/250,2),1),if(lte(pow((X-130)/22,2)+pow((Y-210)/14,2),1)+lte(pow((X-270)/22,2)+pow((Y-210)/14,2),1)+lte(pow((X-200)/60,2)+pow((Y-370)/18,2),1),30,150),0)':a='if(lte(pow((X-200)/190,2)+pow((Y-260)/250,2),1),255,0)'",
    '-frames:v',
    '1',
    face,
  ]);
  // Two 30 s shots (colours, head position and motion differ), encoded once each, then joined A B A B … by
  // stream copy: twenty jump cuts in ten minutes, and minutes of encoding instead of an hour on a busy machine.
  const shot = (name, c0, c1, x) => {
    const file = join(CACHE, `talk-shot-${name}-${VIDEO_BITRATE}.mp4`);
    if (existsSync(file)) return file;
    ff([
      '-f',
      'lavfi',
      // The gradient moves slowly, so it is drawn small and scaled up: per-pixel sources at 1080×1920 are slow.
      '-i',
      `gradients=s=270x480:r=30:d=${SHOT_S}:speed=0.004:c0=${c0}:c1=${c1}:nb_colors=2`,
      '-loop',
      '1',
      '-i',
      face,
      '-filter_complex',
      `[0:v]scale=1080:1920:flags=bilinear[bg];[1:v]scale=720:936[head];[bg][head]overlay=x='${x}+40*sin(t*1.3)':y='420+25*sin(t*2.1)+12*sin(t*7)':shortest=1,noise=alls=5:allf=t,format=yuv420p[v]`,
      '-map',
      '[v]',
      '-t',
      String(SHOT_S),
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-profile:v',
      'high',
      // A bitrate, not a quality: the grain would otherwise decide the size.
      ...['-b:v', VIDEO_BITRATE, '-maxrate', '8M', '-bufsize', '14M'],
      '-g',
      '60',
      file,
    ]);
    return file;
  };
  const shots = [shot('a', '0x2a4a6a', '0x8a6a4a', 120), shot('b', '0x5a3a2a', '0x2a6a5a', 260)];
  const list = join(CACHE, 'talk-shots.txt');
  writeFileSync(list, Array.from({ length: Math.ceil(seconds / SHOT_S) }, (_, i) => `file '${shots[i % 2]}'\n`).join(''));
  const tmp = `${out}.part.mp4`;
  ff([
    ...['-f', 'concat', '-safe', '0', '-i', list, '-stream_loop', '-1', '-i', speech],
    ...['-map', '0:v', '-map', '1:a', '-t', String(seconds), '-c:v', 'copy', '-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart', tmp],
  ]);
  renameSync(tmp, out);
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(talkVideo(Number(process.env.BENCH_TALK_SECONDS ?? 600)));
