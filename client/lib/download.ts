// Hands a file made in the browser to its downloads (an exported PNG, ZIP, PDF,
// MP4, subtitles or script text), by a link clicked once and its URL freed after.
export function download(data: Blob | BlobPart, name: string, type?: string): void {
  const blob = data instanceof Blob && !type ? data : new Blob([data], type ? { type } : undefined);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
