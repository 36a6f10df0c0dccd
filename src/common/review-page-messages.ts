// The guest review page's words (decision 069). Like the share page, it is
// drawn by the Worker alone for visitors without an account, so it carries its
// own table in both languages, error codes of its forms included.
import type { ProjectKind } from './contracts/projects';
import type { WorkflowStatus } from './contracts/workflow';
import type { Locale } from './locales';

type Words = {
  reviewFor: string;
  kinds: Record<ProjectKind, string>;
  statuses: Record<WorkflowStatus, string>;
  status: string;
  due: string;
  validUntil: string;
  filesHeading: string;
  noFiles: string;
  videoFallback: string;
  decisionHeading: string;
  decisionHint: string;
  approve: string;
  requestChanges: string;
  decisionComment: string;
  decidedApproved: string;
  decidedChanges: string;
  commentsHeading: string;
  noComments: string;
  guest: string;
  team: string;
  yourName: string;
  comment: string;
  send: string;
  reply: string;
  replyTo: string;
  sendReply: string;
  resolved: string;
  resolvedByGuest: string;
  editOwn: string;
  editOwnOf: string;
  save: string;
  deleteOwn: string;
  deleteHint: string;
  resolveOwn: string;
  reopenOwn: string;
  sentEdited: string;
  sentDeleted: string;
  sentResolved: string;
  sentReopened: string;
  pinAt: string;
  pinAtHint: string;
  pinSlide: string;
  pinSpot: string;
  spots: string[];
  pinnedTime: string;
  /** The mark by a comment whose words changed (decision 090), and its tooltip with the time. */
  edited: string;
  editedAt: string;
  pinnedSlide: string;
  liveUpdated: string;
  sentReply: string;
  sentComment: string;
  sentApproved: string;
  sentChanges: string;
  goneTitle: string;
  goneText: string;
  otherLanguage: string;
  madeWith: string;
  errors: Record<string, string>;
};

