// A project's workflow as every page shows it (decision 052): the status and
// priority words, and the badge of status and due date on a card, the same on
// the project manager's board and in each tool's projects page.
import type { ProjectWorkflow } from '@src/common/contracts/workflow';
import { bilingual } from '@client/lib/bilingual';
import { useNamespace } from '@client/lib/i18n-namespace';

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

/** A due day (YYYY-MM-DD) in the user's words; read as UTC so no time zone moves it to the day before. */
export const formatDay = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** Today on the user's calendar (YYYY-MM-DD). */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Overdue: a due day before today, for a project not yet out (a published one is done). */
export const isOverdue = (w: ProjectWorkflow, today: string) => w.dueDate !== null && w.dueDate < today && w.status !== 'published';

/** The status, and the due date when set (marked when overdue). */
export function WorkflowBadges({ workflow, showStatus = true }: { workflow: ProjectWorkflow; showStatus?: boolean }) {
  const { t, i18n } = useWorkflowT();
  const late = isOverdue(workflow, localDay(new Date()));
  const day = workflow.dueDate ? formatDay(workflow.dueDate, i18n.language) : null;
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
