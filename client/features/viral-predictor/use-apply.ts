// A suggestion applied to the clip it was made for, the way the clipper would
// change it (a later in point, pauses cut, captions on), saved through the
// projects API over the version read; the score is then read from the saved clip.
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Suggestion } from '@src/common/viral/factors';
import { applyToClip } from '@src/common/viral/clip';
import { projectQuery, useUpdateProject } from '@client/projects/api';
import { useViralT } from './messages';

export function useApplySuggestion(org: string, projectId: string, clipId: string) {
  const { t } = useViralT();
  const project = useQuery({ ...projectQuery(org, 'clip', projectId), enabled: Boolean(org && projectId) });
  const update = useUpdateProject(org, 'clip');
  const apply = async (s: Suggestion) => {
    const view = project.data;
    const clip = view?.document.clips.find((c) => c.id === clipId);
    const changed = clip && applyToClip(clip, s);
    if (!view || !changed) return;
    const document = { ...view.document, clips: view.document.clips.map((c) => (c.id === clipId ? changed : c)) };
    // A failure is told by the shared mutation's toast (a 409 when the clipper saved meanwhile); nothing changes here.
    const saved = await update.mutateAsync({ id: view.id, document, baseVersion: view.version }).catch(() => null);
    if (saved) toast.success(t('result.applied'));
  };
  return { apply, pending: update.isPending };
}