export const REVIEW_PAGE_MESSAGES: Record<Locale, Words> = {
  'pt-BR': {
    reviewFor: 'Revisão pedida por {{org}}',
    kinds: {
      carousel: 'Carrossel',
      clip: 'Corte de vídeo',
      video: 'Vídeo',
      subtitles: 'Legendas',
      script: 'Roteiro',
      story: 'Story',
      caption: 'Legenda de post',
      image: 'Imagem',
      logo: 'Logo',
    },
    statuses: {
      idea: 'Ideia',
      in_production: 'Em produção',
      in_review: 'Em revisão',
      approved: 'Aprovado',
      scheduled: 'Agendado',
      published: 'Publicado',
    },
    status: 'Status',
    due: 'Prazo: {{date}}',
    validUntil: 'Este link vale até {{date}}.',
    filesHeading: 'Arquivos do projeto',
    noFiles:
      'Nenhum arquivo ainda: quando a equipe exportar ou renderizar este projeto, ele aparece aqui. Você já pode comentar e aprovar.',
    videoFallback: 'Este navegador não reproduz o vídeo.',
    decisionHeading: 'Sua decisão',
    decisionHint: 'Para pedir mudanças, diga quais no comentário.',
    approve: 'Aprovar',
    requestChanges: 'Pedir mudanças',
    decisionComment: 'Comentário (obrigatório para pedir mudanças)',
    decidedApproved: '{{name}} aprovou em {{date}}.',
    decidedChanges: '{{name}} pediu mudanças em {{date}}.',
    commentsHeading: 'Comentários',
    noComments: 'Nenhum comentário ainda.',
    guest: 'Convidado',
    team: 'Equipe',
    yourName: 'Seu nome',
    comment: 'Comentário',
    send: 'Comentar',
    reply: 'Responder',
    replyTo: 'Resposta a {{name}}',
    sendReply: 'Responder',
    resolved: 'Resolvido pela equipe',
    resolvedByGuest: 'Resolvido por {{name}}',
    editOwn: 'Editar ou apagar',
    editOwnOf: 'Editar ou apagar seu comentário “{{body}}”',
    save: 'Salvar',
    deleteOwn: 'Apagar o comentário',
    deleteHint: 'Apagar não tem volta. Apagar o início de uma conversa apaga também as suas respostas nela.',
    resolveOwn: 'Marcar como resolvido',
    reopenOwn: 'Reabrir a conversa',
    sentEdited: 'Comentário atualizado.',
    sentDeleted: 'Comentário apagado.',
    sentResolved: 'Conversa marcada como resolvida.',
    sentReopened: 'Conversa reaberta.',
    pinAt: 'Momento do vídeo (opcional)',
    pinAtHint: 'Como 0:12 ou 1:05. Deixe em branco para um comentário geral.',
    pinSlide: 'Slide (opcional)',
    pinSpot: 'Onde no slide',
    spots: [
      'Em cima à esquerda',
      'Em cima no centro',
      'Em cima à direita',
      'No meio à esquerda',
      'No centro',
      'No meio à direita',
      'Embaixo à esquerda',
      'Embaixo no centro',
      'Embaixo à direita',
    ],
    pinnedTime: 'Em {{time}}',
    edited: 'editado',
    editedAt: 'Editado em {{when}}',
    pinnedSlide: 'Slide {{slide}}',
    liveUpdated: 'A página foi atualizada com as novidades da equipe.',
    sentReply: 'Resposta enviada.',
    sentComment: 'Comentário enviado.',
    sentApproved: 'Aprovação registrada. Obrigado!',
    sentChanges: 'Pedido de mudanças registrado. Obrigado!',
    goneTitle: 'Este link não está disponível',
    goneText: 'Ele pode ter expirado ou sido revogado. Peça um novo link a quem o enviou.',
    otherLanguage: 'English',
    madeWith: 'Feito com Palco',
    errors: {
      guest_name_required: 'Escreva seu nome.',
      guest_name_too_long: 'Um nome tem no máximo 80 caracteres.',
      comment_body_required: 'Escreva o comentário.',
      comment_too_long: 'Um comentário tem no máximo 2.000 caracteres.',
      review_comment_required: 'Diga quais mudanças você quer.',
      review_comment_too_long: 'O comentário tem no máximo 1000 caracteres.',
      rate_limit_exceeded: 'Muitos envios. Espere alguns minutos e tente de novo.',
      comment_pin_invalid: 'Esse ponto não existe neste projeto: escreva um tempo como 0:12, ou o número de um slide que ele tenha.',
      comment_pin_past_end: 'Esse tempo passa do fim do vídeo: escolha um momento dentro da duração dele.',
      not_found: 'Esse comentário não está mais aqui.',
      comment_not_author: 'Só quem escreveu este comentário pode editá-lo ou apagá-lo.',
      guest_comment_has_replies: 'Alguém já respondeu a este comentário, então ele não pode mais ser apagado. Você ainda pode editá-lo.',
      invalid: 'Confira o que foi preenchido.',
    },
  },
  en: {
    reviewFor: 'Review asked by {{org}}',
    kinds: {
      carousel: 'Carousel',
      clip: 'Video clip',
      video: 'Video',
      subtitles: 'Subtitles',
      script: 'Script',
      story: 'Story',
      caption: 'Post caption',
      image: 'Image',
      logo: 'Logo',
    },
    statuses: {
      idea: 'Idea',
      in_production: 'In production',
      in_review: 'In review',
      approved: 'Approved',
      scheduled: 'Scheduled',
      published: 'Published',
    },
    status: 'Status',
    due: 'Due: {{date}}',
    validUntil: 'This link is valid until {{date}}.',
    filesHeading: "The project's files",
    noFiles: 'No files yet: when the team exports or renders this project, it shows here. You can already comment and approve.',
    videoFallback: 'This browser cannot play the video.',
    decisionHeading: 'Your decision',
    decisionHint: 'To ask for changes, say which in the comment.',
    approve: 'Approve',
    requestChanges: 'Ask for changes',
    decisionComment: 'Comment (required to ask for changes)',
    decidedApproved: '{{name}} approved on {{date}}.',
    decidedChanges: '{{name}} asked for changes on {{date}}.',
    commentsHeading: 'Comments',
    noComments: 'No comments yet.',
    guest: 'Guest',
    team: 'Team',
    yourName: 'Your name',
    comment: 'Comment',
    send: 'Comment',
    reply: 'Reply',
    replyTo: 'Reply to {{name}}',
    sendReply: 'Reply',
    resolved: 'Resolved by the team',
    resolvedByGuest: 'Resolved by {{name}}',
    editOwn: 'Edit or delete',
    editOwnOf: 'Edit or delete your comment “{{body}}”',
    save: 'Save',
    deleteOwn: 'Delete the comment',
    deleteHint: 'Deleting cannot be undone. Deleting the start of a thread also deletes your replies in it.',
    resolveOwn: 'Mark resolved',
    reopenOwn: 'Reopen the thread',
    sentEdited: 'Comment updated.',
    sentDeleted: 'Comment deleted.',
    sentResolved: 'Thread marked resolved.',
    sentReopened: 'Thread reopened.',
    pinAt: 'Moment in the video (optional)',
    pinAtHint: 'Like 0:12 or 1:05. Leave it empty for a general comment.',
    pinSlide: 'Slide (optional)',
    pinSpot: 'Where on the slide',
    spots: ['Top left', 'Top centre', 'Top right', 'Middle left', 'Centre', 'Middle right', 'Bottom left', 'Bottom centre', 'Bottom right'],
    pinnedTime: 'At {{time}}',
    edited: 'edited',
    editedAt: 'Edited {{when}}',
    pinnedSlide: 'Slide {{slide}}',
    liveUpdated: 'The page was updated with the team’s news.',
    sentReply: 'Reply sent.',
    sentComment: 'Comment sent.',
    sentApproved: 'Approval recorded. Thank you!',
    sentChanges: 'Change request recorded. Thank you!',
    goneTitle: 'This link is not available',
    goneText: 'It may have expired or been revoked. Ask whoever sent it for a new link.',
    otherLanguage: 'Português',
    madeWith: 'Made with Palco',
    errors: {
      guest_name_required: 'Write your name.',
      guest_name_too_long: 'A name has at most 80 characters.',
      comment_body_required: 'Write the comment.',
      comment_too_long: 'A comment has at most 2,000 characters.',
      review_comment_required: 'Say which changes you want.',
      review_comment_too_long: 'The comment has at most 1000 characters.',
      rate_limit_exceeded: 'Too many posts. Wait a few minutes and try again.',
      comment_pin_invalid: 'That spot is not in this project: write a time like 0:12, or the number of a slide it has.',
      comment_pin_past_end: 'That time is past the end of the video: pick a moment within its length.',
      not_found: 'That comment is no longer here.',
      comment_not_author: 'Only the author of this comment can edit or delete it.',
      guest_comment_has_replies: 'Someone already answered this comment, so it can no longer be deleted. You can still edit it.',
      invalid: 'Check what was filled in.',
    },
  },
};
export type ReviewPageMessages = Words;
