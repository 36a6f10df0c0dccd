// A clip of a clipper project, chosen in two steps: the project, then one of
// its clips (named by its name, its headline, or its place in the project).
import { useQuery } from '@tanstack/react-query';
import type { Clip } from '@src/common/contracts/clip';
import { projectListQuery, projectQuery } from './api';
import { RecordSelect } from '@client/components/ui/options';
import { usePickerT } from './picker-messages';

export interface ClipChoice {
  clipProjectId: string;
  clipId: string;
}

export function ClipPicker({
  org,
  value,
  onChange,
  describedBy,
}: {
  org: string;
  value: ClipChoice;
  onChange: (c: ClipChoice) => void;
  describedBy?: string | undefined;
}) {
  const { t } = usePickerT();
  const projects = useQuery({ ...projectListQuery(org, 'clip'), enabled: Boolean(org) });
  const project = useQuery({ ...projectQuery(org, 'clip', value.clipProjectId), enabled: Boolean(org && value.clipProjectId) });
  const clips: readonly Clip[] = project.data?.document.clips ?? [];
  return (
    <>
      <RecordSelect
        label={t('clipProject')}
        value={value.clipProjectId}
        records={projects.data ?? []}
        placeholder={t('choose')}
        none={projects.isPending ? t('loading') : t('noClipProjects')}
        describedBy={describedBy}
        onChange={(id) => onChange({ clipProjectId: id, clipId: '' })}
      />
      {value.clipProjectId && project.data ? (
        <RecordSelect
          label={t('clip')}
          value={value.clipId}
          records={clips.map((c, i) => ({ id: c.id, name: c.name || c.headline || t('clipNumber', { n: i + 1 }) }))}
          placeholder={t('choose')}
          none={t('noClips')}
          describedBy={describedBy}
          onChange={(id) => onChange({ ...value, clipId: id })}
        />
      ) : null}
    </>
  );
}
