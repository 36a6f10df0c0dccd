// The script creator's projects: format, estimate against the target, date and
// the hook's first words; new (from a topic with the AI draft, or blank),
// rename, duplicate, delete, search and sort; an empty state.
import { FileText } from 'lucide-react';
import { NewScriptDialog } from '@client/features/scripts/components/new-script-dialog';
import { useScriptsT } from '@client/features/scripts/messages';
import { clock } from '@client/features/scripts/model/outputs';
import { projectsRoute } from '@client/projects/projects-page';

export const Component = projectsRoute('script', useScriptsT, {
  emptyTestId: 'scripts-empty',
  coverClassName: 'scr-cover',
  NewDialog: NewScriptDialog,
  cover: (p) => (p.summary.hook ? <span className="scr-cover-hook">“{p.summary.hook}”</span> : <FileText size={28} aria-hidden="true" />),
  card: (p, { t }) => ({
    format: t(`formats.${p.summary.format}`),
    estimate: clock(p.summary.estimatedSeconds),
    target: clock(p.summary.targetSeconds),
  }),
});
