// Hands a file made in the browser to its downloads (an exported PNG, ZIP, PDF,
// MP4, subtitles or script text), by a link clicked once and its URL freed after.
// Its name never carries a direction override (a project named before names
// were cleaned may still hold one) or a control character.
import { plainName } from '@src/common/names';

export function download(data: Blob | BlobPart, name: string, type?: string): void {
  const blob = data instanceof Blob && !type ? data : new Blob([data], type ? { type } : undefined);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = plainName(name);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
