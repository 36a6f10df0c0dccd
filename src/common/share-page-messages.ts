// The public share page's words (decision 053). The page is drawn by the Worker
// alone for visitors who are not signed in, so it carries its own small table
// in both languages rather than the app's message files.
import type { Locale } from './locales';

export interface SharePageMessages {
  sharedBy: string;
  download: string;
  downloadAll: string;
  slide: string;
  previous: string;
  next: string;
  lockedTitle: string;
  lockedText: string;
  password: string;
  open: string;
  wrongPassword: string;
  tooManyTries: string;
  unknownTitle: string;
  unknownText: string;
  expiredTitle: string;
  expiredText: string;
  revokedTitle: string;
  revokedText: string;
  noFiles: string;
  madeWith: string;
  videoFallback: string;
  /** A shared PDF (decision 096). */
  pdf: string;
  openPdf: string;
  pdfView: string;
  pages: Record<'zero' | 'one' | 'other', string>;
  /** A shared subtitles file (decision 097). */
  subtitlesSrt: string;
  subtitlesVtt: string;
  subtitlesLanguage: string;
  subtitlesCues: Record<'zero' | 'one' | 'other', string>;
  subtitlesTranscript: string;
  subtitlesCapped: string;
  subtitlesEmpty: string;
  subtitlesUnreadable: string;
}

export const SHARE_PAGE_MESSAGES: Record<Locale, SharePageMessages> = {
  'pt-BR': {
    sharedBy: 'Compartilhado por {{org}}',
    download: 'Baixar',
    downloadAll: 'Baixar {{name}}',
    slide: 'Imagem {{n}} de {{total}}',
    previous: 'Imagem anterior',
    next: 'Próxima imagem',
    lockedTitle: 'Este link está protegido',
    lockedText: 'Digite a senha que {{org}} enviou para ver o conteúdo.',
    password: 'Senha',
    open: 'Abrir',
    wrongPassword: 'Senha incorreta. Confira com quem enviou o link e tente de novo.',
    tooManyTries: 'Muitas tentativas. Espere alguns minutos e tente de novo.',
    unknownTitle: 'Link não encontrado',
    unknownText: 'Este link não existe. Confira se ele foi copiado inteiro.',
    expiredTitle: 'Este link expirou',
    expiredText: 'O prazo deste link acabou. Peça um novo a quem o enviou.',
    revokedTitle: 'Este link foi desativado',
    revokedText: 'Quem compartilhou desativou este link. Peça um novo a quem o enviou.',
    noFiles: 'Os arquivos deste link foram apagados.',
    madeWith: 'Feito com Palco',
    videoFallback: 'Seu navegador não reproduz este vídeo.',
    pdf: 'Documento PDF',
    openPdf: 'Abrir o PDF',
    pdfView: 'PDF {{name}}',
    // Portuguese counts 0 with "one" (CLDR): zero has its own words.
    pages: { zero: 'Nenhuma página', one: '{{count}} página', other: '{{count}} páginas' },
    subtitlesSrt: 'Legendas SRT',
    subtitlesVtt: 'Legendas WebVTT',
    subtitlesLanguage: 'idioma: {{language}}',
    subtitlesCues: { zero: 'Nenhuma fala', one: '{{count}} fala', other: '{{count}} falas' },
    subtitlesTranscript: 'Texto das legendas',
    subtitlesCapped: 'Mostrando as primeiras {{shown}} de {{total}} falas. Baixe o arquivo para ler todas.',
    subtitlesEmpty: 'Este arquivo de legendas não tem falas.',
    subtitlesUnreadable: 'Não foi possível ler este arquivo de legendas.',
  },
  en: {
    sharedBy: 'Shared by {{org}}',
    download: 'Download',
    downloadAll: 'Download {{name}}',
    slide: 'Image {{n}} of {{total}}',
    previous: 'Previous image',
    next: 'Next image',
    lockedTitle: 'This link is protected',
    lockedText: 'Type the password {{org}} sent you to see the content.',
    password: 'Password',
    open: 'Open',
    wrongPassword: 'Wrong password. Check with whoever sent the link and try again.',
    tooManyTries: 'Too many tries. Wait a few minutes and try again.',
    unknownTitle: 'Link not found',
    unknownText: 'This link does not exist. Check that it was copied whole.',
    expiredTitle: 'This link has expired',
    expiredText: 'This link’s time is up. Ask whoever sent it for a new one.',
    revokedTitle: 'This link was turned off',
    revokedText: 'Whoever shared it turned this link off. Ask them for a new one.',
    noFiles: 'The files of this link were deleted.',
    madeWith: 'Made with Palco',
    videoFallback: 'Your browser cannot play this video.',
    pdf: 'PDF document',
    openPdf: 'Open the PDF',
    pdfView: 'PDF {{name}}',
    pages: { zero: 'No pages', one: '{{count}} page', other: '{{count}} pages' },
    subtitlesSrt: 'SRT subtitles',
    subtitlesVtt: 'WebVTT subtitles',
    subtitlesLanguage: 'language: {{language}}',
    subtitlesCues: { zero: 'No cues', one: '{{count}} cue', other: '{{count}} cues' },
    subtitlesTranscript: 'Subtitles text',
    subtitlesCapped: 'Showing the first {{shown}} of {{total}} cues. Download the file to read them all.',
    subtitlesEmpty: 'This subtitles file has no cues.',
    subtitlesUnreadable: 'This subtitles file could not be read.',
  },
};

/** `{{name}}` placeholders filled in; nothing else of i18next is needed here. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));

/**
 * "12 páginas" / "1 page": the locale's plural rule, with zero its own message,
 * since Portuguese would otherwise say "0 página" (CLDR pt puts 0 in "one").
 */
export function counted(forms: Record<'zero' | 'one' | 'other', string>, locale: Locale, count: number): string {
  const form = count === 0 ? 'zero' : new Intl.PluralRules(locale).select(count) === 'one' ? 'one' : 'other';
  return fill(forms[form], { count: count.toLocaleString(locale) });
}

export const countedPages = (m: SharePageMessages, locale: Locale, count: number) => counted(m.pages, locale, count);
