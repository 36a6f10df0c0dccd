// A project's details (decision 055): assignees from the organization's
// members, a due date, tags (typed, with the organization's tags in use as
// suggestions) and a priority, saved through the workflow PATCH over the
// version shown. A stale version is refused (409, toasted in the user's
// language); the board is read again and the form, keyed on that version,
// shows the newer state. The review panel sits under the form, then the
// comments and the activity (decision 058).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { X } from 'lucide-react';
import { PRIORITIES, type Priority } from '@src/common/contracts/workflow';
import type { MemberView } from '@src/common/contracts/orgs';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { Field, SelectField } from '@client/components/ui/field';
import { Options } from '@client/components/ui/options';
import type { ProjectItem } from '@client/projects/kinds';
import { useWorkflowT } from '@client/projects/workflow';
import { AlsoHere } from '@client/projects/live';
import { useUpdateWorkflow } from './api';
import { addTag, suggestTags } from './details-model';
import { usePmT } from './messages';
import { ReviewPanel } from './review';
import { CommentsPanel } from './comments';
import { ActivityPanel } from './activity';
import { GuestLinksPanel } from './guest-links';

interface Props {
  org: string;
  project: ProjectItem | null;
  members: MemberView[];
  tagsInUse: string[];
  /** Admins and owners manage guest links (product-decisions); the server refuses anyone else. */
  isAdmin: boolean;
  onClose: () => void;
}

export function DetailsDialog({ org, project, members, tagsInUse, isAdmin, onClose }: Props) {
  const { t } = usePmT();
  const { t: tm } = useTranslation();
  return (
    <Dialog
      open={Boolean(project)}
      onClose={onClose}
      title={project ? t('details.title', { name: project.name }) : ''}
      description={t('details.description')}
      closeLabel={tm('common.close')}
    >
      {project ? (
        <div className="pm-details" data-testid="pm-details">
          <AlsoHere projectId={project.id} />
          <DetailsForm
            key={`${project.id}:${project.workflow.workflowVersion}`}
            org={org}
            project={project}
            members={members}
            tagsInUse={tagsInUse}
            onSaved={onClose}
          />
          <ReviewPanel org={org} project={project} members={members} />
          {isAdmin ? <GuestLinksPanel org={org} projectId={project.id} /> : null}
          <CommentsPanel org={org} project={project} members={members} />
          <ActivityPanel org={org} projectId={project.id} />
        </div>
      ) : null}
    </Dialog>
  );
}

function DetailsForm({
  org,
  project,
  members,
  tagsInUse,
  onSaved,
}: Omit<Props, 'onClose' | 'project' | 'isAdmin'> & { project: ProjectItem; onSaved: () => void }) {
  const { t } = usePmT();
  const { t: tw } = useWorkflowT();
  const w = project.workflow;
  const [assignees, setAssignees] = useState<string[]>(w.assignees);
  const [dueDate, setDueDate] = useState(w.dueDate ?? '');
  const [tags, setTags] = useState<string[]>(w.tags);
  const [typed, setTyped] = useState('');
  const [priority, setPriority] = useState<Priority>(w.priority);
  const save = useUpdateWorkflow(org);
  const suggestions = suggestTags(tagsInUse, tags, typed);
  const toggle = (id: string) => setAssignees((a) => (a.includes(id) ? a.filter((x) => x !== id) : [...a, id]));
  const add = (raw: string) => {
    setTags((ts) => addTag(ts, raw));
    setTyped('');
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const change = {
      id: project.id,
      workflowVersion: w.workflowVersion,
      assignees,
      dueDate: dueDate || null,
      tags: addTag(tags, typed),
      priority,
    };
    save.mutate(change, {
      onSuccess: () => {
        toast.success(t('details.saved', { name: project.name }));
        onSaved();
      },
    });
  };
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <fieldset className="pm-fieldset">
        <legend>{t('details.assignees')}</legend>
        {members.length === 0 ? <p className="muted small">{t('details.noMembers')}</p> : null}
        <div className="pm-member-grid">
          {members.map((m) => (
            <label key={m.userId} className="checkbox">
              <input type="checkbox" checked={assignees.includes(m.userId)} onChange={() => toggle(m.userId)} />
              <span>{m.displayName || m.email}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="pm-details-row">
        <Field label={t('details.due')} type="date" value={dueDate} onChange={(e) => setDueDate(e.target.value)} />
        <SelectField label={t('details.priority')} value={priority} onChange={(v) => setPriority(v as Priority)}>
          <Options values={PRIORITIES} label={(p) => tw(`priorities.${p}`)} />
        </SelectField>
      </div>
      <fieldset className="pm-fieldset">
        <legend>{t('details.tags')}</legend>
        {tags.length > 0 ? (
          <ul className="pm-chips">
            {tags.map((tag) => (
              <li key={tag} className="pm-tag pm-chip">
                #{tag}
                <button
                  type="button"
                  className="icon-btn"
                  aria-label={t('details.removeTag', { tag })}
                  onClick={() => setTags((ts) => ts.filter((x) => x !== tag))}
                >
                  <X size={12} aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="pm-tag-input">
          <Field
            label={t('details.tagInput')}
            hint={t('details.tagHint')}
            value={typed}
            maxLength={24}
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              add(typed);
            }}
          />
          <Button type="button" size="sm" variant="secondary" onClick={() => add(typed)} disabled={!typed.trim()}>
            {t('details.addTag')}
          </Button>
        </div>
        {suggestions.length > 0 ? (
          <div className="pm-suggestions" role="group" aria-label={t('details.suggestions')}>
            {suggestions.map((s) => (
              <button key={s} type="button" className="pm-tag pm-suggestion" onClick={() => add(s)}>
                #{s}
              </button>
            ))}
          </div>
        ) : null}
      </fieldset>
      <div className="pm-details-actions">
        <Button type="submit" disabled={save.isPending}>
          {t('details.save')}
        </Button>
      </div>
    </form>
  );
}
