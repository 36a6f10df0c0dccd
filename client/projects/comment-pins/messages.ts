// The words of comments shown inside editors (decision 072), in both languages.
import { bilingual } from '@client/lib/bilingual';
import { useNamespace } from '@client/lib/i18n-namespace';

const messages = bilingual({
  markers: ['Comentários nesta faixa', 'Comments on this strip'],
  marker: ['Comentário em {{time}} de {{name}}: {{body}}', 'Comment at {{time}} by {{name}}: {{body}}'],
  pins: ['Comentários neste slide', 'Comments on this slide'],
  pin: ['Comentário {{n}} de {{name}}: {{body}}', 'Comment {{n}} by {{name}}: {{body}}'],
  someone: ['Alguém', 'Someone'],
  here: ['Comentar aqui', 'Comment here'],
  onSlide: ['Comentar no slide', 'Comment on the slide'],
  placeHint: [
    'Clique no ponto do slide que o comentário aponta, ou use as setas e Enter num dos nove pontos (Esc cancela).',
    'Click the point of the slide the comment is about, or use the arrow keys and Enter on one of the nine spots (Esc cancels).',
  ],
  spotsLabel: ['Nove pontos do slide para fixar o comentário', 'Nine spots of the slide to pin the comment to'],
  spotPin: ['Fixar o comentário: {{spot}}', 'Pin the comment: {{spot}}'],
  // Left to right, top to bottom: spotPoint's numbering.
  spots: {
    s0: ['em cima à esquerda', 'top left'],
    s1: ['em cima no centro', 'top centre'],
    s2: ['em cima à direita', 'top right'],
    s3: ['no meio à esquerda', 'middle left'],
    s4: ['no centro', 'centre'],
    s5: ['no meio à direita', 'middle right'],
    s6: ['embaixo à esquerda', 'bottom left'],
    s7: ['embaixo no centro', 'bottom centre'],
    s8: ['embaixo à direita', 'bottom right'],
  },
  label: ['Comentário', 'Comment'],
  labelAtTime: ['Comentário em {{time}}', 'Comment at {{time}}'],
  labelOnSlide: ['Comentário no slide {{n}}', 'Comment on slide {{n}}'],
  send: ['Publicar comentário', 'Post comment'],
  cancel: ['Cancelar', 'Cancel'],
  posted: [
    'Comentário publicado: todos da equipe o veem aqui e no gerenciador de projetos.',
    'Comment posted: everyone on the team sees it here and in the project manager.',
  ],
});

export const useCommentPinsT = () => useNamespace('commentPins', messages);
