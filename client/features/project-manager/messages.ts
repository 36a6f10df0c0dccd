// The project manager's own messages (decision 052), in a namespace loaded with
// the page's chunk. Server errors (workflow_conflict, assignee_not_member) stay
// in the main files under errors.<code>.
import { bilingual } from '@client/lib/bilingual';
import { useNamespace } from '../../lib/i18n-namespace';

export const projectManagerMessages = bilingual({
  subtitle: ['Todos os projetos da equipe, de todas as ferramentas, por status.', 'Every project of the team, from every tool, by status.'],
  views: { label: ['Visualização', 'View'], board: ['Quadro', 'Board'], list: ['Lista', 'List'] },
  filters: {
    search: ['Buscar por nome', 'Search by name'],
    tool: ['Ferramenta', 'Tool'],
    anyTool: ['Todas as ferramentas', 'All tools'],
    status: ['Status', 'Status'],
    anyStatus: ['Todos os status', 'Every status'],
    assignee: ['Responsável', 'Assignee'],
    anyAssignee: ['Qualquer responsável', 'Anyone'],
    tag: ['Etiqueta', 'Tag'],
    anyTag: ['Todas as etiquetas', 'Every tag'],
    due: ['Prazo', 'Due date'],
    anyDue: ['Qualquer prazo', 'Any due date'],
    overdue: ['Atrasados', 'Overdue'],
    week: ['Vencem nesta semana', 'Due this week'],
  },
  board: ['Quadro de projetos por status', 'Board of projects by status'],
  column: ['{{status}}: {{count}}', '{{status}}: {{count}}'],
  cardActions: ['Mover {{name}}', 'Move {{name}}'],
  moveTo: ['Mover para {{status}}', 'Move to {{status}}'],
  moved: ['“{{name}}” agora está em {{status}}', '“{{name}}” is now {{status}}'],
  open: ['Abrir {{name}} no editor', 'Open {{name}} in its editor'],
  untagged: ['Sem etiquetas', 'No tags'],
  nobody: ['Ninguém', 'Nobody'],
  loading: ['Carregando projetos…', 'Loading projects…'],
  error: ['Não foi possível carregar os projetos.', 'The projects could not be loaded.'],
  retry: ['Tentar de novo', 'Try again'],
  empty: ['Nenhum projeto ainda', 'No projects yet'],
  emptyHint: [
    'Os projetos criados em qualquer ferramenta aparecem aqui, prontos para organizar.',
    'Projects made in any tool show up here, ready to organize.',
  ],
  noMatch: ['Nenhum projeto com esses filtros.', 'No project matches these filters.'],
  emptyColumn: ['Nada aqui', 'Nothing here'],
  table: {
    caption: ['Projetos', 'Projects'],
    select: ['Selecionar {{name}}', 'Select {{name}}'],
    selectAll: ['Selecionar todos', 'Select all'],
    name: ['Nome', 'Name'],
    tool: ['Ferramenta', 'Tool'],
    status: ['Status', 'Status'],
    assignees: ['Responsáveis', 'Assignees'],
    due: ['Prazo', 'Due'],
    priority: ['Prioridade', 'Priority'],
    tags: ['Etiquetas', 'Tags'],
  },
  bulk: {
    selected: ['{{count}} selecionado(s)', '{{count}} selected'],
    setStatus: ['Mudar status para', 'Set status to'],
    apply: ['Aplicar', 'Apply'],
    done: ['{{count}} projeto(s) atualizados', '{{count}} project(s) updated'],
    refused: ['{{count}} não foram alterados: outra pessoa mudou antes', '{{count}} were not changed: someone changed them first'],
  },
});

export const NS = 'projectManager';
export const usePmT = () => useNamespace(NS, projectManagerMessages);
