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
    'Clique no ponto do slide que o comentário aponta (Esc cancela).',
    'Click the point of the slide the comment is about (Esc cancels).',
  ],
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
