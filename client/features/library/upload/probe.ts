// What the browser can learn about a file without uploading it: a video's
// duration and size, an image's dimensions, and a small thumbnail.
export interface Probe {
  durationMs: number | null;
  width: number | null;
  height: number | null;
  thumbnail: Blob | null;
}

const THUMB_WIDTH = 480;
const EMPTY: Probe = { durationMs: null, width: null, height: null, thumbnail: null };

function once(target: EventTarget, ok: string, timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
    target.addEventListener(ok, () => (clearTimeout(timer), resolve()), { once: true });
    target.addEventListener('error', () => (clearTimeout(timer), reject(new Error('error'))), { once: true });
  });
}

function thumbnail(source: CanvasImageSource, width: number, height: number): Promise<Blob | null> {
  if (!width || !height) return Promise.resolve(null);
  const scale = Math.min(1, THUMB_WIDTH / width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  canvas.getContext('2d')?.drawImage(source, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob((b) => resolve(b), 'image/jpeg', 0.8));
}

async function probeVideo(url: string): Promise<Probe> {
  const video = document.createElement('video');
  video.muted = true;
  video.preload = 'auto';
  video.src = url;
  await once(video, 'loadeddata');
  const duration = Number.isFinite(video.duration) ? Math.round(video.duration * 1000) : null;
  const { videoWidth: width, videoHeight: height } = video;
  // A frame a little in shows more than the first, often black, one.
  video.currentTime = duration ? Math.min(1, duration / 10_000) : 0;
  await once(video, 'seeked').catch(() => {});
  const thumb = await thumbnail(video, width, height);
  video.removeAttribute('src');
  video.load();
  return { durationMs: duration, width: width || null, height: height || null, thumbnail: thumb };
}

async function probeImage(url: string): Promise<Probe> {
  const img = new Image();
  img.src = url;
  await img.decode();
  const width = img.naturalWidth;
  const height = img.naturalHeight;
  return { durationMs: null, width: width || null, height: height || null, thumbnail: await thumbnail(img, width, height) };
}

/** Never throws: a file the browser cannot read is still uploaded, without these extras. */
export async function probeFile(file: File, kind: 'video' | 'image'): Promise<Probe> {
  const url = URL.createObjectURL(file);
  try {
    return await (kind === 'video' ? probeVideo(url) : probeImage(url));
  } catch {
    return EMPTY;
  } finally {
    URL.revokeObjectURL(url);
  }
}
