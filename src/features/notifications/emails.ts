// The email that goes with a notification, in the recipient's language. Names
// (the actor's, the project's) are chosen by users: they stay out of the
// subject and are quoted as plain names in the body (as invitations do).
import type { NotificationKind, NotificationPayload } from '../../common/contracts/notifications';
import type { Locale } from '../../common/locales';
import { escapeHtml } from '../../common/html';
import type { Email } from '../../platform/mailer';
import { emailLayout, plainName } from '../mail/templates';

type Copy = { subject: string; body: (actor: string, project: string, p: NotificationPayload) => string; cta: string };

const COPY: Record<Locale, Record<NotificationKind, Copy>> = {
  'pt-BR': {
    mention: {
      subject: 'Você foi mencionado em um comentário no Palco',
      body: (a, p, n) => `${a} mencionou você em um comentário no projeto “${p}”${n.excerpt ? `: “${n.excerpt}”` : '.'}`,
      cta: 'Ver o projeto',
    },
    review_request: {
      subject: 'Pediram sua revisão de um projeto no Palco',
      body: (a, p) => `${a} pediu que você revise o projeto “${p}”.`,
      cta: 'Revisar o projeto',
    },
    review_decision: {
      subject: 'Sua revisão no Palco recebeu uma decisão',
      body: (a, p, n) => (n.decision === 'approved' ? `${a} aprovou o projeto “${p}”.` : `${a} pediu mudanças no projeto “${p}”.`),
      cta: 'Ver o projeto',
    },
    due_tomorrow: {
      subject: 'Um projeto seu vence amanhã no Palco',
      body: (_a, p, n) => `O projeto “${p}” vence amanhã${n.dueDate ? ` (${n.dueDate.split('-').reverse().join('/')})` : ''}.`,
      cta: 'Ver o projeto',
    },
    publish_failed: {
      subject: 'Uma publicação falhou no Palco',
      body: (_a, _p, n) =>
        `A publicação${n.postLabel ? ` “${n.postLabel}”` : ''} na conta “${n.accountName ?? ''}” falhou: ${reasonText('pt-BR', n.reason)}`,
      cta: 'Ver as publicações',
    },
    guest_comment: {
      subject: 'Um convidado comentou um projeto no Palco',
      body: (a, p, n) =>
        `${a} ${n.edited ? 'editou um comentário' : n.reply ? 'respondeu em uma conversa' : 'comentou'} no projeto “${p}”${n.excerpt ? `: “${n.excerpt}”` : '.'}`,
      cta: 'Ver o projeto',
    },
  },
  en: {
    mention: {
      subject: 'You were mentioned in a comment on Palco',
      body: (a, p, n) => `${a} mentioned you in a comment on the project “${p}”${n.excerpt ? `: “${n.excerpt}”` : '.'}`,
      cta: 'See the project',
    },
    review_request: {
      subject: 'You were asked to review a project on Palco',
      body: (a, p) => `${a} asked you to review the project “${p}”.`,
      cta: 'Review the project',
    },
    review_decision: {
      subject: 'Your review request on Palco got a decision',
      body: (a, p, n) =>
        n.decision === 'approved' ? `${a} approved the project “${p}”.` : `${a} asked for changes to the project “${p}”.`,
      cta: 'See the project',
    },
    due_tomorrow: {
      subject: 'A project of yours is due tomorrow on Palco',
      body: (_a, p, n) => `The project “${p}” is due tomorrow${n.dueDate ? ` (${n.dueDate})` : ''}.`,
      cta: 'See the project',
    },
    publish_failed: {
      subject: 'A post failed on Palco',
      body: (_a, _p, n) =>
        `The post${n.postLabel ? ` “${n.postLabel}”` : ''} to the account “${n.accountName ?? ''}” failed: ${reasonText('en', n.reason)}`,
      cta: 'See the posts',
    },
    guest_comment: {
      subject: 'A guest commented on a project on Palco',
      body: (a, p, n) =>
        `${a} ${n.edited ? 'edited a comment' : n.reply ? 'replied in a thread' : 'commented'} on the project “${p}”${n.excerpt ? `: “${n.excerpt}”` : '.'}`,
      cta: 'See the project',
    },
  },
};

