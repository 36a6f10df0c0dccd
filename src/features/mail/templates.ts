// Localized emails with a plain-text and an HTML part in the product's look.
import type { Locale } from '../../common/locales';
import { escapeHtml } from '../../common/html';
import type { Email } from '../../platform/mailer';

export type EmailKind = 'verify_email' | 'reset_password' | 'password_changed';

const COPY: Record<Locale, Record<EmailKind, { subject: string; intro: string; outro: string }>> = {
  'pt-BR': {
    verify_email: {
      subject: 'Seu código de verificação do Palco',
      intro: 'Use este código para verificar seu e-mail no Palco:',
      outro: 'O código vale por 10 minutos. Se não foi você, ignore este e-mail.',
    },
    reset_password: {
      subject: 'Seu código para redefinir a senha do Palco',
      intro: 'Use este código para criar uma nova senha no Palco:',
      outro: 'O código vale por 15 minutos. Se não foi você, ignore este e-mail: sua senha continua a mesma.',
    },
    password_changed: {
      subject: 'Sua senha do Palco foi alterada',
      intro: 'A senha da sua conta no Palco acabou de ser alterada, e as outras sessões foram encerradas.',
      outro: 'Se não foi você, redefina a senha agora e fale com o suporte.',
    },
  },
  en: {
    verify_email: {
      subject: 'Your Palco verification code',
      intro: 'Use this code to verify your email on Palco:',
      outro: 'The code is valid for 10 minutes. If this was not you, ignore this email.',
    },
    reset_password: {
      subject: 'Your code to reset your Palco password',
      intro: 'Use this code to choose a new password on Palco:',
      outro: 'The code is valid for 15 minutes. If this was not you, ignore this email: your password stays the same.',
    },
    password_changed: {
      subject: 'Your Palco password was changed',
      intro: 'The password of your Palco account was just changed, and the other sessions were ended.',
      outro: 'If this was not you, reset your password now and contact support.',
    },
  },
};

export function emailLayout(locale: Locale, body: string): string {
  return `<!doctype html><html lang="${locale}"><body style="margin:0;background:#f6f6f9;font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#17171f">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:480px;background:#ffffff;border:1px solid #e2e2ea;border-radius:16px"><tr><td style="padding:28px">
<div style="font-weight:800;font-size:20px;color:#6d28d9">Palco</div>
${body}
</td></tr></table></td></tr></table></body></html>`;
}

export function renderEmail(kind: EmailKind, locale: Locale, to: string, code?: string): Email {
  const copy = COPY[locale][kind];
  const codeText = code ? `\n\n    ${code}\n\n` : '\n\n';
  const codeHtml = code
    ? `<p style="font-size:32px;letter-spacing:8px;font-weight:800;margin:20px 0;color:#6d28d9">${escapeHtml(code)}</p>`
    : '';
  return {
    to,
    kind,
    locale,
    subject: copy.subject,
    text: `${copy.intro}${codeText}${copy.outro}\n\n— Palco`,
    html: emailLayout(
      locale,
      `<p style="font-size:15px;line-height:1.5">${escapeHtml(copy.intro)}</p>${codeHtml}<p style="font-size:14px;line-height:1.5;color:#55556a">${escapeHtml(copy.outro)}</p>`,
    ),
  };
}

// The organization's and the inviter's names are chosen by users: they stay out
// of the subject, and the body quotes them as names (issue 23: an invitation
// titled with a phishing text went out as our mail).
const INVITE_COPY: Record<Locale, { subject: string; body: (inviter: string, o: string) => string; cta: string; outro: string }> = {
  'pt-BR': {
    subject: 'Você recebeu um convite para uma equipe no Palco',
    body: (inviter, o) => `${inviter} convidou você para a equipe da organização “${o}” no Palco.`,
    cta: 'Aceitar convite',
    outro: 'O convite vale por 7 dias. Entre com este e-mail para aceitá-lo. Se você não esperava este convite, ignore este e-mail.',
  },
  en: {
    subject: 'You have been invited to a team on Palco',
    body: (inviter, o) => `${inviter} invited you to the team of the organization “${o}” on Palco.`,
    cta: 'Accept invitation',
    outro: 'The invitation is valid for 7 days. Sign in with this email to accept it. If you did not expect it, ignore this email.',
  },
};

/** A user-chosen name as plain text on one line, at most `max` characters. */
export function plainName(text: string, max = 80): string {
  const oneLine = text
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return oneLine.length > max ? `${oneLine.slice(0, max - 1)}…` : oneLine;
}

export function renderInvitation(
  locale: Locale,
  to: string,
  v: { organization: string; inviter: string; inviterEmail: string; link: string },
): Email {
  const copy = INVITE_COPY[locale];
  const inviter = `“${plainName(v.inviter, 60)}” <${v.inviterEmail}>`;
  const organization = plainName(v.organization);
  return {
    to,
    kind: 'invitation',
    locale,
    subject: copy.subject,
    text: `${copy.body(inviter, organization)}\n\n${copy.cta}: ${v.link}\n\n${copy.outro}\n\n— Palco`,
    html: emailLayout(
      locale,
      `<p style="font-size:15px;line-height:1.5">${escapeHtml(copy.body(inviter, organization))}</p><p style="margin:22px 0"><a href="${escapeHtml(v.link)}" style="background:#6d28d9;color:#ffffff;padding:12px 18px;border-radius:10px;text-decoration:none;font-weight:700">${escapeHtml(copy.cta)}</a></p><p style="font-size:14px;line-height:1.5;color:#55556a">${escapeHtml(copy.outro)}</p>`,
    ),
  };
}
