// A project's workflow as every page shows it (decision 052): the status and
// priority words, and the badge of status and due date on a card, the same on
// the project manager's board and in each tool's projects page.
import type { ProjectWorkflow } from '@src/common/contracts/workflow';
import { bilingual } from '@client/lib/bilingual';
import { useNamespace } from '@client/lib/i18n-namespace';
import { formatDay, isOverdue, localDay } from './workflow-days';

export { formatDay, isOverdue, localDay };

export const workflowMessages = bilingual({
  statuses: {
    idea: ['Ideia', 'Idea'],
    in_production: ['Em produção', 'In production'],
    in_review: ['Em revisão', 'In review'],
    approved: ['Aprovado', 'Approved'],
    scheduled: ['Agendado', 'Scheduled'],
    published: ['Publicado', 'Published'],
  },
  priorities: { low: ['Baixa', 'Low'], normal: ['Normal', 'Normal'], high: ['Alta', 'High'], urgent: ['Urgente', 'Urgent'] },
  status: ['Status: {{status}}', 'Status: {{status}}'],
  due: ['Prazo {{date}}', 'Due {{date}}'],
  overdue: ['Atrasado: {{date}}', 'Overdue: {{date}}'],
});

export const useWorkflowT = () => useNamespace('workflow', workflowMessages);

/** The status, and the due date when set (marked when overdue). */
export function WorkflowBadges({ workflow, showStatus = true }: { workflow: ProjectWorkflow; showStatus?: boolean }) {
  const { t, i18n } = useWorkflowT();
  if (!showStatus && !workflow.dueDate) return null;
  return (
    <span className="wf-badges">
      {showStatus ? (
        <span className={`badge wf-status wf-${workflow.status}`} data-testid="workflow-status">
          {t(`statuses.${workflow.status}`)}
        </span>
      ) : null}
      <DueBadge workflow={workflow} t={t} language={i18n.language} today={localDay(new Date())} />
    </span>
  );
}

/**
 * The due date's badge (marked when overdue), or nothing; its words given, so the board's hundreds of
 * cards (decision 070) read the translations once per board, not once per card.
 */
export function DueBadge({
  workflow,
  t,
  language,
  today,
}: {
  workflow: ProjectWorkflow;
  t: ReturnType<typeof useWorkflowT>['t'];
  language: string;
  today: string;
}) {
  if (!workflow.dueDate) return null;
  const late = isOverdue(workflow, today);
  return (
    <span className={`badge wf-due${late ? ' wf-late' : ''}`} data-testid="workflow-due">
      {t(late ? 'overdue' : 'due', { date: formatDay(workflow.dueDate, language) })}
    </span>
  );
}