/** Our own failure codes (consumer.ts), in words; anything else is the network's own words, quoted. */
const REASONS: Record<string, Record<Locale, string>> = {
  publish_reason_account_disconnected: { 'pt-BR': 'a conta foi desconectada.', en: 'the account was disconnected.' },
  publish_reason_network_unavailable: {
    'pt-BR': 'não é possível publicar nesta rede aqui.',
    en: 'this network cannot be published to here.',
  },
  publish_reason_privacy_unavailable: {
    'pt-BR': 'a conta não oferece a visibilidade escolhida.',
    en: 'the account does not offer the chosen visibility.',
  },
  publish_reason_tiktok_photos_need_domain: {
    'pt-BR': 'as fotos não chegam ao TikTok: falta o endereço público verificado no TikTok (TIKTOK_MEDIA_ORIGIN).',
    en: 'photos cannot reach TikTok: the public address verified with TikTok (TIKTOK_MEDIA_ORIGIN) is not set.',
  },
  publish_reason_tiktok_photo_files: {
    'pt-BR': 'um post de fotos no TikTok leva de 1 a 35 imagens JPEG ou WebP, sem vídeo.',
    en: 'a TikTok photo post takes 1 to 35 JPEG or WebP images, and no video.',
  },
  publish_reason_tiktok_branded_private: {
    'pt-BR': 'conteúdo de marca não pode ser privado no TikTok.',
    en: 'branded content cannot be private on TikTok.',
  },
  publish_reason_tiktok_too_long: {
    'pt-BR': 'o vídeo é mais longo do que esta conta do TikTok pode publicar.',
    en: 'the video is longer than this TikTok account may post.',
  },
  publish_reason_tiktok_one_video: { 'pt-BR': 'o TikTok publica um vídeo por post.', en: 'TikTok posts one video at a time.' },
  publish_reason_tiktok_photos_unsupported: {
    'pt-BR': 'o TikTok só recebe fotos de um endereço público verificado, que esta instalação não tem.',
    en: 'TikTok only takes photos from a verified public address, which this installation does not have.',
  },
  publish_reason_linkedin_one_video: {
    'pt-BR': 'o LinkedIn aceita um vídeo por post, sem outros arquivos.',
    en: 'LinkedIn takes one video per post, with no other files.',
  },
  publish_reason_linkedin_one_document: {
    'pt-BR': 'o LinkedIn aceita um PDF por post de documento, sem outros arquivos.',
    en: 'LinkedIn takes one PDF per document post, with no other files.',
  },
  publish_reason_linkedin_document_failed: {
    'pt-BR': 'o LinkedIn não conseguiu processar o PDF (arquivo danificado, protegido por senha ou com mais de 300 páginas).',
    en: 'LinkedIn could not process the PDF (damaged, password-protected or over 300 pages).',
  },
  publish_reason_linkedin_too_many_images: {
    'pt-BR': 'o LinkedIn aceita até 20 imagens por post.',
    en: 'LinkedIn takes up to 20 images per post.',
  },
  publish_reason_instagram_file_count: {
    'pt-BR': 'o Instagram aceita de 1 a 10 arquivos por post (um carrossel, de 2 a 10).',
    en: 'Instagram takes 1 to 10 files a post (a carousel, 2 to 10).',
  },
  publish_reason_instagram_jpeg_only: { 'pt-BR': 'o Instagram só aceita imagens JPEG.', en: 'Instagram only takes JPEG images.' },
  publish_reason_instagram_no_media_link: {
    'pt-BR': 'as imagens não chegam ao Instagram: falta o endereço público do app (APP_ORIGIN).',
    en: "images cannot reach Instagram: the app's public address (APP_ORIGIN) is not set.",
  },
  publish_reason_instagram_daily_limit: {
    'pt-BR': 'a conta atingiu o limite de publicações do Instagram em 24 horas.',
    en: "the account reached Instagram's 24-hour publishing limit.",
  },
  publish_reason_instagram_state_lost: {
    'pt-BR': 'o registro do envio ao Instagram se perdeu; publique de novo.',
    en: 'the record of the Instagram upload was lost; publish again.',
  },
  publish_reason_files_missing: { 'pt-BR': 'um arquivo saiu da biblioteca.', en: 'a file left the library.' },
  publish_reason_unexpected: { 'pt-BR': 'erro inesperado ao publicar.', en: 'unexpected error while publishing.' },
  publish_reason_reconnect: {
    'pt-BR': 'a rede não aceita mais a autorização desta conta: um administrador precisa reconectá-la.',
    en: "the network no longer accepts this account's authorization: an admin needs to reconnect it.",
  },
  publish_reason_refresh_failed: {
    'pt-BR': 'não foi possível renovar o acesso à rede.',
    en: 'access to the network could not be renewed.',
  },
  publish_reason_processing_timeout: {
    'pt-BR': 'a rede não terminou de processar o vídeo em 2 horas.',
    en: 'the network did not finish processing the video within 2 hours.',
  },
  publish_reason_video_only: { 'pt-BR': 'esta rede só publica um vídeo por vez.', en: 'this network publishes one video at a time.' },
};
function reasonText(locale: Locale, reason: string | undefined): string {
  if (!reason) return '';
  return REASONS[reason]?.[locale] ?? `“${plainName(reason, 300)}”`;
}

