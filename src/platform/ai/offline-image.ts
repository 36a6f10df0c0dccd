// The offline provider's "AI image": an honest placeholder, never a pretend
// picture. The soft shapes of drawImage, then a panel saying in the user's
// language that no model made it, and the prompt's own words, so whoever opens
// it later in the library knows what it stands for. SVG, written here with
// every piece of user text escaped (the library serves it as an image).
import type { Locale } from '../../common/locales';
import { hash } from './offline-brief';
import type { ImageRequest } from './types';

export const OFFLINE_IMAGE_LABEL: Record<Locale, string> = {
  'pt-BR': 'Marcador offline — sem modelo de IA',
  en: 'Offline placeholder — no AI model',
};

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** The prompt in lines of at most `width` characters, cut at words, at most `max` lines (the last one marked when cut). */
export function wrapWords(text: string, width: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.replace(/\s+/g, ' ').trim().split(' ')) {
    const piece = word.length > width ? `${word.slice(0, width - 1)}…` : word;
    if (line && line.length + 1 + piece.length > width) {
      lines.push(line);
      line = piece;
    } else line = line ? `${line} ${piece}` : piece;
  }
  if (line) lines.push(line);
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  kept[max - 1] = `${kept[max - 1]!.slice(0, width - 1)}…`;
  return kept;
}

/** Soft shapes over a gradient in the given colours: a placeholder that looks made on purpose. */
export function drawImage(req: ImageRequest): string {
  const seed = hash(req.seed ?? req.prompt);
  const colors = req.colors?.length ? req.colors : ['#6d28d9', '#db2777', '#f59e0b'];
  const pick = (i: number) => colors[(seed >>> (i * 3)) % colors.length]!;
  const { width: w, height: h } = req;
  const circles = Array.from({ length: 5 }, (_, i) => {
    const r = ((seed >>> i) % 5) * (Math.min(w, h) / 14) + Math.min(w, h) / 8;
    const cx = ((seed >>> (i * 4)) % 100) * (w / 100);
    const cy = ((seed >>> (i * 5 + 2)) % 100) * (h / 100);
    return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="${pick(i + 1)}" opacity="0.55"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${pick(0)}"/><stop offset="1" stop-color="${pick(2)}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>${circles}</svg>`;
}

export function drawPlaceholder(req: ImageRequest): string {
  const { width: w, height: h } = req;
  const label = OFFLINE_IMAGE_LABEL[req.locale ?? 'pt-BR'];
  const size = Math.round(Math.min(w, h) / 22);
  const lines = wrapWords(req.prompt, 34, 6);
  const panelH = size * (lines.length * 1.5 + 4);
  const top = (h - panelH) / 2;
  const text = (y: number, words: string, attrs: string) =>
    `<text x="${w / 2}" y="${y.toFixed(0)}" text-anchor="middle" font-family="sans-serif" ${attrs}>${escapeXml(words)}</text>`;
  const panel = [
    `<rect x="${(w * 0.06).toFixed(0)}" y="${top.toFixed(0)}" width="${(w * 0.88).toFixed(0)}" height="${panelH.toFixed(0)}" rx="${size}" fill="#ffffff" fill-opacity="0.88"/>`,
    text(top + size * 2, label, `font-size="${Math.round(size * 0.8)}" font-weight="700" fill="#7c2d12"`),
    ...lines.map((l, i) => text(top + size * (3.6 + i * 1.5), l, `font-size="${size}" fill="#111827"`)),
  ].join('');
  return drawImage(req).replace(/<\/svg>$/, `${panel}</svg>`);
}
