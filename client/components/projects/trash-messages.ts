// The trash's words, in its own namespace so the component travels alone.
import { bilingual } from '@client/lib/bilingual';

export const TRASH_MESSAGES = bilingual({
  open: ['Lixeira', 'Trash'],
  title: ['Lixeira', 'Trash'],
  description: [
    'Projetos excluídos ficam aqui por {{days}} dias; depois são apagados de vez, com seus arquivos.',
    'Deleted projects stay here for {{days}} days; then they are deleted for good, with their files.',
  ],
  empty: ['A lixeira está vazia.', 'The trash is empty.'],
  loading: ['Carregando a lixeira…', 'Loading the trash…'],
  deletedBy: ['Excluído por {{name}} em {{date}}', 'Deleted by {{name}} on {{date}}'],
  deletedOn: ['Excluído em {{date}}', 'Deleted on {{date}}'],
  purgeIn_one: ['Será apagado em {{count}} dia', 'Deleted for good in {{count}} day'],
  purgeIn_zero: ['Será apagado hoje', 'Deleted for good today'],
  purgeIn_other: ['Será apagado em {{count}} dias', 'Deleted for good in {{count}} days'],
  restore: ['Restaurar', 'Restore'],
  restoreName: ['Restaurar “{{name}}”', 'Restore “{{name}}”'],
  restored: ['“{{name}}” foi restaurado', '“{{name}}” was restored'],
  moved: ['“{{name}}” foi para a lixeira', '“{{name}}” went to the trash'],
  undo: ['Desfazer', 'Undo'],
  note: ['Ele fica {{days}} dias na lixeira e pode ser restaurado.', 'It stays in the trash for {{days}} days and can be restored.'],
  close: ['Fechar', 'Close'],
});

export const TRASH_NAMESPACE = 'project-trash';
