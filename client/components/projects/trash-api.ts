// /api/v1/orgs/:org/projects/trash: the trash of one kind of project, and
// restoring from it. A restore changes what every projects list shows (and the
// storage bar), so those queries are read again.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectKind } from '@src/common/contracts/projects';
import type { TrashedProjectView } from '@src/common/contracts/storage';
import { api } from '@client/lib/api';

export const trashKey = (org: string, kind: ProjectKind) => ['orgs', org, 'trash', kind] as const;

export const trashQuery = (org: string, kind: ProjectKind) =>
  queryOptions({
    queryKey: trashKey(org, kind),
    queryFn: () => api<TrashedProjectView[]>(`/orgs/${org}/projects/trash?kind=${kind}`),
  });

export const restoreProject = (org: string, id: string) =>
  api<{ id: string; kind: ProjectKind; name: string }>(`/orgs/${org}/projects/trash/${id}/restore`, { method: 'POST' });

/** Every projects list lives under ['orgs', org, 'projects', …] (the dashboard's recent ones too); the trash and storage beside them. */
const AFFECTED = new Set(['projects', 'trash', 'storage']);

export function useRefreshProjects(org: string) {
  const client = useQueryClient();
  return () =>
    client.invalidateQueries({
      predicate: (q) => q.queryKey[0] === 'orgs' && q.queryKey[1] === org && AFFECTED.has(String(q.queryKey[2])),
    });
}

export function useRestoreProject(org: string) {
  const refresh = useRefreshProjects(org);
  return useMutation({ mutationFn: (id: string) => restoreProject(org, id), onSuccess: refresh });
}
