// The names of a script's exported files; apart from pdf.ts, which pulls pdf-lib and fontkit
// (over 1 MB) and so is loaded only when a PDF is asked for.

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
