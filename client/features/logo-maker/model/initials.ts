// A brand's monogram: the first letter of up to two of its words, skipping the
// little linking words of Portuguese and English names ("Padaria da Ana" is PA,
// not PD). Accents are kept (Ângela Ávila is ÂÁ): they are part of the name.
const LINKING = new Set(['da', 'de', 'do', 'das', 'dos', 'e', 'a', 'o', 'the', 'of', 'and', '&']);

export function monogram(name: string): string {
  const words = name
    .normalize('NFC')
    .split(/[\s\-_.]+/u)
    .filter((w) => /\p{L}|\p{N}/u.test(w));
  const kept = words.filter((w) => !LINKING.has(w.toLocaleLowerCase('pt-BR')));
  const pick = (kept.length ? kept : words).slice(0, 2);
  const letters = pick.map((w) => [...w].find((ch) => /\p{L}|\p{N}/u.test(ch)) ?? '');
  return letters.join('').toLocaleUpperCase('pt-BR') || '?';
}
