// The trash's words, in its own namespace so the component travels alone.
import type { Locale } from '@src/common/locales';

const ptBR = {
  open: 'Lixeira',
  title: 'Lixeira',
  description: 'Projetos excluídos ficam aqui por {{days}} dias; depois são apagados de vez, com seus arquivos.',
  empty: 'A lixeira está vazia.',
  loading: 'Carregando a lixeira…',
  deletedBy: 'Excluído por {{name}} em {{date}}',
  deletedOn: 'Excluído em {{date}}',
  purgeIn_one: 'Será apagado em {{count}} dia',
  purgeIn_zero: 'Será apagado hoje',
  purgeIn_other: 'Será apagado em {{count}} dias',
  restore: 'Restaurar',
  restoreName: 'Restaurar “{{name}}”',
  restored: '“{{name}}” foi restaurado',
  moved: '“{{name}}” foi para a lixeira',
  undo: 'Desfazer',
  note: 'Ele fica {{days}} dias na lixeira e pode ser restaurado.',
  close: 'Fechar',
};
type TrashMessages = typeof ptBR;

const en: TrashMessages = {
  open: 'Trash',
  title: 'Trash',
  description: 'Deleted projects stay here for {{days}} days; then they are deleted for good, with their files.',
  empty: 'The trash is empty.',
  loading: 'Loading the trash…',
  deletedBy: 'Deleted by {{name}} on {{date}}',
  deletedOn: 'Deleted on {{date}}',
  purgeIn_one: 'Deleted for good in {{count}} day',
  purgeIn_zero: 'Deleted for good today',
  purgeIn_other: 'Deleted for good in {{count}} days',
  restore: 'Restore',
  restoreName: 'Restore “{{name}}”',
  restored: '“{{name}}” was restored',
  moved: '“{{name}}” went to the trash',
  undo: 'Undo',
  note: 'It stays in the trash for {{days}} days and can be restored.',
  close: 'Close',
};

export const TRASH_MESSAGES: Record<Locale, TrashMessages> = { 'pt-BR': ptBR, en };
export const TRASH_NAMESPACE = 'project-trash';
