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
  const late = isOverdue(workflow, localDay(new Date()));
  const day = workflow.dueDate ? formatDay(workflow.dueDate, i18n.language) : null;
  if (!showStatus && !day) return null;
  return (
    <span className="wf-badges">
      {showStatus ? (
        <span className={`badge wf-status wf-${workflow.status}`} data-testid="workflow-status">
          {t(`statuses.${workflow.status}`)}
        </span>
      ) : null}
      {day ? (
        <span className={`badge wf-due${late ? ' wf-late' : ''}`} data-testid="workflow-due">
          {t(late ? 'overdue' : 'due', { date: day })}
        </span>
      ) : null}
    </span>
  );
}
