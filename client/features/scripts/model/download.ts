// Saving a script's exports in the browser; apart from pdf.ts, which pulls pdf-lib and fontkit
// (over 1 MB) and so is loaded only when a PDF is asked for.
/** A file saved by the browser. */
export function download(name: string, data: BlobPart, type: string): void {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name from the project's name: letters, digits and dashes. */
export const fileName = (name: string, ext: string) =>
  `${
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'script'
  }.${ext}`;
