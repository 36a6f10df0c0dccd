// The weekly digest's email (decision 073), in the member's language. Keywords
// and titles are chosen by users or come from outside sources: quoted as plain
// text, never as markup.
import type { WatchedKeyword } from '../../common/contracts/trends';
import { escapeHtml } from '../../common/html';
import type { Locale } from '../../common/locales';
import type { Rise } from '../../common/trends/rise';
import type { Email } from '../../platform/mailer';
import { emailLayout, plainName } from '../mail/templates';

const COPY = {
  'pt-BR': {
    subject: 'Suas palavras-chave nas tendências desta semana',
    intro: (org: string) => `Como as palavras-chave que ${org} acompanha aparecem nas tendências de hoje:`,
    line: (k: string, n: number, rise: string) => `${k}: ${n === 1 ? 'em 1 tendência' : `em ${n} tendências`} hoje, ${rise} em 7 dias`,
    rise: { rising: 'em alta', steady: 'estável', fading: 'em queda' } satisfies Record<Rise, string>,
    demo: 'Dados de demonstração: sem chave da API do YouTube, estas não são tendências reais.',
    cta: 'Abrir o monitor de tendências',
    footer: 'Você recebe este resumo porque pediu no monitor de tendências; desligue-o lá.',
  },
  en: {
    subject: 'Your keywords in this week’s trends',
    intro: (org: string) => `How the keywords ${org} follows show up in today’s trends:`,
    line: (k: string, n: number, rise: string) => `${k}: in ${n === 1 ? '1 trend' : `${n} trends`} today, ${rise} over 7 days`,
    rise: { rising: 'rising', steady: 'steady', fading: 'fading' } satisfies Record<Rise, string>,
    demo: 'Demonstration data: with no YouTube API key, these are not real trends.',
    cta: 'Open the trend tracker',
    footer: 'You get this digest because you asked for it in the trend tracker; turn it off there.',
  },
} as const;

export function renderDigestEmail(
  locale: Locale,
  to: string,
  v: { org: string; keywords: WatchedKeyword[]; demo: boolean; link: string | null },
): Email {
  const c = COPY[locale];
  const intro = c.intro(`“${plainName(v.org, 60)}”`);
  const lines = v.keywords.map((k) => ({
    text: c.line(plainName(k.keyword, 60), k.today, c.rise[k.rise.d7]),
    top: k.top.map((t) => plainName(t, 90)),
  }));
  const textLines = lines.map((l) => `- ${l.text}${l.top.length ? `\n  ${l.top.join(' · ')}` : ''}`).join('\n');
  const htmlLines = lines
    .map(
      (l) =>
        `<li style="margin:0 0 10px">${escapeHtml(l.text)}${l.top.length ? `<br><span style="color:#55556a;font-size:13px">${escapeHtml(l.top.join(' · '))}</span>` : ''}</li>`,
    )
    .join('');
  const cta = v.link
    ? `<p style="margin:22px 0"><a href="${escapeHtml(v.link)}" style="background:#6d28d9;color:#ffffff;padding:12px 18px;border-radius:10px;text-decoration:none;font-weight:700">${escapeHtml(c.cta)}</a></p>`
    : '';
  return {
    to,
    kind: 'trend_digest',
    locale,
    subject: c.subject,
    text: `${intro}\n\n${textLines}\n\n${v.demo ? `${c.demo}\n\n` : ''}${v.link ? `${c.cta}: ${v.link}\n\n` : ''}${c.footer}\n\n— Palco`,
    html: emailLayout(
      locale,
      `<p style="font-size:15px;line-height:1.5">${escapeHtml(intro)}</p><ul style="padding-left:18px;font-size:15px;line-height:1.5">${htmlLines}</ul>${
        v.demo ? `<p style="font-size:13px;color:#b42318">${escapeHtml(c.demo)}</p>` : ''
      }${cta}<p style="font-size:13px;line-height:1.5;color:#55556a">${escapeHtml(c.footer)}</p>`,
    ),
  };
}
