// The offline writers' words are tables of text in each language, one row a line,
// so a phrasebook reads as the words it holds rather than as code.
/**
 * A language's words as a table: a row a line, its cells split by " | ". The text is split as
 * written, before the topic goes in, so a topic with a "|" or a line break stays in its cell.
 */
export function table(strings: TemplateStringsArray, values: string[]): string[][] {
  const written = strings.reduce((text, s, i) => text + (i ? `\u0000${i - 1}\u0000` : '') + s, '');
  return written
    .trim()
    .split('\n')
    .map((line) =>
      line
        .trim()
        .split(' | ')
        .map((cell) => cell.replace(/\u0000(\d+)\u0000/g, (_, i: string) => values[Number(i)]!)),
    );
}

/** One sentence a line. */
export const sentences = (strings: TemplateStringsArray, ...values: string[]) => table(strings, values).map((row) => row.join(' | '));