/** A guest has no account: their decision or comment reads as the name they gave, marked as a guest's (decisions 069, 081). */
const GUEST: Record<Locale, string> = { 'pt-BR': 'convidado', en: 'guest' };

const FOOTER: Record<Locale, string> = {
  'pt-BR': 'Você escolhe quais e-mails recebe nas configurações da conta.',
  en: 'You choose which emails you get in your account settings.',
};

export function renderNotificationEmail(
  kind: NotificationKind,
  locale: Locale,
  to: string,
  v: { actor: string | null; payload: NotificationPayload; link: string | null },
): Email {
  const copy = COPY[locale][kind];
  const guest = v.payload.guestName ? `“${plainName(v.payload.guestName, 60)}” (${GUEST[locale]})` : null;
  const actor = guest ?? (v.actor ? `“${plainName(v.actor, 60)}”` : 'Palco');
  const body = copy.body(actor, plainName(v.payload.projectName ?? ''), {
    ...v.payload,
    excerpt: v.payload.excerpt && plainName(v.payload.excerpt, 140),
    accountName: v.payload.accountName && plainName(v.payload.accountName, 60),
    postLabel: v.payload.postLabel && plainName(v.payload.postLabel, 80),
  });
  const cta = v.link
    ? `<p style="margin:22px 0"><a href="${escapeHtml(v.link)}" style="background:#6d28d9;color:#ffffff;padding:12px 18px;border-radius:10px;text-decoration:none;font-weight:700">${escapeHtml(copy.cta)}</a></p>`
    : '';
  return {
    to,
    kind: `notification_${kind}`,
    locale,
    subject: copy.subject,
    text: `${body}\n\n${v.link ? `${copy.cta}: ${v.link}\n\n` : ''}${FOOTER[locale]}\n\n— Palco`,
    html: emailLayout(
      locale,
      `<p style="font-size:15px;line-height:1.5">${escapeHtml(body)}</p>${cta}<p style="font-size:13px;line-height:1.5;color:#55556a">${escapeHtml(FOOTER[locale])}</p>`,
    ),
  };
}
